import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../../server/app.ts'
import { users } from '../../../server/db/schema.ts'
import { productForm } from '../../support/ipoProducts.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * Races on new shares and credit. They mean most on PostgreSQL (`npm run test:server` with
 * DATABASE_URL, as CI runs them), where transactions really run at once; PGlite serialises them.
 */
const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
let server: TestServer
let admin: { token: string }

beforeAll(async () => {
  server = await startTestServer({
    clockStart: MONDAY_10,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: { limit: 1000, windowMs: 60_000 } },
  })
  admin = await server.admin()
})
afterAll(() => server.close())

describe('new shares and credit under concurrency', () => {
  it('20 simultaneous subscriptions by one user to one share: only the allowed one succeeds', async () => {
    const who = await server.investor('600970001')
    await server.fund(who.account, 'EUR', '50000.00')
    const epy = (await server.call('ipo/list', { state: 'open' }, who)).body.data.list.find(
      (p: { code: string }) => p.code === 'EPY',
    )
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.call('ipo/subscribe', { id: epy.id, quantity: '10000', tier: 'A' }, who),
      ),
    )
    expect(answers.filter((a) => a.body.status === 1)).toHaveLength(1)
    expect(answers.every((a) => a.http === 200)).toBe(true)
    expect(new Set(answers.filter((a) => a.body.status === 0).map((a) => a.body.code))).toEqual(
      new Set(['ipo.countExceeded']),
    )
    const mine = (await server.call('ipo/mine', {}, who)).body.data.list
    expect(mine).toHaveLength(1)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('two simultaneous loan requests: at most one reaches pending review', async () => {
    const who = await server.investor('600970002')
    await server.db.update(users).set({ kycStatus: 'passed' }).where(eq(users.account, who.account))
    await server.fund(who.account, 'EUR', '3000.00')
    expect((await server.call('loan/activate', {}, who)).body.status).toBe(1)
    const answers = await Promise.all(
      [500, 700].map((amount) => server.call('loan/borrow', { amount }, who)),
    )
    expect(answers.filter((a) => a.body.status === 1)).toHaveLength(1)
    expect(answers.find((a) => a.body.status === 0)?.body.code).toBe('loan.pendingReview')
    const records = (await server.call('loan/records', {}, who)).body.data.list
    expect(records.filter((l: { state: string }) => l.state === 'pendingReview')).toHaveLength(1)
  })

  it('a draw run twice at once allots the same users', async () => {
    const people = await Promise.all(
      ['600970011', '600970012', '600970013', '600970014'].map((a) => server.investor(a)),
    )
    const saved = await server.adminCall(
      'ipo/save',
      productForm(MONDAY_10.getTime(), { code: 'RACE', name: 'Race Co' }),
      admin,
    )
    const id = saved.body.data.id
    for (const who of people) {
      await server.fund(who.account, 'EUR', '10000.00')
      expect((await server.call('ipo/subscribe', { id, quantity: '10000' }, who)).body.status).toBe(
        1,
      )
    }
    server.clock.advance(120_000)
    const [a, b] = await Promise.all([
      server.adminCall('ipo/draw', { id }, admin),
      server.adminCall('ipo/draw', { id }, admin),
    ])
    const runs = [a!.body.data, b!.body.data]
    expect(runs.map((r) => r.rerun).sort()).toEqual([false, true])
    expect(runs.every((r) => r.matches && r.won === 2 && r.seed === runs[0].seed)).toBe(true)
  })

  it("an announcement racing the winners' payments, and a loan approval racing repayments: no deadlock, no 5xx", async () => {
    const people = await Promise.all(
      ['600970021', '600970022', '600970023', '600970024', '600970025'].map((a) =>
        server.investor(a),
      ),
    )
    const now = server.clock.now().getTime()
    const saved = await server.adminCall(
      'ipo/save',
      productForm(now, { code: 'RACE2', name: 'Race Two', winningRate: '100' }),
      admin,
    )
    const id = saved.body.data.id
    const numbers: string[] = []
    for (const who of people) {
      await server.fund(who.account, 'EUR', '20000.00')
      const sent = await server.call('ipo/subscribe', { id, quantity: '10000' }, who)
      numbers.push(sent.body.data.subscriptionNo)
    }
    server.clock.advance(120_000)
    expect((await server.adminCall('ipo/draw', { id }, admin)).body.data.won).toBe(5)
    const answers = await Promise.all([
      server.adminCall('ipo/announce', { id }, admin),
      ...people.map((who, i) => server.call('ipo/pay', { subscriptionNo: numbers[i] }, who)),
    ])
    expect(answers.every((a) => a.http === 200)).toBe(true)
    expect(answers[0]!.body.status).toBe(1)
    for (const who of people) await expectLedgerBalanced(server.db, who.account, 'EUR')

    const borrower = people[0]!
    await server.db
      .update(users)
      .set({ kycStatus: 'passed' })
      .where(eq(users.account, borrower.account))
    expect((await server.call('loan/activate', {}, borrower)).body.status).toBe(1)
    const loan = await server.call('loan/borrow', { amount: '500' }, borrower)
    const queue = await server.adminCall(
      'reviews/list',
      { kind: 'loan', state: 'pendingReview' },
      admin,
    )
    const row = queue.body.data.list.find(
      (l: { loanNo: string }) => l.loanNo === loan.body.data.loanNo,
    )
    const raced = await Promise.all([
      server.adminCall('reviews/decide', { kind: 'loan', id: row.id, decision: 'approve' }, admin),
      ...[1, 2, 3].map(() =>
        server.call('loan/repay', { loanNo: loan.body.data.loanNo, amount: '100.00' }, borrower),
      ),
    ])
    expect(raced.every((a) => a.http === 200)).toBe(true)
    expect(raced[0]!.body.status).toBe(1)
    await expectLedgerBalanced(server.db, borrower.account, 'EUR')
  })
})
