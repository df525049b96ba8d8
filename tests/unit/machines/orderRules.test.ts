import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { sessionStatus } from '../../../machines/calendar/sessions.ts'
import { evaluateGate, refusalOf } from '../../../machines/gate.ts'
import {
  type BuyRequest,
  type PlacedOrder,
  type PlacementOrder,
  placementInput,
  type TradeTerms,
} from '../../../machines/order/calls.ts'
import { allowedPlacement, sampleTerms } from '../../../machines/order/fixtures.ts'
import {
  dayTradeSessionOver,
  limitPriceIsPositive,
  limitReached,
  lockHasPassed,
  lotsAreWhole,
  needsMarginTrading,
  priceBand,
  withinPriceLimit,
} from '../../../machines/order/guards.ts'
import { lockedRefusal, lockUntil } from '../../../machines/order/lock.ts'
import {
  hasEnded,
  OPEN_POSITION_STATES,
  ORDER_STATES,
  orderActions,
  orderHasTag,
  orderRefusal,
} from '../../../machines/order/machine.ts'
import {
  orderPlacementGate,
  outsideTradingHours,
  submittingTooOften,
} from '../../../machines/order/placement.ts'
import { hasLimitPrice, isStopOrder, PRICE_TYPES } from '../../../machines/order/priceTypes.ts'
import {
  closingSettlement,
  costAt,
  openingCost,
  productMinor,
} from '../../../machines/order/pricing.ts'
import {
  lotsForAmount,
  smallestLots,
  ticketMachine,
  ticketRefusal,
  ticketSelectors,
} from '../../../machines/order/ticket.ts'
import { DEFAULT_TRADE_RULES } from '../../../machines/order/tradeRules.ts'

const FEES = { buyFee: '0.001', sellFee: '0.001', stampDuty: '0.002' }

describe('order guards, both ways', () => {
  it('limit reached: a buy at or below its limit, a short sale at or above', () => {
    const buy = { direction: 'long', priceType: 'limit', limitPrice: '10.00' } as const
    const sell = { ...buy, direction: 'short' } as const
    expect(limitReached(buy, '10.00')).toBe(true)
    expect(limitReached(buy, '10.01')).toBe(false)
    expect(limitReached(sell, '10.00')).toBe(true)
    expect(limitReached(sell, '9.99')).toBe(false)
    expect(limitReached({ ...buy, priceType: 'market', limitPrice: null }, '99')).toBe(true)
  })
  it('lots whole, limit price above zero, margin needed for shorts and leverage', () => {
    expect(lotsAreWhole(1)).toBe(true)
    expect(lotsAreWhole(1.5)).toBe(false)
    expect(lotsAreWhole(0)).toBe(false)
    expect(limitPriceIsPositive('limit', '0.01')).toBe(true)
    expect(limitPriceIsPositive('limit', '0.00')).toBe(false)
    expect(limitPriceIsPositive('limit', 'abc')).toBe(false)
    expect(limitPriceIsPositive('market', null)).toBe(true)
    expect(needsMarginTrading('short', 1)).toBe(true)
    expect(needsMarginTrading('long', 2)).toBe(true)
    expect(needsMarginTrading('long', 1)).toBe(false)
  })
  it('price limit: the band is ±percent of the last price, edges included', () => {
    expect(priceBand('10.00', '10')).toEqual(['9', '11'])
    expect(withinPriceLimit('11.00', '10.00', '10')).toBe(true)
    expect(withinPriceLimit('11.01', '10.00', '10')).toBe(false)
    expect(withinPriceLimit('8.99', '10.00', '10')).toBe(false)
    expect(withinPriceLimit('50', '10.00', null)).toBe(true)
  })
  it('lock: passed at its instant, not a millisecond before', () => {
    expect(lockHasPassed(1000, 1000)).toBe(true)
    expect(lockHasPassed(1000, 999)).toBe(false)
    expect(lockHasPassed(null, 0)).toBe(true)
  })
})

describe('trading hours at each boundary (spec §5, §9)', () => {
  const at = (iso: string) => Date.parse(iso)
  it('Madrid opens at 09:00 and closes at 17:30', () => {
    expect(sessionStatus('spain', at('2026-11-23T07:59:59Z'))).toBe('closed')
    expect(sessionStatus('spain', at('2026-11-23T08:00:00Z'))).toBe('open')
    expect(sessionStatus('spain', at('2026-11-23T16:29:59Z'))).toBe('open')
    expect(sessionStatus('spain', at('2026-11-23T16:30:00Z'))).toBe('closed')
  })
  it('US extended sessions take ordinary limit orders only', () => {
    const facts = { ...allowedPlacement, hasExtendedHours: true }
    expect(outsideTradingHours({ ...facts, session: 'open', priceType: 'market' })).toBe(false)
    expect(outsideTradingHours({ ...facts, session: 'preMarket' })).toBe(false)
    expect(outsideTradingHours({ ...facts, session: 'preMarket', priceType: 'market' })).toBe(true)
    expect(
      outsideTradingHours({ ...facts, session: 'afterHours', businessType: 'dayTrading' }),
    ).toBe(true)
    expect(outsideTradingHours({ ...facts, session: 'closed' })).toBe(true)
    expect(outsideTradingHours({ ...allowedPlacement, session: 'preMarket' })).toBe(true)
    // 04:00 and 20:00 New York bound the extended sessions (spec §9).
    expect(sessionStatus('us', at('2026-11-23T08:59:59Z'))).toBe('closed')
    expect(sessionStatus('us', at('2026-11-23T09:00:00Z'))).toBe('preMarket')
    expect(sessionStatus('us', at('2026-11-23T14:30:00Z'))).toBe('open')
    expect(sessionStatus('us', at('2026-11-23T21:00:00Z'))).toBe('afterHours')
    expect(sessionStatus('us', at('2026-11-24T01:00:00Z'))).toBe('closed')
  })
  it('T+1 ends at the next trading day’s open (a Friday fill waits for Monday); minutes count as such', () => {
    expect(new Date(lockUntil('T+1', 'spain', at('2026-11-20T10:00:00Z'))).toISOString()).toBe(
      '2026-11-23T08:00:00.000Z',
    )
    expect(lockUntil('5m', 'crypto', 0)).toBe(300_000)
    expect(lockUntil('T+0', 'spain', 42)).toBe(42)
  })
  it('a day trade is over when its session closes', () => {
    const filled = at('2026-11-23T09:00:00Z')
    expect(dayTradeSessionOver('spain', filled, at('2026-11-23T16:29:59Z'))).toBe(false)
    expect(dayTradeSessionOver('spain', filled, at('2026-11-23T16:30:00Z'))).toBe(true)
  })
})

describe('the placement gate', () => {
  it('lets a good order through and names the first rule that blocks', () => {
    expect(evaluateGate(orderPlacementGate, allowedPlacement)).toEqual({ allowed: true })
    const both = { ...allowedPlacement, noTrade: true, lots: 1.5 }
    expect(evaluateGate(orderPlacementGate, both)).toMatchObject({ code: 'trade.noTrade' })
  })
  it('counts submissions only when the server knows them', () => {
    expect(submittingTooOften({ ...allowedPlacement, recentOrders: 20 })).toBe(true)
    expect(submittingTooOften({ ...allowedPlacement, recentOrders: 19 })).toBe(false)
    expect(submittingTooOften({ ...allowedPlacement, recentOrders: undefined })).toBe(false)
  })
})

describe('the placement input, built once for the buy panel and the server', () => {
  const terms: TradeTerms = {
    code: 'SAN',
    currency: 'EUR',
    decimals: 3,
    rules: DEFAULT_TRADE_RULES.Spain,
    session: 'open',
    hasExtendedHours: false,
    tradable: true,
    flags: [],
    lastPrice: '4.520',
    available: '10000.00',
    noTrade: false,
    professional: false,
    appropriatenessDone: true,
    riskWarning: null,
  }
  const order: PlacementOrder = {
    direction: 'long',
    priceType: 'market',
    price: null,
    lots: 100,
    leverage: 1,
    businessType: 'normal',
    block: null,
  }
  it('costs a market order at the last price, and passes', () => {
    const input = placementInput(order, terms)
    expect(input.facts).toMatchObject({ priceType: 'market', limitPrice: null, amount: '452.00' })
    expect(refusalOf(input, 'client')).toBeNull()
  })
  it('leaves the frequency rule to the server, which decides it', () => {
    const busy = { recentOrders: DEFAULT_TRADE_RULES.Spain.ordersPerMinute }
    expect(refusalOf(placementInput(order, terms, busy), 'client')).toBeNull()
    expect(refusalOf(placementInput(order, terms, busy), 'server')?.code).toBe('common.tooFrequent')
    expect(placementInput(order, terms).facts).not.toHaveProperty('recentOrders')
  })
  it('prices a block trade at its block price as a market order, naming its minimum', () => {
    const block = { price: '4.000', minShares: 1_000, open: true }
    const asked = {
      ...order,
      businessType: 'block',
      priceType: 'limit',
      price: '9',
      block,
    } as const
    const input = placementInput(asked, terms)
    expect(input.facts).toMatchObject({ priceType: 'market', limitPrice: null, lastPrice: '4.000' })
    expect(refusalOf(input, 'client')).toEqual({
      code: 'trade.blockMinShares',
      params: { count: '1000' },
      state: 'belowBlockMinimum',
      beforeForm: false,
    })
  })
  it('names the minimum amount when the order is below it', () => {
    expect(refusalOf(placementInput({ ...order, lots: 1 }, terms), 'client')).toMatchObject({
      code: 'trade.belowMinAmount',
      params: { amount: '100.00' },
    })
  })
  it('cannot cost an order without a price, with a zero price or with part of a lot', () => {
    const fees = DEFAULT_TRADE_RULES.Spain.fees
    expect(costAt(null, order, fees)).toBeNull()
    expect(costAt('0.00', order, fees)).toBeNull()
    expect(costAt('4.5', { ...order, lots: 1.5 }, fees)).toBeNull()
    expect(costAt('4.5', order, fees)?.amountMinor).toBe(45_000n)
  })
})

describe('order actions and refusals come from the machine (spec §4 Orders)', () => {
  const order = { direction: 'long', priceType: 'limit', limitPrice: '10' } as const
  it('locked refuses a close with the lock message until the lock passes', () => {
    const locked = { ...order, state: 'locked', lockUntil: '2026-11-23T08:00:00.000Z' } as const
    expect(orderActions(locked, Date.parse('2026-11-23T07:59:59Z'))).toEqual({
      close: 'trade.locked',
      cancel: false,
      protect: true,
    })
    expect(orderActions(locked, Date.parse('2026-11-23T08:00:00Z'))).toEqual({
      close: true,
      cancel: false,
      protect: true,
    })
  })
  it('pending can be cancelled, not closed; closed can do nothing', () => {
    expect(orderActions({ ...order, state: 'pending', lockUntil: null }, 0)).toEqual({
      close: null,
      cancel: true,
      protect: true,
    })
    expect(orderActions({ ...order, state: 'closed', lockUntil: null }, 0)).toEqual({
      close: null,
      cancel: false,
      protect: false,
    })
    // A close on its way takes no new stops (issue 25).
    expect(orderActions({ ...order, state: 'readyToClose', lockUntil: null }, 0).protect).toBe(
      false,
    )
    expect([hasEnded('closed'), hasEnded('cancelled'), hasEnded('readyToClose')]).toEqual([
      true,
      true,
      false,
    ])
    expect(orderRefusal('closed', 'order.cancel')).toBe('order.notPending')
    expect(orderRefusal('closed', 'order.close')).toBe('order.notHolding')
  })
  it('tags the states a view asks about: the open positions, and the locked one', () => {
    expect(ORDER_STATES.filter((s) => orderHasTag(s, 'position'))).toEqual([
      ...OPEN_POSITION_STATES,
    ])
    expect(ORDER_STATES.filter((s) => orderHasTag(s, 'locked'))).toEqual(['locked'])
  })
})

describe('order money, to the cent', () => {
  it('opening: margin = amount / leverage; buy fee 0.1 %; stamp duty on a long purchase', () => {
    const cost = openingCost('7.534', 250, 5, 'long', FEES)
    expect(cost).toEqual({
      amountMinor: 188_350n,
      marginMinor: 37_670n,
      feeMinor: 188n,
      stampDutyMinor: 377n,
      totalMinor: 38_235n,
    })
    expect(openingCost('7.534', 250, 1, 'short', FEES).stampDutyMinor).toBe(0n)
    expect(productMinor('0.005', '1')).toBe(1n) // half a cent rounds up
  })
  it('closing: a short gains when the price falls; a loss never exceeds the margin', () => {
    const opening = { amountMinor: 100_000n, marginMinor: 10_000n }
    const gain = closingSettlement(opening, '9.00', 100, 'short', FEES)
    expect(gain.profitMinor).toBe(10_000n)
    expect(gain.creditMinor).toBe(10_000n + 10_000n - 90n - 180n)
    const rise = closingSettlement(opening, '12.00', 100, 'long', FEES)
    expect(rise.profitMinor).toBe(20_000n)
    const ruin = closingSettlement(opening, '8.00', 100, 'long', FEES)
    expect(ruin.profitMinor).toBe(-10_000n)
    expect(ruin.creditMinor).toBe(0n)
  })
})

describe('the ticket starts at the smallest quantity the minimum amount allows (issue 18)', () => {
  const terms = { ...sampleTerms, lastPrice: '4.520' }
  it('is the fewest whole lots whose amount reaches the minimum', () => {
    // Spain's minimum opening amount at 4,520 €: 100,00 / 4,52 → 23 lots (103,96 €).
    expect(DEFAULT_TRADE_RULES.Spain.minAmount).toBe('100.00')
    expect(smallestLots(terms)).toBe(23)
    expect(smallestLots({ ...terms, lastPrice: '100.000' })).toBe(1)
    expect(smallestLots({ ...terms, lastPrice: '0.5' })).toBe(200)
    expect(smallestLots({ ...terms, lastPrice: null })).toBe(1)
  })
  it('sets it with the first terms unless a quantity was chosen, and never after an edit', () => {
    const actor = createActor(ticketMachine, { input: {} }).start()
    actor.send({ type: 'ticket.terms', terms })
    expect(actor.getSnapshot().context.form.lots).toBe('23')
    actor.send({ type: 'ticket.edit', patch: { lots: '5' } })
    actor.send({ type: 'ticket.terms', terms: { ...terms, lastPrice: '1.000' } })
    expect(actor.getSnapshot().context.form.lots).toBe('5')
    const chosen = createActor(ticketMachine, { input: { form: { lots: '100' } } }).start()
    chosen.send({ type: 'ticket.terms', terms })
    expect(chosen.getSnapshot().context.form.lots).toBe('100')
  })
})

describe('buying by amount: the ticket works the lots out at the order price (issue 18)', () => {
  const terms = { ...sampleTerms, lastPrice: '4.520' }
  it('is the most whole lots within the amount, 0 when none fits or there is no price', () => {
    expect(lotsForAmount('1000.00', '4.520')).toBe(221) // 221 × 4,52 = 998,92 ≤ 1.000,00 < 1.003,44
    expect(lotsForAmount('998.92', '4.520')).toBe(221)
    expect(lotsForAmount('998.91', '4.520')).toBe(220)
    expect(lotsForAmount('4.51', '4.520')).toBe(0)
    // Nothing typed, or nothing asked, buys nothing, though at 0,001 up to 4 lots amount to 0,00.
    expect(lotsForAmount('', '0.001')).toBe(0)
    expect(lotsForAmount('0', '0.001')).toBe(0)
    expect(lotsForAmount('0.01', '0.001')).toBe(14) // 14 × 0,001 = 0,014, written 0,01
    expect(lotsForAmount('100', '0.3333')).toBe(300) // 300 × 0,3333 = 99,99; 301 → 100,32
    expect(lotsForAmount('1000', null)).toBe(0)
    expect(lotsForAmount('', '4.520')).toBe(0)
    expect(lotsForAmount('abc', '4.520')).toBe(0)
  })
  it('follows the price while sized by amount, and the gate refuses an amount that buys no lot', () => {
    const actor = createActor(ticketMachine, { input: {} }).start()
    actor.send({ type: 'ticket.terms', terms })
    actor.send({ type: 'ticket.edit', patch: { sizing: 'amount', amount: '1000.00' } })
    expect(actor.getSnapshot().context.form.lots).toBe('221')
    actor.send({ type: 'ticket.terms', terms: { ...terms, lastPrice: '5.000' } })
    expect(actor.getSnapshot().context.form.lots).toBe('200')
    actor.send({ type: 'ticket.edit', patch: { priceType: 'limit', price: '4.000' } })
    expect(actor.getSnapshot().context.form.lots).toBe('250')
    actor.send({ type: 'ticket.edit', patch: { amount: '3.00' } })
    const { form, terms: now } = actor.getSnapshot().context
    expect(form.lots).toBe('0')
    expect(ticketRefusal(form, now!)?.code).toBe('trade.lotsInvalid')
    actor.send({ type: 'ticket.submit', requestId: 'r1' })
    expect(actor.getSnapshot().hasTag('confirming')).toBe(false)
    actor.send({ type: 'ticket.edit', patch: { sizing: 'lots', lots: '30' } })
    actor.send({ type: 'ticket.terms', terms: { ...terms, lastPrice: '9.000' } })
    expect(actor.getSnapshot().context.form.lots).toBe('30')
  })
})

describe('a locked position says how long (spec §8: cannot sell for N minutes or until T+N)', () => {
  it('counts the minutes left of a minutes lock, rounded up, and names T+N of a days lock', () => {
    const now = Date.parse('2026-11-23T10:00:00Z')
    expect(lockedRefusal('5m', now + 4 * 60_000 + 1, now)).toEqual({
      code: 'trade.lockedMinutes',
      params: { count: '5' },
    })
    expect(lockedRefusal('5m', now + 10_000, now).params).toEqual({ count: '1' })
    expect(lockedRefusal('T+2', now + 86_400_000, now)).toEqual({
      code: 'trade.lockedDays',
      params: { count: '2' },
    })
  })
})

// decision 0063: the ticket keeps one key per order asked for, through a time-out and a retry
describe('the ticket places an order once, however often it is retried (decision 0063)', () => {
  const terms = { ...sampleTerms, lastPrice: '4.520' }
  function ticket(answers: Array<'noAnswer' | 'refused' | 'placed'>) {
    const sent: BuyRequest[] = []
    const machine = ticketMachine.provide({
      actors: {
        placeOrder: fromPromise<PlacedOrder, BuyRequest>(async ({ input }) => {
          sent.push(input)
          const answer = answers[sent.length - 1] ?? 'placed'
          if (answer === 'noAnswer') throw { code: 'common.noAnswer' }
          if (answer === 'refused') throw { code: 'trade.notTradingTime' }
          return { orderNo: `T${sent.length}`, state: 'holding' } as PlacedOrder
        }),
      },
    })
    const actor = createActor(machine, { input: { form: { lots: '30' } } }).start()
    actor.send({ type: 'ticket.terms', terms })
    const step = async (event: Parameters<typeof actor.send>[0]) => {
      actor.send(event)
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    const order = async (requestId: string) => {
      await step({ type: 'ticket.submit', requestId })
      await step({ type: 'ticket.confirm' })
    }
    return { actor, sent, step, order }
  }

  it('no answer leaves it failed, and Retry sends the same request under the same key', async () => {
    const t = ticket(['noAnswer'])
    await t.order('first')
    expect(ticketSelectors.isFailed(t.actor.getSnapshot())).toBe(true)
    await t.step({ type: 'ticket.retry' })
    expect(t.sent).toHaveLength(2)
    expect(t.sent[1]).toEqual(t.sent[0])
    expect(t.sent[1]?.requestId).toBe('first')
    expect(ticketSelectors.placed(t.actor.getSnapshot())?.orderNo).toBe('T2')
  })

  it('back to the ticket and the same order again: still the first key', async () => {
    const t = ticket(['noAnswer'])
    await t.order('first')
    await t.step({ type: 'ticket.back' })
    await t.order('second')
    expect(t.sent.map((s) => s.requestId)).toEqual(['first', 'first'])
  })

  it('a refusal goes back to the ticket, not to Retry', async () => {
    const t = ticket(['refused'])
    await t.order('first')
    expect(ticketSelectors.isFailed(t.actor.getSnapshot())).toBe(false)
    expect(t.actor.getSnapshot().context.error?.code).toBe('trade.notTradingTime')
  })

  it('other lots are another order; once placed, the same order again is a new one', async () => {
    const t = ticket(['noAnswer', 'placed', 'placed'])
    await t.order('first')
    await t.step({ type: 'ticket.edit', patch: { lots: '31' } })
    await t.order('second')
    await t.step({ type: 'ticket.again' })
    await t.order('third')
    expect(t.sent.map((s) => s.requestId)).toEqual(['first', 'second', 'third'])
  })
})

// spec §5 Trading: the band a limit price must stay in, as the ticket shows it
describe('the price band, written as the ticket shows it (spec §5 Trading)', () => {
  it('drops the zeros the exact arithmetic leaves, and the point when nothing is left after it', () => {
    // 5 % of 10.00 is 0.50: 9.50 to 10.50, shown 9.5 and 10.5; 10 % gives 9.00 to 11.00, shown 9 and 11.
    expect(priceBand('10.00', '5')).toEqual(['9.5', '10.5'])
    expect(priceBand('10.00', '10')).toEqual(['9', '11'])
    // 2.5 % of 10.01 is 0.25025: 9.75975 to 10.26025, every place kept.
    expect(priceBand('10.01', '2.5')).toEqual(['9.75975', '10.26025'])
  })
})

// spec §2 Stock detail, issue 25: which price types name a limit price, which wait for a stop
describe('the price types (spec §2 Stock detail, issue 25)', () => {
  it('a limit and a stop-limit order name a limit price; a stop and a stop-limit wait for a stop', () => {
    expect(PRICE_TYPES.filter(hasLimitPrice)).toEqual(['limit', 'stopLimit'])
    expect(PRICE_TYPES.filter(isStopOrder)).toEqual(['stop', 'stopLimit'])
  })
})

// machine.ts: a view asks a state by its tags; a state the machine does not have has none
describe('an order state the machine does not know (a stored name it no longer has)', () => {
  const unknown = 'archived' as (typeof ORDER_STATES)[number]
  it('has no tag and has not ended, rather than failing the view', () => {
    expect(orderHasTag(unknown, 'position')).toBe(false)
    expect(orderHasTag(unknown, 'unfilled')).toBe(false)
    expect(hasEnded(unknown)).toBe(false)
  })
})
