import type { PathFixture } from '../registry.ts'
import type { AppropriatenessFacts } from './appropriateness.ts'
import type { TradeTerms } from './calls.ts'
import type { PositionExposure } from './closeOut.ts'
import type { PlacementFacts } from './placement.ts'
import type { PositionRiskContext } from './positionRisk.ts'
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

const gateFixture = (name: string, input: AppropriatenessFacts): PathFixture => ({
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
