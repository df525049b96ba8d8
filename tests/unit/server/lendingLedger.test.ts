import { and, eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestOf } from '../../../machines/contract/call.ts'
import { lendingApplyCall, lendingRecallCall } from '../../../machines/lending/calls.ts'
import { buyCall, closeCall } from '../../../machines/order/calls.ts'
import { ledger, orders, shareLendings, users } from '../../../server/db/schema.ts'
import { runLendings } from '../../../server/lending/lendingJob.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { investorFactory, MONDAY_10, startScenarioServer } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

const DAY = 86_400_000

let server: TestServer
const newInvestor = investorFactory(() => server, '6067')
/** What the runs reached: lendings taken, paid, recalled, and positions sold while lent. */
const reached = { taken: 0, paid: 0, recalled: 0, soldLent: 0 }

beforeAll(async () => {
  server = await startScenarioServer({
    extraConfig: { 'trade.Spain.ordersPerMinute': '10000', 'trade.Spain.lock': '0m' },
  })
}, 60_000)
afterAll(() => server.close())

/** What an investor does, or what time does, with one position of Santander shares. */
const op = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('lend' as const),
      lots: fc.integer({ min: 100, max: 700 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('run' as const) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('days' as const),
      days: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('recall' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sell' as const) }) },
)

describe('the ledger after any sequence of lendings, days, recalls and sales (issue 20)', () => {
  it('every bucket equals its ledger rows, each lending earned what its fee rows say, nothing lent is sold', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 6, maxLength: 14 }), async (ops) => {
        server.clock.set(MONDAY_10)
        const who = await newInvestor({ EUR: '20000.00' })
        const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
        const order: RequestOf<typeof buyCall> = {
          code: 'SAN',
          direction: 'long',
          priceType: 'market',
          leverage: 1,
          lots: 700,
        }
        const bought = await server.send(buyCall, order, who)
        expect(bought.status).toBe(1)
        const { orderNo } = bought.data!
        for (const step of ops) {
          await server.relogin(who)
          if (step.kind === 'lend') {
            const lent = await server.send(
              lendingApplyCall,
              { orderNo, lots: String(step.lots) },
              who,
            )
            expect(lent.http).toBeLessThan(500)
          } else if (step.kind === 'run') {
            await runLendings(server)
          } else if (step.kind === 'days') {
            server.clock.advance(step.days * DAY)
            await runLendings(server)
          } else if (step.kind === 'recall') {
            const [active] = await server.db
              .select()
              .from(shareLendings)
              .where(
                and(
                  eq(shareLendings.userId, user!.id),
                  inArray(shareLendings.state, ['inProgress', 'success']),
                ),
              )
            if (active) {
              const recalled = await server.send(lendingRecallCall, { loanNo: active.loanNo }, who)
              expect(recalled.status).toBe(1)
              reached.recalled++
            }
          } else {
            const wasLent = await server.db.$count(
              shareLendings,
              and(
                eq(shareLendings.userId, user!.id),
                inArray(shareLendings.state, ['inProgress', 'success']),
              ),
            )
            const sold = await server.send(closeCall, { orderNo }, who)
            expect(sold.http).toBeLessThan(500)
            if (sold.status === 1 && wasLent > 0) reached.soldLent++
          }
          await expectLedgerBalanced(server.db, who.account, 'EUR')
          // Nothing lent belongs to a position that is closed or on its way out.
          const [position] = await server.db
            .select()
            .from(orders)
            .where(eq(orders.orderNo, orderNo))
          const stillLent = await server.db.$count(
            shareLendings,
            and(
              eq(shareLendings.orderId, position!.id),
              inArray(shareLendings.state, ['inProgress', 'success']),
            ),
          )
          if (position!.state === 'closed' || position!.state === 'readyToClose')
            expect(stillLent).toBe(0)
        }
        // Each lending earned exactly what its fee rows in the ledger say.
        for (const l of await server.db
          .select()
          .from(shareLendings)
          .where(eq(shareLendings.userId, user!.id))) {
          const rows = await server.db.select().from(ledger).where(eq(ledger.orderNo, l.loanNo))
          expect(rows.reduce((sum, r) => sum + r.amountMinor, 0n)).toBe(l.earnedMinor)
          if (l.decidedAt && l.state !== 'failed') reached.taken++
          if (l.earnedMinor > 0n) reached.paid++
        }
      }),
      { numRuns: 20, seed: 20261125 },
    )
    expect(reached.taken).toBeGreaterThan(0)
    expect(reached.paid).toBeGreaterThan(0)
    expect(reached.recalled).toBeGreaterThan(0)
    expect(reached.soldLent).toBeGreaterThan(0)
  }, 240_000)
})
