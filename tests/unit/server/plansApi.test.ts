import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetsCall } from '../../../machines/account/calls.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import { messageListCall } from '../../../machines/messages/calls.ts'
import { minorToDecimal } from '../../../machines/money.ts'
import {
  adminEtfListCall,
  adminPlanListCall,
  planCloseCall,
  planContributeCall,
  planCreateCall,
  planDetailCall,
  planEditCall,
  planListCall,
  planPauseCall,
  planRebalanceCall,
  planResumeCall,
  planSellCall,
  planTermsCall,
} from '../../../machines/plans/calls.ts'
import { ledger, planDividends, planRuns, plans, users } from '../../../server/db/schema.ts'
import { runPlans } from '../../../server/plans/planJob.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import {
  investorFactory,
  MONDAY_10,
  startScenarioServer,
  type Investor as Who,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

/**
 * Savings plans through their calls (issue 52, decision 0073), with every figure worked out by hand
 * from the Spain group's rates (0.1 % fee, 0.2 % stamp duty on a purchase, 0.1 % fee on a sale) and
 * prices set on the exchange: each slice buys the most millionths its share of the money pays for
 * with its charges, and the ledger's plan bucket is always the holdings' cost plus the plan's cash.
 */

const TUESDAY_10 = new Date('2026-11-24T09:00:00Z')
const SATURDAY_10 = new Date('2026-11-28T09:00:00Z')
const MONDAY_NEXT_10 = new Date('2026-11-30T09:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startScenarioServer()
}, 60_000)
afterAll(() => server.close())

const newInvestor = investorFactory(() => server, '6052')

const PIE: RequestOf<typeof planCreateCall> = {
  name: 'World and Europe',
  slices: [
    { code: 'VWCE', weight: '60' },
    { code: 'SXRT', weight: '40' },
  ],
  amount: '100.00',
  schedule: 'monthly',
  runDay: 5,
  dividendPolicy: 'reinvest',
}

function atPrices(prices: Record<string, number>) {
  for (const [code, price] of Object.entries(prices)) server.prices.set(code, price)
}

async function planOf(id: number) {
  return (await server.db.select().from(plans).where(eq(plans.id, id)))[0]!
}

async function create(who: Who, plan = PIE, requestId?: string) {
  return server.sendOk(planCreateCall, { ...plan, requestId }, who)
}

describe('a plan bought by amount, sold by half, closed (issue 52)', () => {
  it('invests a one-off by its weights to the millionth, sells half and closes to the cent', async () => {
    server.clock.set(MONDAY_10)
    atPrices({ VWCE: 100, SXRT: 200 })
    const who = await newInvestor({ EUR: '1000.00' })
    const { id, nextRunDay } = await create(who)
    // Monthly on the 5th, made on Monday 23 November: the first run is 5 December.
    expect(nextRunDay).toBe('2026-12-05')

    // 100 € by 60/40: 60 € buys 0.598200 VWCE (59.82 €, fee 0.06, stamp duty 0.12); 40 € buys
    // 0.199400 SXRT (39.88 €, fee 0.04, stamp duty 0.08). Nothing is left over.
    const run = await server.sendOk(
      planContributeCall,
      { id, amount: '100.00', requestId: 'one-1' },
      who,
    )
    expect(run).toMatchObject({ state: 'executed', reason: null })
    let detail = await server.sendOk(planDetailCall, { id }, who)
    expect(detail.holdings.map((h) => [h.code, h.quantity, h.cost, h.target])).toEqual([
      ['VWCE', '0.598200', '59.82', '60.0'],
      ['SXRT', '0.199400', '39.88', '40.0'],
    ])
    expect(detail.plan).toMatchObject({
      value: '99.70',
      cash: '0.00',
      netInvested: '100.00',
      fees: '0.30',
    })
    expect(detail.profit).toBe('-0.30')
    expect((await expectLedgerBalanced(server.db, who.account, 'EUR')).plan).toBe(9_970n)

    // VWCE rises to 110: 0.5982 × 110 = 65.80; with SXRT's 39.88 the plan is worth 105.68.
    atPrices({ VWCE: 110 })
    detail = await server.sendOk(planDetailCall, { id }, who)
    expect(detail.plan.value).toBe('105.68')
    expect(detail.profit).toBe('5.68')
    // The list says the same: value less what went in, after every fee.
    expect((await server.sendOk(planListCall, {}, who)).list[0]!.profit).toBe('5.68')
    expect(detail.holdings.map((h) => h.actual)).toEqual(['62.3', '37.7'])

    // Half of each: 0.299100 VWCE for 32.90 (fee 0.03, cost 29.91), 0.099700 SXRT for 19.94
    // (fee 0.02, cost 19.94): 52.79 back to the balance.
    const sold = await server.sendOk(planSellCall, { id, percent: 50, requestId: 'sell-1' }, who)
    expect(sold.state).toBe('executed')
    let figures = await expectLedgerBalanced(server.db, who.account, 'EUR')
    expect(figures.available).toBe(95_279n)
    expect(figures.plan).toBe(4_985n)

    // Closing sells the rest the same way: another 52.79 back, nothing left in the plan.
    const closed = await server.sendOk(planCloseCall, { id, requestId: 'close-1' }, who)
    expect(closed.state).toBe('closed')
    figures = await expectLedgerBalanced(server.db, who.account, 'EUR')
    expect(figures.available).toBe(100_558n)
    expect(figures.plan).toBe(0n)
    detail = await server.sendOk(planDetailCall, { id }, who)
    expect(detail.plan).toMatchObject({
      state: 'closed',
      value: '0.00',
      netInvested: '-5.58',
      fees: '0.40',
    })
    expect(detail.runs.map((r) => [r.kind, r.state])).toEqual([
      ['close', 'executed'],
      ['sell', 'executed'],
      ['oneOff', 'executed'],
    ])
    // A closed plan takes nothing more.
    const again = await server.send(planContributeCall, { id, amount: '50.00' }, who)
    expect(again).toMatchObject({ status: 0, code: 'plans.closed' })
    atPrices({ VWCE: 100 })
  })

  it('counts a plan in the account’s total at its value', async () => {
    server.clock.set(MONDAY_10)
    atPrices({ VWCE: 100, SXRT: 200 })
    const who = await newInvestor({ EUR: '1000.00' })
    const { id } = await create(who)
    await server.sendOk(planContributeCall, { id, amount: '100.00' }, who)
    const assets = await server.sendOk(assetsCall, { type: 'Spain' }, who)
    // 900.00 available and the plan at 99.70.
    expect(assets).toMatchObject({ available: '900.00', plans: '99.70', total: '999.70' })
  })
})

describe('the schedule (issue 52, decision 0073)', () => {
  it('runs weekly: skips a run the balance cannot pay, waits out a weekend, then buys', async () => {
    server.clock.set(MONDAY_10)
    atPrices({ VWCE: 100, SXRT: 200 })
    const who = await newInvestor({ EUR: '30.00' })
    const { id, nextRunDay } = await create(who, {
      ...PIE,
      amount: '50.00',
      schedule: 'weekly',
      runDay: 2,
    })
    expect(nextRunDay).toBe('2026-11-24')

    // Tuesday: 50 € due, 30 € available — skipped, and told; the next run is a week on.
    server.clock.set(TUESDAY_10)
    expect((await runPlans(server)).scheduled).toBe(1)
    let runs = await server.db.select().from(planRuns).where(eq(planRuns.planId, id))
    expect(runs.map((r) => [r.day, r.state, r.reason])).toEqual([
      ['2026-11-24', 'skipped', 'balanceShort'],
    ])
    expect((await planOf(id)).nextRunDay).toBe('2026-12-01')
    const inbox = await server.sendOk(messageListCall, { page: 1, size: 10 }, who)
    expect(inbox.list.map((m) => m.kind)).toContain('plan.skipped')
    // The same day looked at again writes nothing twice.
    expect((await runPlans(server)).scheduled).toBe(0)

    // Moved to a Saturday that is a run day: the run waits for the market.
    await server.db.update(plans).set({ nextRunDay: '2026-11-28' }).where(eq(plans.id, id))
    await server.fund(who.account, 'EUR', '100.00')
    server.clock.set(SATURDAY_10)
    await server.relogin(who)
    await runPlans(server)
    runs = await server.db.select().from(planRuns).where(eq(planRuns.planId, id))
    expect(runs.map((r) => r.state)).toEqual(['skipped', 'scheduled'])
    // A one-off while a run waits is refused: one run at a time.
    const refused = await server.send(planContributeCall, { id, amount: '20.00' }, who)
    expect(refused).toMatchObject({ status: 0, code: 'plans.runPending' })

    // Monday's open: it fills.
    server.clock.set(MONDAY_NEXT_10)
    expect((await runPlans(server)).executed).toBe(1)
    runs = await server.db.select().from(planRuns).where(eq(planRuns.planId, id))
    expect(runs.map((r) => r.state)).toEqual(['skipped', 'executed'])
    const figures = await expectLedgerBalanced(server.db, who.account, 'EUR')
    expect(figures.available).toBe(8_000n)
  })

  it('keeps a halted instrument’s share as cash: partly executed, bought at the next run', async () => {
    server.clock.set(MONDAY_10)
    atPrices({ VWCE: 100, SXRT: 200 })
    const who = await newInvestor({ EUR: '1000.00' })
    const { id } = await create(who)
    // SXRT has no price to be had: its 40 € stays in the plan.
    server.prices.set('SXRT', 0)
    const run = await server.sendOk(planContributeCall, { id, amount: '100.00' }, who)
    expect(run.state).toBe('partlyExecuted')
    let detail = await server.sendOk(planDetailCall, { id }, who)
    expect(detail.plan.cash).toBe('40.00')
    // The next one-off spends the cash first: 140 € by 60/40 over both.
    atPrices({ SXRT: 200 })
    await server.sendOk(planContributeCall, { id, amount: '10.00' }, who)
    detail = await server.sendOk(planDetailCall, { id }, who)
    expect(Number(detail.plan.cash)).toBeLessThan(0.05)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })
})

describe('dividends in a plan (issue 52 item 2)', () => {
  it('reinvests one plan’s distribution and pays another’s out, 19 % withheld, to the cent', async () => {
    server.clock.set(MONDAY_10)
    atPrices({ EUN2: 50, ISPA: 50 })
    const who = await newInvestor({ EUR: '1000.00' })
    const only = (code: string, dividendPolicy: 'reinvest' | 'payout') => ({
      ...PIE,
      name: `${code} ${dividendPolicy}`,
      slices: [{ code, weight: '100' }],
      dividendPolicy,
    })
    const kept = await create(who, only('EUN2', 'reinvest'))
    const paid = await create(who, only('ISPA', 'payout'))
    // 100 € at 50 € a unit buys 1.994000 (99.70, fee 0.10, stamp duty 0.20).
    // Paused after it (no scheduled run in between): a paused plan's units are still paid.
    for (const { id } of [kept, paid]) {
      await server.sendOk(planContributeCall, { id, amount: '100.00' }, who)
      await server.sendOk(planPauseCall, { id }, who)
    }
    const before = await expectLedgerBalanced(server.db, who.account, 'EUR')

    // Both went ex-dividend on 15 January 2027; they are paid 14 days later.
    server.clock.set(new Date('2027-01-29T09:00:00Z'))
    await server.relogin(who)
    const done = await runPlans(server)
    expect(done.dividends).toEqual({ entitled: 2, paid: 2 })
    const rows = await server.db
      .select()
      .from(planDividends)
      .where(eq(planDividends.userId, (await planOf(kept.id)).userId))
    const byPlan = new Map(rows.map((r) => [r.planId, r]))
    for (const row of rows) {
      expect(row.quantityMicro).toBe(1_994_000n)
      // cash per share (4 places) × 1.994 units, in cents, half up; 19 % of that withheld.
      const [whole, frac = ''] = row.cashPerShare.split('.')
      const cashTenThousandths = BigInt(whole! + frac.padEnd(4, '0'))
      const grossCents = (cashTenThousandths * 1_994_000n * 100n + 5_000_000_000n) / 10_000_000_000n
      expect(row.grossMinor, row.code).toBe(grossCents)
      expect(row.taxMinor, row.code).toBe((grossCents * 19n + 50n) / 100n)
    }
    const k = byPlan.get(kept.id)!
    const p = byPlan.get(paid.id)!
    expect([k.paidTo, p.paidTo]).toEqual(['plan', 'balance'])
    // The reinvested one waits as the plan's cash; the other is in the balance.
    expect((await planOf(kept.id)).cashMinor).toBe(k.grossMinor! - k.taxMinor!)
    const after = await expectLedgerBalanced(server.db, who.account, 'EUR')
    expect(after.available - before.available).toBe(p.grossMinor! - p.taxMinor!)
    // Paid out, it left the plan: its net invested falls by it.
    const detail = await server.sendOk(planDetailCall, { id: paid.id }, who)
    expect(detail.plan.netInvested).toBe(minorToDecimal(10_000n - (p.grossMinor! - p.taxMinor!)))
    const inbox = await server.sendOk(messageListCall, { page: 1, size: 10 }, who)
    expect(inbox.list.filter((m) => m.kind === 'plan.dividend')).toHaveLength(2)
    // Looked at again: nothing twice.
    expect((await runPlans(server)).dividends).toEqual({ entitled: 0, paid: 0 })
  })
})

describe('pause, resume, edit, rebalance', () => {
  it('a paused plan skips its schedule but takes a one-off; resumed, it runs from its next day', async () => {
    server.clock.set(MONDAY_10)
    atPrices({ VWCE: 100, SXRT: 200 })
    const who = await newInvestor({ EUR: '1000.00' })
    const { id } = await create(who, { ...PIE, schedule: 'weekly', runDay: 2 })
    expect(await server.sendOk(planPauseCall, { id }, who)).toEqual({ state: 'paused' })
    // Paused again: answered as it is.
    expect(await server.sendOk(planPauseCall, { id }, who)).toEqual({ state: 'paused' })
    server.clock.set(TUESDAY_10)
    expect((await runPlans(server)).scheduled).toBe(0)
    expect((await server.sendOk(planContributeCall, { id, amount: '20.00' }, who)).state).toBe(
      'executed',
    )
    const resumed = await server.sendOk(planResumeCall, { id }, who)
    expect(resumed).toEqual({ state: 'active', nextRunDay: '2026-12-01' })
  })

  it('an edit that drops a held instrument keeps it at 0 % until a rebalance sells it', async () => {
    server.clock.set(MONDAY_10)
    atPrices({ VWCE: 100, SXRT: 200, EUNL: 100 })
    const who = await newInvestor({ EUR: '1000.00' })
    const { id } = await create(who)
    await server.sendOk(planContributeCall, { id, amount: '100.00' }, who)
    await server.sendOk(
      planEditCall,
      {
        id,
        ...PIE,
        slices: [
          { code: 'VWCE', weight: '50' },
          { code: 'EUNL', weight: '50' },
        ],
      },
      who,
    )
    let detail = await server.sendOk(planDetailCall, { id }, who)
    expect(detail.holdings.map((h) => [h.code, h.target])).toEqual([
      ['VWCE', '50.0'],
      ['EUNL', '50.0'],
      ['SXRT', '0.0'],
    ])
    expect((await server.sendOk(planRebalanceCall, { id, requestId: 'rb-1' }, who)).state).toBe(
      'executed',
    )
    detail = await server.sendOk(planDetailCall, { id }, who)
    const held = Object.fromEntries(detail.holdings.map((h) => [h.code, h]))
    expect(held.SXRT?.quantity ?? '0.000000').toBe('0.000000')
    // Within a fill's charges of 50/50 (the sale and purchases pay about 0.5 % together).
    expect(Math.abs(Number(held.VWCE!.actual) - 50)).toBeLessThan(1)
    expect(Math.abs(Number(held.EUNL!.actual) - 50)).toBeLessThan(1)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })
})

describe('what a plan refuses (issue 52 item 4)', () => {
  it('refuses a form the gate does not allow, with its message, and writes nothing', async () => {
    server.clock.set(MONDAY_10)
    const who = await newInvestor({ EUR: '1000.00' })
    const cases: Array<[Partial<RequestOf<typeof planCreateCall>>, string]> = [
      [
        {
          slices: [
            { code: 'VWCE', weight: '60' },
            { code: 'SXRT', weight: '39' },
          ],
        },
        'plans.weightsNotFull',
      ],
      [
        {
          slices: [
            { code: 'VWCE', weight: '50' },
            { code: 'SPY', weight: '50' },
          ],
        },
        'plans.mixedCurrencies',
      ],
      [
        {
          slices: [
            { code: 'VWCE', weight: '50' },
            { code: 'HLZ', weight: '50' },
          ],
        },
        'plans.notBuyable',
      ],
      [
        {
          slices: [
            { code: 'VWCE', weight: '50' },
            { code: 'BTC/USD', weight: '50' },
          ],
        },
        'plans.mixedCurrencies',
      ],
      [{ amount: '9.99' }, 'plans.belowMinimum'],
      [{ runDay: 29 }, 'plans.runDayInvalid'],
      [{ name: '' }, 'plans.nameInvalid'],
    ]
    for (const [change, code] of cases) {
      const answer = await server.send(planCreateCall, { ...PIE, ...change }, who)
      expect(answer, code).toMatchObject({ status: 0, code })
    }
    // Nothing written: no plan of theirs, and their balance untouched.
    const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
    expect(await server.db.select().from(plans).where(eq(plans.userId, user!.id))).toEqual([])
    expect((await server.sendOk(planListCall, {}, who)).list).toEqual([])
    expect((await expectLedgerBalanced(server.db, who.account, 'EUR')).available).toBe(100_000n)
  })

  it('makes one plan and one run per key, however often it is sent', async () => {
    server.clock.set(MONDAY_10)
    atPrices({ VWCE: 100, SXRT: 200 })
    const who = await newInvestor({ EUR: '1000.00' })
    const [a, b] = await Promise.all([create(who, PIE, 'plan-key'), create(who, PIE, 'plan-key')])
    expect(a.id).toBe(b.id)
    const body = { id: a.id, amount: '30.00', requestId: 'one-key' }
    const runs = await Promise.all([
      server.sendOk(planContributeCall, body, who),
      server.sendOk(planContributeCall, body, who),
    ])
    expect(runs[0].runId).toBe(runs[1].runId)
    const moved = await server.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.bucket, 'available'), eq(ledger.kind, 'plan')))
    expect(moved.filter((r) => r.amountMinor === -3_000n)).toHaveLength(1)
    expect((await server.sendOk(planListCall, {}, who)).list).toHaveLength(1)
  })

  it('answers the form’s terms: the minimum and each instrument’s currency and whether it can be bought', async () => {
    const who = await newInvestor()
    const terms = await server.sendOk(
      planTermsCall,
      { codes: ['VWCE', 'HLZ', 'IBEX', 'NOPE'] },
      who,
    )
    expect(terms.minContribution).toBe('10.00')
    // The day the builder counts the first run from is the server's, in the market's zone.
    server.clock.set(new Date('2026-11-23T23:30:00Z'))
    expect((await server.sendOk(planTermsCall, { codes: ['VWCE'] }, who)).today).toBe('2026-11-24')
    expect((await server.sendOk(planTermsCall, { codes: ['SPY'] }, who)).today).toBe('2026-11-23')
    server.clock.set(MONDAY_10)
    expect(terms.instruments.map((i) => [i.code, i.currency, i.buyable])).toEqual([
      ['VWCE', 'EUR', true],
      ['HLZ', 'EUR', false],
      ['IBEX', 'EUR', false],
      ['NOPE', null, false],
    ])
  })

  it('shows the console the exchange’s ETFs with their facts', async () => {
    const { list } = await server.sendOk(adminEtfListCall, {}, await server.admin())
    expect(list).toHaveLength(27)
    expect(list.find((e) => e.code === 'EUNL')).toMatchObject({
      market: 'Spain',
      currency: 'EUR',
      facts: { issuer: 'iShares', ter: '0.20', distribution: 'accumulating' },
    })
  })

  it('shows the console every plan with its owner', async () => {
    const list = await server.sendOk(adminPlanListCall, { page: 1, size: 50 }, await server.admin())
    expect(list.total).toBeGreaterThan(3)
    expect(list.list[0]).toMatchObject({ account: expect.stringMatching(/^6052/) })
  })
})
