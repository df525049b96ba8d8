import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lendingApplyCall } from '../../../machines/lending/calls.ts'
import {
  buyCall,
  closeCall,
  orderDetailCall,
  tradeRulesCall,
} from '../../../machines/order/calls.ts'
import { splitOrder } from '../../../machines/order/splits.ts'
import { dividendPayments, positionSplits, shareLendings } from '../../../server/db/schema.ts'
import { runDividends } from '../../../server/trading/dividendJob.ts'
import { sweepOrders } from '../../../server/trading/matcher.ts'
import { applySplit } from '../../../server/trading/positionSplits.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { startScenarioServer, type Investor as Who } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

// COST splits 5-for-1 on Monday 2026-12-14 (server/market/instruments/us.ts); it goes
// ex-dividend on Monday 2026-11-16.
const FRIDAY_BEFORE_EX = new Date('2026-11-13T15:00:00Z')
const FRIDAY_BEFORE_SPLIT = new Date('2026-12-11T15:00:00Z')
const SPLIT_DAY_OPEN = new Date('2026-12-14T15:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startScenarioServer({
    clockStart: FRIDAY_BEFORE_EX,
    // The console's withholding rate, not the default, is what a dividend pays.
    extraConfig: { 'trade.usd.dividendWithholding': '0.3' },
  })
}, 60_000)
afterAll(() => server.close())

const detail = (who: Who, orderNo: string) => server.sendOk(orderDetailCall, { orderNo }, who)

describe('a split reaches open positions and pending orders (issue 19)', () => {
  it('divides the price and multiplies the lots, keeping what the order cost to the cent', () => {
    expect(splitOrder(10, '912.35', 5)).toEqual({ lots: 50, price: '182.47' })
    expect(splitOrder(3, '100', 3)).toEqual({ lots: 9, price: '33.333333' })
    expect(splitOrder(7, null, 4)).toEqual({ lots: 28, price: null })
    expect(() => splitOrder(1, '10', 1)).toThrow(RangeError)
  })

  it('adjusts a position and a limit order once, and its owner closes at the new quotes', async () => {
    const who = await server.investor('606200001')
    await server.fund(who.account, 'USD', '50000.00')
    server.clock.set(FRIDAY_BEFORE_SPLIT)
    await server.relogin(who)
    const buy = await server.send(
      buyCall,
      { code: 'COST', direction: 'long', priceType: 'market', leverage: 1, lots: 10 },
      who,
    )
    expect(buy).toMatchObject({ status: 1 })
    const held = await detail(who, buy.data!.orderNo)
    // A limit under the price, within the price limit, that does not fill.
    const price = (Number(held.buyPrice) * 0.95).toFixed(2)
    const limit = await server.send(
      buyCall,
      { code: 'COST', direction: 'long', priceType: 'limit', price, leverage: 1, lots: 2 },
      who,
    )
    expect(limit.status).toBe(1)
    // Its shares offered to the lending pool split with it.
    const lent = await server.send(lendingApplyCall, { orderNo: held.orderNo, lots: '10' }, who)
    expect(lent).toMatchObject({ status: 1 })

    // Monday: the quotes are a fifth; the first read already sees the new lots.
    server.clock.set(SPLIT_DAY_OPEN)
    await server.relogin(who)
    const after = await detail(who, held.orderNo)
    expect(after.lots).toBe(50)
    expect(after.buyPrice).toBe(splitOrder(10, held.buyPrice, 5).price)
    expect(after.amount).toBe(held.amount)
    // A fifth of the price on five times the lots: the weekend moved it a few percent, not 80 %.
    expect(Math.abs(Number(after.yingkui))).toBeLessThan(Number(held.amount) * 0.1)
    expect(after.corporateActions).toEqual([
      expect.objectContaining({ kind: 'split', day: '2026-12-14', lotsBefore: 10, lotsAfter: 50 }),
    ])
    const [lending] = await server.db
      .select()
      .from(shareLendings)
      .where(eq(shareLendings.loanNo, lent.data!.loanNo))
    expect(lending?.lots).toBe(50)
    const pending = await detail(who, limit.data!.orderNo)
    expect({ lots: pending.lots, limitPrice: pending.limitPrice }).toEqual({
      lots: 10,
      limitPrice: splitOrder(1, price, 5).price,
    })

    // Once, however often the job and the matcher run, and in a second process (no memo).
    await runDividends(server)
    await sweepOrders(server)
    const split = { code: 'COST', day: '2026-12-14', ratio: 5, effectiveAt: SPLIT_DAY_OPEN }
    expect(await applySplit(server, split)).toBe(0)
    expect(await server.db.$count(positionSplits)).toBe(2)
    expect((await detail(who, held.orderNo)).lots).toBe(50)

    server.clock.set(new Date('2026-12-16T15:00:00Z'))
    await server.relogin(who)
    const close = await server.send(closeCall, { orderNo: held.orderNo }, who)
    expect(close.status).toBe(1)
    const closed = await detail(who, held.orderNo)
    expect(closed.state).toBe('closed')
    expect(Math.abs(Number(closed.yingkui))).toBeLessThan(Number(held.amount) * 0.15)
    await expectLedgerBalanced(server.db, who.account, 'USD')
  })

  it('moves a position’s stops and a waiting stop order’s stop with the price (issue 25)', async () => {
    const who = await server.investor('606200009')
    await server.fund(who.account, 'USD', '50000.00')
    server.clock.set(FRIDAY_BEFORE_SPLIT)
    await server.relogin(who)
    const { lastPrice } = await server.sendOk(tradeRulesCall, { code: 'COST' }, who)
    const at = (factor: number) => (Number(lastPrice) * factor).toFixed(2)
    const order = { code: 'COST', direction: 'long' as const, leverage: 1, lots: 2 }
    const held = await server.send(
      buyCall,
      { ...order, priceType: 'market', stopLoss: at(0.9), takeProfit: at(1.08) },
      who,
    )
    const waiting = await server.send(
      buyCall,
      { ...order, priceType: 'stop', stopPrice: at(1.05) },
      who,
    )
    expect([held.status, waiting.status]).toEqual([1, 1])
    const before = await detail(who, held.data!.orderNo)
    const stop = await detail(who, waiting.data!.orderNo)
    server.clock.set(SPLIT_DAY_OPEN)
    await server.relogin(who)
    // A sweep at the new quotes closes nothing and triggers nothing: the stops moved too.
    await sweepOrders(server)
    const after = await detail(who, held.data!.orderNo)
    expect(after).toMatchObject({
      state: 'holding',
      stopLoss: splitOrder(1, before.stopLoss, 5).price,
      takeProfit: splitOrder(1, before.takeProfit, 5).price,
    })
    expect(await detail(who, waiting.data!.orderNo)).toMatchObject({
      state: 'waitingForStop',
      lots: 10,
      stopPrice: splitOrder(1, stop.stopPrice, 5).price,
    })
  })

  it('entitles a dividend on the lots held on its ex-date when the split came before the job', async () => {
    server.clock.set(FRIDAY_BEFORE_EX)
    const who = await server.investor('606200002')
    await server.fund(who.account, 'USD', '50000.00')
    const buy = await server.send(
      buyCall,
      { code: 'COST', direction: 'long', priceType: 'market', leverage: 1, lots: 4 },
      who,
    )
    expect(buy.status).toBe(1)
    // The server was down from before the ex-date until after the split.
    server.clock.set(SPLIT_DAY_OPEN)
    await runDividends(server)
    const [row] = await server.db
      .select()
      .from(dividendPayments)
      .where(eq(dividendPayments.orderNo, buy.data!.orderNo))
    // Paid in the same run: its pay date (2026-11-30) has passed too; the position was split after.
    expect(row).toMatchObject({ exDay: '2026-11-16', lots: 4, state: 'paid' })
    const [applied] = await server.db
      .select()
      .from(positionSplits)
      .where(eq(positionSplits.orderId, row!.orderId))
    expect(applied).toMatchObject({ lotsBefore: 4, lotsAfter: 20 })
    await server.relogin(who)
    const paid = await detail(who, buy.data!.orderNo)
    type Action = (typeof paid.corporateActions)[number]
    const dividend = paid.corporateActions.find(
      (a): a is Extract<Action, { kind: 'dividend' }> => a.kind === 'dividend',
    )
    expect(dividend).toMatchObject({ state: 'paid', lots: 4 })
    // 30 % withheld, the console's rate.
    const gross = Number(dividend!.gross)
    expect(Number(dividend!.tax)).toBeCloseTo(gross * 0.3, 2)
    expect(paid.dividends).toBe(dividend!.net)
    await expectLedgerBalanced(server.db, who.account, 'USD')
  })

  it('catches up after months: the split, then a dividend on the new lots', async () => {
    server.clock.set(FRIDAY_BEFORE_SPLIT)
    const who = await server.investor('606200003')
    await server.fund(who.account, 'USD', '50000.00')
    const buy = await server.send(
      buyCall,
      { code: 'COST', direction: 'long', priceType: 'market', leverage: 1, lots: 6 },
      who,
    )
    expect(buy).toMatchObject({ status: 1 })
    // Down until after COST's February ex-date (2027-02-16) and its pay date.
    server.clock.set(new Date('2027-03-03T15:00:00Z'))
    await runDividends(server)
    await server.relogin(who)
    const held = await detail(who, buy.data!.orderNo)
    expect(held.lots).toBe(30)
    expect(held.corporateActions).toEqual([
      expect.objectContaining({ kind: 'split', day: '2026-12-14', lotsAfter: 30 }),
      expect.objectContaining({ kind: 'dividend', day: '2027-02-16', lots: 30, state: 'paid' }),
    ])
    await expectLedgerBalanced(server.db, who.account, 'USD')
  })
})
