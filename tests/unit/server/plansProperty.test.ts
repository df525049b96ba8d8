import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  planContributeCall,
  planCreateCall,
  planDetailCall,
  planEditCall,
  planRebalanceCall,
  planSellCall,
} from '../../../machines/plans/calls.ts'
import { planSlices, plans } from '../../../server/db/schema.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { investorFactory, MONDAY_10, startScenarioServer } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

/**
 * Issue 52's property: after any sequence of one-offs, price moves, edits, rebalances and sales,
 * no holding or cash is negative, the plan bucket of the ledger is exactly the holdings' cost
 * plus the plan's cash, the ledger identity holds, and the plan's value is its units at the last
 * price plus its cash — the figure its page shows.
 */

let server: TestServer
beforeAll(async () => {
  server = await startScenarioServer()
}, 60_000)
afterAll(() => server.close())

const newInvestor = investorFactory(() => server, '6053')
const CODES = ['VWCE', 'SXRT', 'SAN'] as const

type Step =
  | { kind: 'oneOff'; cents: number }
  | { kind: 'price'; code: (typeof CODES)[number]; price: number }
  | { kind: 'sell'; percent: number }
  | { kind: 'rebalance' }
  | { kind: 'edit'; first: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('oneOff' as const),
    cents: fc.integer({ min: 1_000, max: 50_000 }),
  }),
  fc.record({
    kind: fc.constant('price' as const),
    code: fc.constantFrom(...CODES),
    price: fc.integer({ min: 100, max: 100_000 }).map((c) => c / 100),
  }),
  fc.record({ kind: fc.constant('sell' as const), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('rebalance' as const) }),
  fc.record({ kind: fc.constant('edit' as const), first: fc.integer({ min: 1, max: 98 }) }),
)

const euros = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

describe('a plan after any sequence of runs, edits, rebalances and sales (issue 52)', () => {
  it('keeps its holdings and cash non-negative and the ledger reconciled', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        server.clock.set(MONDAY_10)
        for (const code of CODES) server.prices.set(code, 50)
        const who = await newInvestor({ EUR: '5000.00' })
        const form = {
          name: 'Property',
          slices: [
            { code: 'VWCE', weight: '50' },
            { code: 'SXRT', weight: '30' },
            { code: 'SAN', weight: '20' },
          ],
          amount: '10.00',
          schedule: 'monthly' as const,
          runDay: 5,
          dividendPolicy: 'reinvest' as const,
        }
        const { id } = await server.sendOk(planCreateCall, form, who)
        for (const s of steps) {
          if (s.kind === 'oneOff')
            await server.send(planContributeCall, { id, amount: euros(s.cents) }, who)
          if (s.kind === 'price') server.prices.set(s.code, s.price)
          if (s.kind === 'sell') await server.send(planSellCall, { id, percent: s.percent }, who)
          if (s.kind === 'rebalance') await server.send(planRebalanceCall, { id }, who)
          if (s.kind === 'edit') {
            const rest = 100 - s.first
            await server.send(
              planEditCall,
              {
                id,
                ...form,
                slices: [
                  { code: 'VWCE', weight: String(s.first) },
                  { code: 'SAN', weight: String(rest) },
                ],
              },
              who,
            )
          }
        }
        const [plan] = await server.db.select().from(plans).where(eq(plans.id, id))
        const slices = await server.db.select().from(planSlices).where(eq(planSlices.planId, id))
        expect(plan!.cashMinor >= 0n).toBe(true)
        for (const slice of slices) {
          expect(slice.quantityMicro >= 0n, slice.code).toBe(true)
          expect(slice.costMinor >= 0n, slice.code).toBe(true)
        }
        const figures = await expectLedgerBalanced(server.db, who.account, 'EUR')
        const cost = slices.reduce((sum, s) => sum + s.costMinor, 0n)
        expect(figures.plan).toBe(cost + plan!.cashMinor)
        // The value shown: each holding's units at its price now, to the cent, plus the cash.
        const detail = await server.sendOk(planDetailCall, { id }, who)
        let value = plan!.cashMinor
        for (const slice of slices) {
          const quote = server.market.provider.quote(slice.code, server.clock.now().getTime())
          const price = BigInt(Math.round(quote.price * 100))
          value += (slice.quantityMicro * price + 500_000n) / 1_000_000n
        }
        expect(detail.plan.value).toBe(`${value / 100n}.${String(value % 100n).padStart(2, '0')}`)
      }),
      { numRuns: 12, seed: 20261207 },
    )
  }, 600_000)
})
