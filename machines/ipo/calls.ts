import * as zod from 'zod/mini'
import { type AnswerOf, defineCall } from '../contract/call.ts'
import { isoTime, money, pageFields, pageOf, requestId, rowId } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import type { GateInput } from '../gate.ts'
import { minorToDecimal } from '../money.ts'
import type { Market } from '../rules.ts'
import { IPO_PHASES } from './phase.ts'
import { STORED_SUBSCRIPTION_STATES } from './subscription.ts'
import { type SubscriptionFacts, subscriptionGate, wholeSharesOf } from './subscriptionGate.ts'
import { frozenAtSubscriptionMinor, type IpoMoneyTerms, subscriptionAmountMinor } from './terms.ts'

/** The calls of new shares: list, terms, subscribe, mine, pay, waive (spec §2, §3, §5 New shares). */

export const productKind = zod.enum(['ipo', 'placement'])
export const productMarket = zod.enum(['Spain', 'usd'])
/** A new share with every field of spec §3 New share, as investors and the back office see it. */
export const ipoProduct = named(
  'IpoProduct',
  zod.object({
    id: zod.number(),
    kind: productKind,
    code: zod.string(),
    name: zod.string(),
    market: productMarket,
    currency: zod.string(),
    phase: zod.enum(IPO_PHASES),
    issuePrice: zod.string(),
    provisionalPrice: zod.nullable(zod.string()),
    underwritingPrice: zod.nullable(zod.string()),
    /** What subscribers pay per share: the underwriting price once set, else the issue price. */
    price: zod.string(),
    marketPrice: zod.nullable(zod.string()),
    priceDifference: zod.nullable(zod.string()),
    premiumPercent: zod.nullable(zod.string()),
    issueShares: zod.number(),
    minShares: zod.number(),
    maxSubscriptions: zod.number(),
    tiers: zod.array(zod.object({ id: zod.string(), minAmount: zod.string() })),
    winningRate: zod.string(),
    depositPercent: zod.string(),
    waivePercent: zod.string(),
    channelOpen: zod.boolean(),
    issueMarket: zod.string(),
    sponsor: zod.string(),
    opensAt: isoTime,
    closesAt: isoTime,
    drawAt: isoTime,
    listingAt: isoTime,
    distributionAt: isoTime,
    drawnAt: zod.nullable(isoTime),
    announcedAt: zod.nullable(isoTime),
  }),
)
export type IpoProduct = zod.output<typeof ipoProduct>

const marketFilter = zod.nullish(productMarket)
const subscriptionNo = zod.object({
  subscriptionNo: zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(40)),
})
const subscriptionState = zod.enum(STORED_SUBSCRIPTION_STATES)

export const ipoListCall = defineCall({
  path: 'ipo/list',
  summary: 'New shares and placements by phase, with every field of spec §3 New share',
  request: zod.object({
    state: zod.nullish(zod.enum(IPO_PHASES)),
    type: marketFilter,
    ...pageFields,
  }),
  answer: pageOf(ipoProduct),
  auth: true,
})

export const ipoTermsCall = defineCall({
  path: 'ipo/terms',
  summary: 'One new share with the facts its application form checks (spec §5 New shares)',
  request: zod.object({ id: rowId }),
  answer: zod.object({
    product: ipoProduct,
    facts: zod.object({
      noTrade: zod.boolean(),
      now: zod.number(),
      subscriptionsSoFar: zod.number(),
      available: money,
    }),
  }),
  auth: true,
})
/** The `ipo/terms` answer: a share and the facts its application form checks. */
export type IpoTerms = AnswerOf<typeof ipoTermsCall>

/** The allocation tier a subscription without one is made in. */
export const DEFAULT_TIER = 'A'

export const ipoSubscribeCall = defineCall({
  path: 'ipo/subscribe',
  summary: 'Subscribe to a new share; the amount is frozen pending the draw (spec §5 New shares)',
  request: zod.object({
    id: rowId,
    /** Kept as typed so that the gate, not the parser, says what is wrong with it. */
    quantity: zod.union([
      zod.string().check(zod.maxLength(12)),
      zod.int().check(zod.minimum(0), zod.maximum(1e10)),
    ]),
    tier: zod._default(
      zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(20)),
      DEFAULT_TIER,
    ),
    requestId,
  }),
  answer: zod.object({ subscriptionNo: zod.string(), state: subscriptionState }),
  auth: true,
  oncePerRequest: true,
})

/** A subscription as its owner sees it, with the money it froze, paid and got back. */
export const subscriptionRecord = named(
  'IpoSubscription',
  zod.object({
    id: zod.number(),
    subscriptionNo: zod.string(),
    productId: zod.number(),
    kind: productKind,
    code: zod.string(),
    name: zod.string(),
    market: productMarket,
    currency: zod.string(),
    tier: zod.string(),
    price: money,
    requestedShares: zod.number(),
    allottedShares: zod.nullable(zod.number()),
    frozen: money,
    due: zod.nullable(money),
    paid: zod.nullable(money),
    refunded: zod.nullable(money),
    forfeit: zod.nullable(money),
    orderNo: zod.nullable(zod.string()),
    state: subscriptionState,
    reason: zod.nullable(zod.string()),
    listingAt: isoTime,
    createdAt: isoTime,
    drawnAt: zod.nullable(isoTime),
    settledAt: zod.nullable(isoTime),
  }),
)
export type SubscriptionRecord = zod.output<typeof subscriptionRecord>

export const ipoMineCall = defineCall({
  path: 'ipo/mine',
  summary: "The user's subscriptions with frozen, allotted, paid and refunded amounts",
  request: zod.object({ type: marketFilter, ...pageFields }),
  answer: pageOf(subscriptionRecord),
  auth: true,
})

export const ipoPayCall = defineCall({
  path: 'ipo/pay',
  summary: 'Pay for allotted shares; they become a holding (spec §4 Subscription)',
  request: subscriptionNo,
  answer: zod.object({
    subscriptionNo: zod.string(),
    state: subscriptionState,
    orderNo: zod.string(),
  }),
  auth: true,
})

export const ipoWaiveCall = defineCall({
  path: 'ipo/waive',
  summary: 'Waive (abstain from) allotted shares; the frozen money returns less any forfeit',
  request: subscriptionNo,
  answer: zod.object({ subscriptionNo: zod.string(), state: subscriptionState }),
  auth: true,
})

/** The market filter of the subscription list: USDC has no new shares, so it shows every market. */
export const subscriptionMarketOf = (market: Market): 'Spain' | 'usd' | null =>
  market === 'usdc' ? null : market

/** What a number of shares as typed costs: the subscription amount and what is frozen now. */
export function subscriptionCost(shares: string, terms: IpoMoneyTerms) {
  const whole = wholeSharesOf(shares) ?? 0
  return {
    amount: minorToDecimal(subscriptionAmountMinor(whole, terms.price)),
    frozen: minorToDecimal(frozenAtSubscriptionMinor(whole, terms)),
  }
}

/** The fields of a share that its application form checks (a part of the `ipo/terms` answer). */
export type SubscriptionProduct = Pick<
  IpoProduct,
  | 'channelOpen'
  | 'opensAt'
  | 'closesAt'
  | 'listingAt'
  | 'maxSubscriptions'
  | 'minShares'
  | 'tiers'
  | 'price'
  | 'depositPercent'
  | 'waivePercent'
>

/**
 * The subscription gate's input (spec §5 New shares), built the same way by the application form
 * (from the `ipo/terms` answer) and by the server (from the rows it locked). The server refuses a
 * tier the share does not have before the gate runs (`common.invalid`); the form offers only the
 * share's tiers.
 */
export function subscriptionInput(
  form: { quantity: string | number; tier?: string | undefined },
  terms: { product: SubscriptionProduct; facts: IpoTerms['facts'] },
): GateInput<SubscriptionFacts> {
  const { product: p, facts } = terms
  const shares = String(form.quantity)
  const tier = p.tiers.find((t) => t.id === (form.tier ?? DEFAULT_TIER))
  const tierMinAmount = tier?.minAmount ?? '0.00'
  const cost = subscriptionCost(shares, p)
  return {
    gate: subscriptionGate,
    facts: {
      ...facts,
      channelOpen: p.channelOpen,
      opensAt: Date.parse(p.opensAt),
      closesAt: Date.parse(p.closesAt),
      listingAt: Date.parse(p.listingAt),
      maxSubscriptions: p.maxSubscriptions,
      shares,
      minShares: p.minShares,
      tierMinAmount,
      amount: cost.amount,
      frozenNeeded: cost.frozen,
    },
    params: {
      belowMinShares: { count: String(p.minShares) },
      belowTierMin: { amount: tierMinAmount },
    },
  }
}
