import { and, eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AnyCall, RequestOf } from '../../../machines/contract/call.ts'
import { quantTransferCall } from '../../../machines/quant/calls.ts'
import { quantAllocateCall, quantStopCall } from '../../../machines/quant/strategyCalls.ts'
import {
  balances,
  orders,
  quantAllocations,
  quantStrategies,
  users,
} from '../../../server/db/schema.ts'
import { cashOfAllocations, ordersOfAllocations } from '../../../server/quant/allocationBook.ts'
import { runStrategies } from '../../../server/quant/strategyJob.ts'
import { sweepOrders } from '../../../server/trading/matcher.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { investorFactory, MONDAY_10, startScenarioServer } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

/**
 * The property of issue 20 for AI quant: after any sequence of transfers into the quant account,
 * allocations to strategies (the seeded crypto trend and momentum rules, and a basket), stops and
 * hours passing with the strategy job and the matcher running, every bucket equals its ledger
 * rows, the quant money in trading equals the allocations' cash (their legs and their orders'),
 * and a stopped allocation holds nothing and returned exactly its cash. Runs on PostgreSQL when
 * DATABASE_URL is set (npm run test:server), else on PGlite.
 */
const HOUR = 3_600_000

let server: TestServer
const newInvestor = investorFactory(() => server, '6072')
let strategyIds: number[] = []
/** What the runs reached, so the property is seen to have traded, stopped and returned money. */
const reached = { allocated: 0, orders: 0, stopped: 0, refused: 0 }

beforeAll(async () => {
  server = await startScenarioServer({
    extraConfig: { 'trade.crypto.ordersPerMinute': '10000' },
  })
  const [basket] = await server.db
    .insert(quantStrategies)
    .values({
      name: 'Solana and Chainlink (property)',
      currency: 'USD',
      rule: {
        kind: 'basket',
        weights: [
          { code: 'SOL/USD', weight: 0.4 },
          { code: 'LINK/USD', weight: 0.4 },
        ],
      },
      cycleDays: 1,
      minAmountMinor: 10_000n,
      createdAt: MONDAY_10,
    })
    .returning()
  const seeded = await server.db
    .select({ id: quantStrategies.id })
    .from(quantStrategies)
    .where(eq(quantStrategies.currency, 'USD'))
  strategyIds = [basket!.id, ...seeded.map((s) => s.id).filter((id) => id !== basket!.id)]
}, 60_000)
afterAll(() => server.close())

const op = fc.oneof(
  fc.record({ kind: fc.constant('in' as const), cents: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({
    kind: fc.constant('allocate' as const),
    strategy: fc.nat({ max: 2 }),
    cents: fc.integer({ min: 5_000, max: 250_000 }),
  }),
  fc.record({ kind: fc.constant('stop' as const), which: fc.nat({ max: 3 }) }),
  fc.record({ kind: fc.constant('hours' as const), hours: fc.integer({ min: 1, max: 40 }) }),
)
const money = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** The allocations' cash against the money in trading, and what a stopped one holds. */
async function expectAllocationsBalanced(userId: number) {
  const rows = await server.db
    .select()
    .from(quantAllocations)
    .where(eq(quantAllocations.userId, userId))
  const ordersBy = await ordersOfAllocations(
    server.db,
    rows.map((r) => r.id),
  )
  const cash = await cashOfAllocations(server.db, rows, ordersBy)
  const [balance] = await server.db
    .select()
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.currency, 'USD')))
  let running = 0n
  for (const row of rows) {
    const own = ordersBy.get(row.id) ?? []
    expect(own.every((o) => o.funding === 'quant' && o.userId === userId)).toBe(true)
    if (row.state === 'stopped') {
      // Nothing left open, and everything it had came back (its legs sum to nothing).
      expect(own.every((o) => o.state === 'closed' || o.state === 'cancelled')).toBe(true)
      expect(cash.get(row.id)).toBe(0n)
      expect(row.returnedMinor).not.toBeNull()
    } else running += cash.get(row.id) ?? 0n
  }
  expect(balance?.quantTradingMinor ?? 0n).toBe(running)
}

describe('the ledger after any sequence of allocations, strategy runs and stops (issue 20)', () => {
  it('keeps every bucket equal to its rows and the money in trading equal to the allocations’ cash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
        server.clock.set(MONDAY_10)
        const who = await newInvestor({ USD: '6000.00' })
        const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
        const send = async <C extends AnyCall>(contract: C, body: RequestOf<C>) => {
          await server.relogin(who)
          const answer = await server.send(contract, body, who)
          expect(answer.http).toBeLessThan(500)
          if (answer.status !== 1) reached.refused++
          return answer
        }
        const active = () =>
          server.db
            .select()
            .from(quantAllocations)
            .where(
              and(
                eq(quantAllocations.userId, user!.id),
                inArray(quantAllocations.state, ['running', 'stopping']),
              ),
            )
        for (const step of [...ops, { kind: 'in' as const, cents: 1 }]) {
          if (step.kind === 'in')
            await send(quantTransferCall, {
              currency: 'USD',
              direction: 'in',
              amount: money(step.cents),
            })
          else if (step.kind === 'allocate') {
            const body = { strategyId: strategyIds[step.strategy]!, amount: money(step.cents) }
            if ((await send(quantAllocateCall, body)).status === 1) reached.allocated++
          } else if (step.kind === 'stop') {
            const running = await active()
            const chosen = running[step.which % Math.max(1, running.length)]
            if (chosen) await send(quantStopCall, { allocationNo: chosen.allocationNo })
          } else {
            server.clock.advance(step.hours * HOUR)
            await sweepOrders(server)
            await runStrategies(server)
          }
          await expectLedgerBalanced(server.db, who.account, 'USD')
          await expectAllocationsBalanced(user!.id)
        }
        // Stop everything, let the locks pass: all the money is back, nothing in trading.
        for (const row of await active())
          await send(quantStopCall, { allocationNo: row.allocationNo })
        server.clock.advance(HOUR)
        await runStrategies(server)
        expect(await active()).toEqual([])
        await expectAllocationsBalanced(user!.id)
        const [balance] = await server.db
          .select()
          .from(balances)
          .where(and(eq(balances.userId, user!.id), eq(balances.currency, 'USD')))
        expect(balance!.quantTradingMinor).toBe(0n)
        expect(balance!.marginMinor).toBe(0n)
        expect(balance!.frozenMinor).toBe(0n)
        const placed = await server.db.select().from(orders).where(eq(orders.userId, user!.id))
        reached.orders += placed.length
        reached.stopped += (
          await server.db
            .select()
            .from(quantAllocations)
            .where(eq(quantAllocations.userId, user!.id))
        ).length
        await expectLedgerBalanced(server.db, who.account, 'USD')
      }),
      { numRuns: 12, seed: 20261126 },
    )
    expect(reached.allocated).toBeGreaterThan(0)
    expect(reached.orders).toBeGreaterThan(0)
    expect(reached.stopped).toBeGreaterThan(0)
    expect(reached.refused).toBeGreaterThan(0)
  }, 300_000)
})
