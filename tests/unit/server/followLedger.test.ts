import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../../machines/calendar/holidays.ts'
import { sessionOn } from '../../../machines/calendar/sessions.ts'
import { followBuyCall, followListCall, followRedeemCall } from '../../../machines/follow/calls.ts'
import { followSettlement, followValueMinor } from '../../../machines/follow/fees.ts'
import { buyCall } from '../../../machines/order/calls.ts'
import {
  dividendPayments,
  followProducts,
  follows,
  positionSplits,
  users,
} from '../../../server/db/schema.ts'
import { navOn, productRun } from '../../../server/follow/productRuns.ts'
import { settleFollows } from '../../../server/follow/settlement.ts'
import { runDividends } from '../../../server/trading/dividendJob.ts'
import { sweepOrders } from '../../../server/trading/matcher.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { investorFactory, MONDAY_10, startScenarioServer } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

const DAY = 86_400_000
const HOUR = 3_600_000

let server: TestServer
const newInvestor = investorFactory(() => server, '6060')
/** What the runs reached: follows priced, settled and ended, dividends paid, splits applied. */
const reached = { priced: 0, settled: 0, ended: 0, dividends: 0, splits: 0 }
/**
 * Shares to hold across corporate actions: COST splits 5-for-1 on 2026-12-14; every Spanish
 * payer goes ex-dividend in mid-January (server/market/simulator/corporateActions.ts).
 */
const HOLDINGS = [
  ['COST', 'long'],
  ['COST', 'short'],
  ['SAN', 'long'],
  ['SAN', 'short'],
] as const

beforeAll(async () => {
  server = await startScenarioServer()
}, 60_000)
afterAll(() => server.close())

/** What an investor does, or what time does: follow a fund, let days pass, redeem a follow. */
const op = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('follow' as const),
      fund: fc.nat({ max: 2 }),
      cents: fc.integer({ min: 40_000, max: 800_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('days' as const),
      days: fc.integer({ min: 1, max: 30 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('redeem' as const), which: fc.nat({ max: 5 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('hold' as const),
      which: fc.nat({ max: HOLDINGS.length - 1 }),
      lots: fc.integer({ min: 1, max: 5 }),
    }),
  },
)
/** Moves the clock on to an hour into the share's next regular session (or leaves it in one). */
function openSession(code: string) {
  const instrument = server.market.provider.instrument(code)!
  const now = server.clock.now().getTime()
  for (let day = new Date(now).toISOString().slice(0, 10); ; day = addDays(day, 1)) {
    const session = sessionOn(instrument.calendar, day)
    if (!session || session.close <= now + HOUR) continue
    server.clock.set(new Date(Math.max(now, session.open + HOUR)))
    return
  }
}
const money = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

describe('the ledger after any sequence of follows, settled days, locks, redemptions, ends, dividends and splits', () => {
  it('every bucket equals its ledger rows, assets equal money in less money out, each follow is worth its NAV, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 6, maxLength: 14 }), async (ops) => {
        server.clock.set(MONDAY_10)
        const who = await newInvestor({ EUR: '20000.00', USD: '20000.00' })
        const funds = (await server.sendOk(followListCall, {}, who)).list
        const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
        for (const step of ops) {
          if (step.kind === 'follow') {
            const fund = funds[step.fund % funds.length]!
            await server.send(followBuyCall, { id: fund.id, amount: money(step.cents) }, who)
          } else if (step.kind === 'days') {
            server.clock.advance(step.days * DAY + (step.days % 8) * HOUR)
            await server.relogin(who)
            await settleFollows(server)
            await sweepOrders(server)
            await runDividends(server)
          } else if (step.kind === 'hold') {
            const [code, direction] = HOLDINGS[step.which]!
            // A Spanish share's lots cost a hundredth of COST's: at least the minimum order.
            const lots = code === 'SAN' ? step.lots * 15 : step.lots
            const order = { code, direction, priceType: 'market' as const, leverage: 1, lots }
            await openSession(code)
            await server.relogin(who)
            await server.send(buyCall, order, who)
          } else {
            const mine = await server.db.select().from(follows).where(eq(follows.userId, user!.id))
            const target = mine[step.which % Math.max(1, mine.length)]
            if (target) await server.send(followRedeemCall, { followNo: target.followNo }, who)
          }
          await expectLedgerBalanced(server.db, who.account, 'EUR')
          await expectLedgerBalanced(server.db, who.account, 'USD')
        }
        reached.dividends += await server.db.$count(
          dividendPayments,
          and(eq(dividendPayments.userId, user!.id), eq(dividendPayments.state, 'paid')),
        )
        reached.splits += await server.db.$count(
          positionSplits,
          eq(positionSplits.userId, user!.id),
        )
        // Each follow is worth its principal grown by its fund's NAV to its settled day, and an
        // ended one paid back exactly its value less its fees.
        const products = await server.db.select().from(followProducts)
        for (const f of await server.db
          .select()
          .from(follows)
          .where(eq(follows.userId, user!.id))) {
          const product = products.find((p) => p.id === f.productId)!
          const run = productRun(server.market.provider, product, server.clock.now().getTime())
          if (f.startNav !== null) reached.priced++
          if (f.valueMinor !== f.principalMinor) reached.settled++
          if (f.state === 'ended') reached.ended++
          if (f.startNav !== null)
            expect(f.valueMinor).toBe(
              followValueMinor(f.principalMinor, f.startNav, navOn(run, f.settledDay)),
            )
          if (f.state === 'ended')
            expect(f.paidOutMinor).toBe(
              followSettlement(f.principalMinor, f.valueMinor, f).paidOutMinor,
            )
        }
      }),
      // A fixed seed whose runs price, settle and end follows, pay dividends and apply a split.
      { numRuns: 20, seed: 20261125 },
    )
    expect(reached.priced).toBeGreaterThan(0)
    expect(reached.settled).toBeGreaterThan(0)
    expect(reached.ended).toBeGreaterThan(0)
    expect(reached.dividends).toBeGreaterThan(0)
    expect(reached.splits).toBeGreaterThan(0)
  }, 240_000)
})
