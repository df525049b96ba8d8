import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewDecideCall } from '../../../machines/backOffice/calls.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import {
  channelsCall,
  exchangeCall,
  rechargeCall,
  withdrawCall,
} from '../../../machines/funds/calls.ts'
import { users, withdrawals } from '../../../server/db/schema.ts'
import { imageFile } from '../../support/images.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import {
  type Investor,
  investorFactory,
  type Operator,
  reviewQueue,
  startScenarioServer,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'
import { makeWithdrawalReady } from '../../support/withdrawalReady.ts'

// Monday 2026-11-23, 10:00 in Madrid: deposits and withdrawals are open.
let server: TestServer
let admin: Operator
beforeAll(async () => {
  server = await startScenarioServer()
  admin = await server.admin()
})
afterAll(() => server.close())

const newInvestor = investorFactory(() => server, '6009')
/** Each investor's bound card, by account. */
const cards = new Map<string, number>()
/** A funded investor past every withdrawal gate. */
async function readyInvestor(eur: string) {
  const who = await newInvestor()
  cards.set(who.account, await makeWithdrawalReady(server, who))
  if (eur !== '0') await server.fund(who.account, 'EUR', eur)
  return who
}

const withdraw = (who: Investor, amount: string, requestId?: string) =>
  server.send(
    withdrawCall,
    { type: 'Spain', amount, fundPassword: '135790', methodId: cards.get(who.account), requestId },
    who,
  )

describe(`money under concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('50 simultaneous withdrawals of 100 against 1,000: exactly 10 are taken', async () => {
    const who = await readyInvestor('1000.00')
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(who, '100')))
    const taken = answers.filter((a) => a.status === 1)
    expect(taken).toHaveLength(10)
    expect(new Set(answers.filter((a) => a.status === 0).map((a) => a.code))).toEqual(
      new Set(['funds.insufficient']),
    )
    const figures = await expectLedgerBalanced(server.db, who.account, 'EUR')
    expect(figures).toMatchObject({ available: 0n, frozen: 100_000n })
  })

  it('the same requestId twice at once: one withdrawal', async () => {
    const who = await readyInvestor('1000.00')
    const answers = await Promise.all([
      withdraw(who, '100', 'same-key'),
      withdraw(who, '100', 'same-key'),
    ])
    expect(answers.map((a) => a.status)).toEqual([1, 1])
    expect(answers[0]!.data!.orderNo).toBe(answers[1]!.data!.orderNo)
    const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
    expect(await server.db.$count(withdrawals, eq(withdrawals.userId, user!.id))).toBe(1)
    expect((await expectLedgerBalanced(server.db, who.account, 'EUR')).frozen).toBe(10_000n)
  })

  it('a payout and a failed transfer racing on one approved withdrawal: exactly one wins', async () => {
    const who = await readyInvestor('1000.00')
    const { orderNo } = (await withdraw(who, '300')).data!
    const [row] = await server.db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo))
    const decide = (decision: RequestOf<typeof reviewDecideCall>['decision']) =>
      server.send(
        reviewDecideCall,
        { kind: 'withdrawal', id: row!.id, decision, reason: 'race' },
        admin,
      )
    expect((await decide('approve')).data?.state).toBe('approved')
    // Paid (the money leaves) or failed to start (it returns): never both.
    const answers = await Promise.all([decide('pay'), decide('reject')])
    expect(answers.map((a) => a.status).sort()).toEqual([0, 1])
    expect(answers.find((a) => a.status === 0)!.code).toBe('review.alreadyDecided')
    const figures = await expectLedgerBalanced(server.db, who.account, 'EUR')
    const won = answers.find((a) => a.status === 1)!.data!.state
    expect(['paid', 'failed']).toContain(won)
    expect(figures.frozen).toBe(0n)
    expect(figures.available).toBe(won === 'paid' ? 70_000n : 100_000n)
  })
})

type Op =
  | { kind: 'deposit'; cents: number; approve: boolean }
  | { kind: 'withdraw'; cents: number; outcome: 'pay' | 'reject' | 'leave' }
  | { kind: 'exchange'; cents: number; from: 'EUR' | 'USD' }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    cents: fc.integer({ min: 10_000, max: 500_000 }),
    approve: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    cents: fc.integer({ min: 9_000, max: 300_000 }),
    outcome: fc.constantFrom('pay', 'reject', 'leave'),
  }),
  fc.record({
    kind: fc.constant('exchange' as const),
    cents: fc.integer({ min: 1, max: 200_000 }),
    from: fc.constantFrom('EUR', 'USD'),
  }),
)
const money = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

describe('the ledger after any sequence of deposits, reviews, withdrawals and exchanges', () => {
  it('every bucket equals its ledger rows and the total equals money in less money out, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 15 }), async (ops) => {
        const who = await readyInvestor('0')
        const channel = (await server.sendOk(channelsCall, { type: 'Spain' }, who))[0]!
        for (const step of ops) {
          if (step.kind === 'deposit') {
            const sent = await server.sendForm(
              rechargeCall,
              { channelId: String(channel.id), amount: money(step.cents), proof: imageFile() },
              who,
            )
            if (sent.status !== 1) continue
            const pending = (await reviewQueue(server, admin, 'deposit', 'pendingReview'))[0]!
            await server.send(
              reviewDecideCall,
              {
                kind: 'deposit',
                id: pending.id,
                decision: step.approve ? 'approve' : 'reject',
                reason: 'no',
              },
              admin,
            )
          } else if (step.kind === 'withdraw') {
            const sent = await withdraw(who, money(step.cents))
            if (sent.status !== 1 || step.outcome === 'leave') continue
            const [row] = await server.db
              .select()
              .from(withdrawals)
              .where(eq(withdrawals.orderNo, sent.data!.orderNo))
            const decide = (decision: RequestOf<typeof reviewDecideCall>['decision']) =>
              server.send(
                reviewDecideCall,
                { kind: 'withdrawal', id: row!.id, decision, reason: 'no' },
                admin,
              )
            if (step.outcome === 'reject') await decide('reject')
            else {
              await decide('approve')
              await decide('pay')
            }
          } else {
            await server.send(
              exchangeCall,
              {
                from: step.from,
                to: step.from === 'EUR' ? 'USD' : 'EUR',
                amount: money(step.cents),
              },
              who,
            )
          }
          await expectLedgerBalanced(server.db, who.account, 'EUR')
          await expectLedgerBalanced(server.db, who.account, 'USD')
        }
      }),
      { numRuns: 8 },
    )
  })
})
