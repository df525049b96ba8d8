import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ipoAnnounceCall,
  ipoDrawCall,
  ipoSaveCall,
  reviewDecideCall,
} from '../../../machines/backOffice/calls.ts'
import {
  loanActivateCall,
  loanBorrowCall,
  loanRecordsCall,
  loanRepayCall,
} from '../../../machines/credit/calls.ts'
import {
  ipoListCall,
  ipoMineCall,
  ipoPayCall,
  ipoSubscribeCall,
} from '../../../machines/ipo/calls.ts'
import { users } from '../../../server/db/schema.ts'
import { productForm } from '../../support/ipoProducts.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import {
  MONDAY_10,
  type Operator,
  reviewQueue,
  startScenarioServer,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

/**
 * Races on new shares and credit. They mean most on PostgreSQL (`npm run test:server` with
 * DATABASE_URL, as CI runs them), where transactions really run at once; PGlite serialises them.
 */
let server: TestServer
let admin: Operator

beforeAll(async () => {
  server = await startScenarioServer()
  admin = await server.admin()
})
afterAll(() => server.close())

describe('new shares and credit under concurrency', () => {
  it('20 simultaneous subscriptions by one user to one share: only the allowed one succeeds', async () => {
    const who = await server.investor('600970001')
    await server.fund(who.account, 'EUR', '50000.00')
    const epy = (await server.sendOk(ipoListCall, { state: 'open' }, who)).list.find(
      (p) => p.code === 'EPY',
    )!
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.send(ipoSubscribeCall, { id: epy.id, quantity: '10000', tier: 'A' }, who),
      ),
    )
    expect(answers.filter((a) => a.status === 1)).toHaveLength(1)
    expect(answers.every((a) => a.http === 200)).toBe(true)
    expect(new Set(answers.filter((a) => a.status === 0).map((a) => a.code))).toEqual(
      new Set(['ipo.countExceeded']),
    )
    const mine = (await server.sendOk(ipoMineCall, {}, who)).list
    expect(mine).toHaveLength(1)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('two simultaneous loan requests: at most one reaches pending review', async () => {
    const who = await server.investor('600970002')
    await server.db.update(users).set({ kycStatus: 'passed' }).where(eq(users.account, who.account))
    await server.fund(who.account, 'EUR', '3000.00')
    expect((await server.send(loanActivateCall, {}, who)).status).toBe(1)
    const answers = await Promise.all(
      [500, 700].map((amount) => server.send(loanBorrowCall, { amount }, who)),
    )
    expect(answers.filter((a) => a.status === 1)).toHaveLength(1)
    expect(answers.find((a) => a.status === 0)?.code).toBe('loan.pendingReview')
    const records = (await server.sendOk(loanRecordsCall, {}, who)).list
    expect(records.filter((l) => l.state === 'pendingReview')).toHaveLength(1)
  })

  it('a draw run twice at once allots the same users', async () => {
    const people = await Promise.all(
      ['600970011', '600970012', '600970013', '600970014'].map((a) => server.investor(a)),
    )
    const saved = await server.send(
      ipoSaveCall,
      productForm(MONDAY_10.getTime(), { code: 'RACE', name: 'Race Co' }),
      admin,
    )
    const id = saved.data!.id
    for (const who of people) {
      await server.fund(who.account, 'EUR', '10000.00')
      expect((await server.send(ipoSubscribeCall, { id, quantity: '10000' }, who)).status).toBe(1)
    }
    server.clock.advance(120_000)
    const [a, b] = await Promise.all([
      server.send(ipoDrawCall, { id }, admin),
      server.send(ipoDrawCall, { id }, admin),
    ])
    const runs = [a.data!, b.data!]
    expect(runs.map((r) => r.rerun).sort()).toEqual([false, true])
    expect(runs.every((r) => r.matches && r.won === 2 && r.seed === runs[0]!.seed)).toBe(true)
  })

  it("an announcement racing the winners' payments, and a loan approval racing repayments: no deadlock, no 5xx", async () => {
    const people = await Promise.all(
      ['600970021', '600970022', '600970023', '600970024', '600970025'].map((a) =>
        server.investor(a),
      ),
    )
    const now = server.clock.now().getTime()
    const saved = await server.send(
      ipoSaveCall,
      productForm(now, { code: 'RACE2', name: 'Race Two', winningRate: '100' }),
      admin,
    )
    const id = saved.data!.id
    const numbers: string[] = []
    for (const who of people) {
      await server.fund(who.account, 'EUR', '20000.00')
      const sent = await server.send(ipoSubscribeCall, { id, quantity: '10000' }, who)
      numbers.push(sent.data!.subscriptionNo)
    }
    server.clock.advance(120_000)
    expect((await server.sendOk(ipoDrawCall, { id }, admin)).won).toBe(5)
    const answers = await Promise.all([
      server.send(ipoAnnounceCall, { id }, admin),
      ...people.map((who, i) => server.send(ipoPayCall, { subscriptionNo: numbers[i]! }, who)),
    ])
    expect(answers.every((a) => a.http === 200)).toBe(true)
    expect(answers[0]!.status).toBe(1)
    for (const who of people) await expectLedgerBalanced(server.db, who.account, 'EUR')

    const borrower = people[0]!
    await server.db
      .update(users)
      .set({ kycStatus: 'passed' })
      .where(eq(users.account, borrower.account))
    expect((await server.send(loanActivateCall, {}, borrower)).status).toBe(1)
    const loan = await server.send(loanBorrowCall, { amount: '500' }, borrower)
    const queue = await reviewQueue(server, admin, 'loan', 'pendingReview')
    const row = queue.find((l) => l.loanNo === loan.data!.loanNo)!
    const raced = await Promise.all([
      server.send(reviewDecideCall, { kind: 'loan', id: row.id, decision: 'approve' }, admin),
      ...[1, 2, 3].map(() =>
        server.send(loanRepayCall, { loanNo: loan.data!.loanNo, amount: '100.00' }, borrower),
      ),
    ])
    expect(raced.every((a) => a.http === 200)).toBe(true)
    expect(raced[0]!.status).toBe(1)
    await expectLedgerBalanced(server.db, borrower.account, 'EUR')
  })
})
