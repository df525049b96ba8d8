import type { PathFixture } from '../registry.ts'
import type { AppropriatenessFacts } from './appropriateness.ts'
import type { TradeTerms } from './calls.ts'
import type { PositionExposure } from './closeOut.ts'
import type { PlacementFacts } from './placement.ts'
import type { PositionRiskContext } from './positionRisk.ts'
import type { ProtectionFacts } from './protection.ts'
import { NO_PROTECTION } from './stops.ts'
import { DEFAULT_TRADE_RULES, RISK_LEVELS } from './tradeRules.ts'

/** The inputs and events the order lifecycle's paths are walked with. */
const T0 = Date.parse('2026-11-20T10:00:00Z')
const LOCK = T0 + 60_000

function lifecycleEvents(reached: string, missed: string) {
  return [
    { type: 'order.fill', price: reached, now: T0, lockUntil: LOCK },
    { type: 'order.fill', price: reached, now: T0, lockUntil: T0 },
    { type: 'order.fill', price: missed, now: T0, lockUntil: LOCK },
    { type: 'order.lockExpired', now: LOCK - 1 },
    { type: 'order.lockExpired', now: LOCK },
    { type: 'order.close', now: LOCK },
    { type: 'order.cancel', now: T0 },
    { type: 'order.liquidate', price: missed, now: LOCK },
  ]
}

/**
 * Issue 25: a position opened without a lock, a stop-loss set on its losing side of 10.00 (one on
 * the winning side refused), then prices that do and do not reach it.
 */
function protectionEvents(direction: 'long' | 'short') {
  const [losing, winning, hit, missed] =
    direction === 'long' ? ['9.50', '10.50', '9.40', '9.80'] : ['10.50', '9.50', '10.60', '10.20']
  const protect = (stopLoss: string) => ({
    type: 'order.protect',
    protection: { stopLoss, takeProfit: null, trailPercent: null },
    reference: '10.00',
    now: T0,
  })
  return [
    { type: 'order.fill', price: '10.00', now: T0, lockUntil: T0 },
    { type: 'order.fill', price: '10.00', now: T0, lockUntil: LOCK },
    protect(losing),
    protect(winning),
    { type: 'order.stopOut', price: hit, now: T0 },
    { type: 'order.stopOut', price: missed, now: T0 },
  ]
}

/**
 * Issue 25: prices that do and do not reach a stop order's stop, then (once it works) its fill,
 * or a price short of its limit; a cancel while it waits.
 */
const triggerEvents = (reached: string, missed: string, fillMissed: string) => [
  {
    type: 'order.protect',
    protection: { stopLoss: null, takeProfit: null, trailPercent: '5' },
    reference: '10.00',
    now: T0,
  },
  { type: 'order.trigger', price: reached, now: T0 },
  { type: 'order.trigger', price: missed, now: T0 },
  { type: 'order.fill', price: reached, now: T0, lockUntil: LOCK },
  { type: 'order.fill', price: fillMissed, now: T0, lockUntil: LOCK },
  { type: 'order.cancel', now: T0 },
]

export const orderFixtures: PathFixture[] = [
  {
    name: 'a long limit order at 10.00',
    input: { direction: 'long', priceType: 'limit', limitPrice: '10.00' },
    events: lifecycleEvents('9.90', '10.10'),
  },
  {
    name: 'a short limit order at 10.00',
    input: { direction: 'short', priceType: 'limit', limitPrice: '10.00' },
    events: lifecycleEvents('10.10', '9.90'),
  },
  {
    name: 'a long stop order at 10.50',
    input: { direction: 'long', priceType: 'stop', limitPrice: null, stopPrice: '10.50' },
    events: triggerEvents('10.60', '10.40', '10.60'),
  },
  {
    name: 'a short stop-limit order, stop 9.50, limit 9.40',
    input: { direction: 'short', priceType: 'stopLimit', limitPrice: '9.40', stopPrice: '9.50' },
    events: triggerEvents('9.45', '9.60', '9.30'),
  },
  {
    name: 'a long position protected by a stop-loss',
    input: { direction: 'long', priceType: 'limit', limitPrice: '10.00' },
    events: protectionEvents('long'),
  },
  {
    name: 'a short position protected by a stop-loss',
    input: { direction: 'short', priceType: 'limit', limitPrice: '10.00' },
    events: protectionEvents('short'),
  },
  {
    name: 'a market order',
    input: { direction: 'long', priceType: 'market', limitPrice: null },
    events: lifecycleEvents('10.00', '10.00'),
  },
]

/** Facts that pass every placement rule; each blocking fixture changes one of them. */
export const allowedPlacement: PlacementFacts = {
  noTrade: false,
  tradable: true,
  flags: [],
  session: 'open',
  hasExtendedHours: false,
  businessType: 'normal',
  blockOpen: true,
  direction: 'long',
  priceType: 'limit',
  limitPrice: '10.00',
  stopPrice: null,
  protection: { direction: 'long', reference: '10.00', ...NO_PROTECTION },
  lastPrice: '10.00',
  priceLimitPercent: '10',
  lots: 100,
  minShares: 0,
  leverage: 1,
  leverages: [1, 2, 5, 10],
  professional: false,
  appropriatenessDone: true,
  closesOutAtOnce: false,
  retailLeverageCap: 5,
  marginTrading: true,
  amount: '1000.00',
  minAmount: '100.00',
  total: '1003.00',
  available: '10000.00',
  recentOrders: 0,
  ordersPerMinute: 20,
}

const protectedAt = allowedPlacement.protection

const blocking: Array<[string, Partial<PlacementFacts>]> = [
  ['barred from trading', { noTrade: true }],
  ['half a lot', { lots: 1.5 }],
  ['a zero limit price', { limitPrice: '0' }],
  ['an index', { tradable: false }],
  ['a suspended share', { flags: ['suspended'] }],
  ['a closed block trade', { businessType: 'block', blockOpen: false }],
  ['a Saturday', { session: 'closed' }],
  ['no price', { lastPrice: null }],
  ['beyond the price limit', { limitPrice: '11.01' }],
  ['a buy stop below the price', { priceType: 'stop', limitPrice: null, stopPrice: '9.90' }],
  [
    'a buy stop-limit whose limit is under its stop',
    { priceType: 'stopLimit', limitPrice: '10.10', stopPrice: '10.20' },
  ],
  ['a stop-loss of zero', { protection: { ...protectedAt, stopLoss: '0' } }],
  ['a trail of 60 %', { protection: { ...protectedAt, trailPercent: '60' } }],
  ['a stop-loss above a long', { protection: { ...protectedAt, stopLoss: '10.50' } }],
  ['a take-profit below a long', { protection: { ...protectedAt, takeProfit: '9.50' } }],
  ['leverage 3', { leverage: 3 }],
  ['10× for a retail client', { leverage: 10 }],
  ['a short before the appropriateness check', { direction: 'short', appropriatenessDone: false }],
  ['a position at its close-out level from the start', { closesOutAtOnce: true }],
  ['a short without margin trading', { direction: 'short', marginTrading: false }],
  ['a block below its minimum', { businessType: 'block', minShares: 1_000 }],
  ['below the minimum amount', { amount: '50.00' }],
  ['the 21st order in a minute', { recentOrders: 20 }],
  ['more than the balance', { available: '10.00' }],
]

export const placementFixtures: PathFixture[] = [
  { name: 'everything in order', input: allowedPlacement, events: [] },
  ...blocking.map(([name, change]) => ({
    name,
    input: { ...allowedPlacement, ...change },
    events: [],
  })),
]

export const sampleTerms: TradeTerms = {
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

/** A Spanish share at 1,00 € (two decimals): 100 lots make the 100,00 € minimum (spec §5 Trading). */
export const shareAtOneEuro: TradeTerms = { ...sampleTerms, decimals: 2, lastPrice: '1.00' }

export const ticketFixtures: PathFixture[] = [
  {
    name: '100 SAN at market, then 0 lots',
    input: { form: { lots: '100' } },
    events: [
      { type: 'ticket.terms', terms: sampleTerms },
      { type: 'ticket.edit', patch: { lots: '0' } },
      { type: 'ticket.edit', patch: { lots: '100' } },
      { type: 'ticket.submit', requestId: 'r-1' },
      { type: 'ticket.confirm' },
      { type: 'ticket.back' },
      { type: 'xstate.done.actor.placeOrder', output: { orderNo: 'T1', state: 'locked' } },
      { type: 'xstate.error.actor.placeOrder', error: { code: 'trade.notTradingTime' } },
      { type: 'xstate.error.actor.placeOrder', error: { code: 'common.noAnswer' } },
      { type: 'ticket.retry' },
      { type: 'ticket.again' },
    ],
  },
]

/** 100 SAN at 10.00 with 5× leverage (the retail cap on shares): 1,000.00 on 200.00 of margin. */
const fiveTimes = (direction: PositionExposure['direction']): PositionRiskContext => ({
  exposure: {
    direction,
    lots: 100,
    leverage: 5,
    amount: '1000.00',
    margin: '200.00',
    fees: DEFAULT_TRADE_RULES.Spain.fees,
  },
  levels: RISK_LEVELS,
})

/** Prices in the order a position meets them: its equity at each is in the comment. */
const riskPrices = (prices: Record<string, string>) =>
  Object.values(prices).map((price) => ({ type: 'risk.price', price }))

export const positionRiskFixtures: PathFixture[] = [
  {
    name: 'a 5× long from 10.00',
    input: fiveTimes('long'),
    events: riskPrices({
      steady: '10.00', // 199.00 of 200.00
      call: '9.50', // 149.05: below 75 %
      stillCalled: '9.60', // 159.04: not yet back at 87.5 %
      restored: '9.80', // 179.02
      closeOut: '9.00', // 99.10: at most 50 %
    }),
  },
  {
    name: 'a 5× short from 10.00',
    input: fiveTimes('short'),
    events: riskPrices({
      steady: '10.00', // 197.00
      call: '10.50', // 146.85
      stillCalled: '10.35', // 161.90
      restored: '10.20', // 176.94
      closeOut: '11.00', // 96.70
    }),
  },
  {
    name: 'shares bought without leverage',
    input: {
      ...fiveTimes('long'),
      exposure: { ...fiveTimes('long').exposure, leverage: 1, margin: '1000.00' },
    },
    // Whatever the price, shares bought outright are never called or closed out.
    events: riskPrices({ crash: '1.00' }),
  },
]

/** Answers that show experience and an understanding of trading on margin. */
export const understoodAnswers: AppropriatenessFacts = {
  experience: 'sometimes',
  leverageLoss: 'half',
  shortLoss: 'rises',
  closeOut: 'possible',
  acknowledged: false,
}

const gateFixture = (name: string, input: object): PathFixture => ({
  name,
  input,
  events: [],
})

export const appropriatenessFixtures: PathFixture[] = [
  gateFixture('experienced and understood', understoodAnswers),
  gateFixture('a question unanswered', { ...understoodAnswers, shortLoss: null }),
  gateFixture('5× thought to cost a tenth, warning not read', {
    ...understoodAnswers,
    leverageLoss: 'tenth',
  }),
  gateFixture('never traded, warning read', {
    ...understoodAnswers,
    experience: 'never',
    acknowledged: true,
  }),
]

/** A long judged from 10.00: each blocking fixture changes one stop. */
const protectionAllowed: ProtectionFacts = {
  direction: 'long',
  reference: '10.00',
  stopLoss: '9.50',
  takeProfit: '11.00',
  trailPercent: null,
}

export const protectionFixtures: PathFixture[] = [
  gateFixture('a long with a stop-loss and a take-profit', protectionAllowed),
  gateFixture('a short with a trailing stop of 5 %', {
    ...protectionAllowed,
    direction: 'short',
    stopLoss: null,
    takeProfit: '9.00',
    trailPercent: '5',
  }),
  gateFixture('everything removed, without a price', {
    ...protectionAllowed,
    reference: null,
    ...NO_PROTECTION,
  }),
  gateFixture('a stop-loss without a price', { ...protectionAllowed, reference: null }),
  gateFixture('a take-profit of zero', { ...protectionAllowed, takeProfit: '0.00' }),
  gateFixture('a trail of 0 %', { ...protectionAllowed, stopLoss: null, trailPercent: '0' }),
  gateFixture('a stop-loss above a long', { ...protectionAllowed, stopLoss: '10.00' }),
  gateFixture('a take-profit below a long', { ...protectionAllowed, takeProfit: '10.00' }),
]
