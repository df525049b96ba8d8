import * as zod from 'zod/mini'
import type { SessionStatus } from '../calendar/sessions.ts'
import { type AnswerOf, defineCall, type RequestOf } from '../contract/call.ts'
import { empty, isoTime, money, pageOf, rowId } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import type { GateInput } from '../gate.ts'
import { BOARDS, INSTRUMENT_FLAGS } from '../marketData.ts'
import { minorToDecimal } from '../money.ts'
import { POSITION_TAB_IDS } from '../positions.ts'
import { LIST_PAGE_SIZE, MARKETS, POSITION_PAGE_SIZE } from '../rules.ts'
import { riskWarning } from './appropriateness.ts'
import { closesOutAtOpening } from './closeOut.ts'
import { DIRECTIONS, type Direction } from './direction.ts'
import { DIVIDEND_PAYMENT_STATES } from './dividends.ts'
import { ORDER_STATES, orderHasTag } from './machine.ts'
import {
  BUSINESS_TYPES,
  type BusinessType,
  ORDER_BUSINESS_TYPES,
  orderPlacementGate,
  type PlacementFacts,
  PRICE_TYPES,
  type PriceType,
} from './placement.ts'
import { hasLimitPrice, isStopOrder } from './priceTypes.ts'
import { costAt, type OpeningCost } from './pricing.ts'
import { NO_PROTECTION, type Protection, TRAIL_PERCENT_MAX } from './stops.ts'

/**
 * The calls of trading: an instrument's trading rules, placing, closing and cancelling orders,
 * the positions lists and one order, block-trade products (spec §2 Stock detail, Positions, block
 * trade screens; §4; §5 Trading; §7).
 */

/**
 * Why a position closed: the user's request, a day trade's session end, a close-out, its
 * stop-loss or its take-profit (issue 25).
 */
export const CLOSE_REASONS = ['request', 'dayEnd', 'closeOut', 'stopLoss', 'takeProfit'] as const

/** The currencies orders settle in: an instrument's own, or US dollars for forex pairs. */
export const TRADE_CURRENCIES = ['EUR', 'USD'] as const
export type TradeCurrency = (typeof TRADE_CURRENCIES)[number]

const SESSION_STATUSES = [
  'open',
  'preMarket',
  'afterHours',
  'closed',
] as const satisfies readonly SessionStatus[]

const tradeCurrency = zod.enum(TRADE_CURRENCIES)
const direction = zod.enum(DIRECTIONS)
const priceType = zod.enum(PRICE_TYPES)
const orderState = zod.enum(ORDER_STATES)
/** An instrument code as typed: trimmed, 1 to 20 characters. */
const code = zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(20))
/** An order number as sent back by the client: trimmed, 1 to 40 characters. */
const orderNo = zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(40))
/** A price as typed: any text within bounds; whether it is a price is the gate's rule to answer. */
const priceText = zod.string().check(zod.trim(), zod.maxLength(24))
/** Where an order stands after a call; `lockUntil` says from when a locked position can be sold. */
const orderMove = named(
  'OrderMove',
  zod.object({
    orderNo: zod.string(),
    state: orderState,
    lockUntil: zod.nullable(isoTime),
  }),
)

/** machines/order/tradeRules.ts TradeRules, as `trade/rules` sends it. */
const tradeRules = zod.object({
  fees: zod.object({ buyFee: zod.string(), sellFee: zod.string(), stampDuty: zod.string() }),
  minAmount: money,
  leverages: zod.array(zod.number()),
  retailLeverageCap: zod.number(),
  marginTrading: zod.boolean(),
  priceLimitPercent: zod.nullable(zod.string()),
  lock: zod.string(),
  ordersPerMinute: zod.number(),
  dividendWithholding: zod.string(),
  maintenanceMargin: zod.string(),
  closeOutLevel: zod.string(),
  lending: zod.object({
    open: zod.boolean(),
    quota: zod.number(),
    feeRate: zod.string(),
    share: zod.string(),
  }),
})

export const tradeRulesCall = defineCall({
  path: 'trade/rules',
  summary: 'Trading rules, session and available balance for one instrument (spec §5 Trading)',
  request: zod.object({ code }),
  answer: zod.object({
    code: zod.string(),
    currency: tradeCurrency,
    decimals: zod.number(),
    rules: tradeRules,
    session: zod.enum(SESSION_STATUSES),
    hasExtendedHours: zod.boolean(),
    /** False for what only shows a level, such as an index. */
    tradable: zod.boolean(),
    flags: zod.array(zod.enum(INSTRUMENT_FLAGS)),
    lastPrice: zod.nullable(zod.string()),
    available: money,
    noTrade: zod.boolean(),
    /** Issue 25: classed a professional client by the console (no retail leverage cap). */
    professional: zod.boolean(),
    /** Issue 25: whether the user has taken the appropriateness check for trading on margin. */
    appropriatenessDone: zod.boolean(),
    /** Issue 25: the share of accounts that lost money on margin, for the ticket's warning. */
    riskWarning,
  }),
  auth: true,
})
/** What the buy panel runs the placement gate on: the instrument's rules and the user's balance. */
export type TradeTerms = AnswerOf<typeof tradeRulesCall>

/** The prefix of the requestIds the AI quant job places its orders under. */
export const STRATEGY_REQUEST_PREFIX = 'strategy:'

export const buyCall = defineCall({
  path: 'trade/buy',
  summary:
    'Place an order: long or short, market or limit, lots and leverage (spec §2, §5 Trading)',
  request: zod.object({
    code,
    direction,
    priceType,
    // Any text here: a malformed or zero price is the rule of spec §5, answered by the gate.
    price: zod.optional(zod.string().check(zod.trim(), zod.maxLength(24))),
    /** Issue 25: a stop or stop-limit order's stop; its stop-loss, trail and take-profit. */
    stopPrice: zod.optional(priceText),
    stopLoss: zod.optional(priceText),
    trailPercent: zod.optional(priceText),
    takeProfit: zod.optional(priceText),
    // Any number here: a fractional lot count is the rule of spec §5, answered by the gate.
    lots: zod.number().check(zod.minimum(0), zod.maximum(1e12)),
    leverage: zod._default(zod.int().check(zod.minimum(1), zod.maximum(1000)), 1),
    businessType: zod._default(zod.enum(BUSINESS_TYPES), 'normal'),
    productId: zod.optional(rowId),
    requestId: zod.optional(
      zod.string().check(
        zod.trim(),
        zod.minLength(1),
        zod.maxLength(64),
        // The AI quant job's keys (server/quant/strategyJob.ts): no person's order takes one.
        zod.refine((id: string) => !id.startsWith(STRATEGY_REQUEST_PREFIX)),
      ),
    ),
  }),
  answer: orderMove,
  auth: true,
  oncePerRequest: true,
})
export type BuyRequest = RequestOf<typeof buyCall>
export type PlacedOrder = AnswerOf<typeof buyCall>

export const closeCall = defineCall({
  path: 'trade/close',
  summary: 'Close a position; it waits as ready to close while the market is shut (spec §2, §4)',
  request: zod.object({ orderNo }),
  answer: orderMove,
  auth: true,
})

export const cancelCall = defineCall({
  path: 'trade/cancel',
  summary: 'Cancel a pending order; its frozen money returns (spec §4 Orders)',
  request: zod.object({ orderNo }),
  answer: orderMove,
  auth: true,
})

/**
 * What happened to a position through its share (issue 19): a dividend it was entitled to on the
 * ex-date (a short owes it), paid on the pay date less the withholding tax; or a split that gave
 * it `ratio` times the lots at 1/ratio of the price.
 */
const corporateAction = zod.union([
  zod.object({
    kind: zod.literal('dividend'),
    day: zod.string(),
    payDay: zod.string(),
    state: zod.enum(DIVIDEND_PAYMENT_STATES),
    lots: zod.number(),
    cashPerShare: zod.string(),
    gross: zod.nullable(money),
    tax: zod.nullable(money),
    /** What the balance received (negative for a short), once paid. */
    net: zod.nullable(money),
  }),
  zod.object({
    kind: zod.literal('split'),
    day: zod.string(),
    ratio: zod.number(),
    lotsBefore: zod.number(),
    lotsAfter: zod.number(),
    priceBefore: zod.nullable(zod.string()),
    priceAfter: zod.nullable(zod.string()),
  }),
])
export type CorporateActionView = zod.output<typeof corporateAction>

/**
 * An order with every field of spec §3 Order/position. `yingkui` is the gain or loss at the last
 * price while open, the realised one once closed; `now` is the server's clock when it was read,
 * which decides whether a lock has passed (spec §4 Selling) — never the phone's clock.
 */
const position = named(
  'Position',
  zod.object({
    orderNo: zod.string(),
    code: zod.string(),
    name: zod.string(),
    market: zod.enum(MARKETS),
    board: zod.enum(BOARDS),
    currency: tradeCurrency,
    businessType: zod.enum(ORDER_BUSINESS_TYPES),
    direction,
    priceType,
    state: orderState,
    limitPrice: zod.nullable(zod.string()),
    lots: zod.number(),
    leverage: zod.number(),
    createdAt: isoTime,
    buyTime: zod.nullable(isoTime),
    buyPrice: zod.nullable(zod.string()),
    confirmedPrice: zod.nullable(zod.string()),
    amount: zod.nullable(money),
    margin: zod.nullable(money),
    frozen: zod.nullable(money),
    lastPrice: zod.nullable(zod.string()),
    marketValue: zod.nullable(money),
    fee: money,
    stampDuty: money,
    sellTime: zod.nullable(isoTime),
    sellPrice: zod.nullable(zod.string()),
    lockUntil: zod.nullable(isoTime),
    closeRequestedAt: zod.nullable(isoTime),
    cancelledAt: zod.nullable(isoTime),
    yingkui: zod.nullable(money),
    /** Dividends paid to (or, short, by) the position so far, after tax; part of its profit. */
    dividends: money,
    actualProfit: zod.nullable(money),
    corporateActions: zod.array(corporateAction),
    /**
     * Issue 25, a position on margin: the price at which it is closed out (null for one that is
     * not on margin, or no longer open), whether it is under a margin call, and why it closed.
     */
    closeOutPrice: zod.nullable(zod.string()),
    marginCall: zod.boolean(),
    closeReason: zod.nullable(zod.enum(CLOSE_REASONS)),
    /**
     * Issue 25: a stop or stop-limit order's stop, and whether the price has reached it; the
     * stop-loss (where a trailing stop stands now), its trail, and the take-profit.
     */
    stopPrice: zod.nullable(zod.string()),
    triggered: zod.boolean(),
    stopLoss: zod.nullable(zod.string()),
    trailPercent: zod.nullable(zod.string()),
    takeProfit: zod.nullable(zod.string()),
    now: zod.number(),
  }),
)
export type Position = zod.output<typeof position>

/**
 * The price an order's stops are judged from (issue 25): an open position's last price; an order
 * still waiting, its own price (its limit, its stop, or the last price), where it will open.
 */
export function protectionReference(
  order: Pick<Position, 'state' | 'limitPrice' | 'stopPrice'>,
  lastPrice: string | null,
): string | null {
  if (!orderHasTag(order.state, 'unfilled')) return lastPrice
  return order.limitPrice ?? order.stopPrice ?? lastPrice
}

export const userStockListCall = defineCall({
  path: 'trade/userstocklist',
  summary: "The user's open positions in one market (bare list, spec §7)",
  request: zod.object({
    type: zod.enum(MARKETS),
    page: zod._default(zod.int().check(zod.minimum(1)), 1),
    size: zod._default(
      zod.int().check(zod.minimum(1), zod.maximum(POSITION_PAGE_SIZE)),
      POSITION_PAGE_SIZE,
    ),
  }),
  answer: zod.array(position),
  auth: true,
})

export const ordersCall = defineCall({
  path: 'trade/orders',
  summary: 'The orders of one positions tab, newest first (spec §2 Positions)',
  request: zod.object({
    type: zod.enum(MARKETS),
    tab: zod.enum(POSITION_TAB_IDS),
    businessType: zod.optional(zod.enum(BUSINESS_TYPES)),
    page: zod._default(zod.int().check(zod.minimum(1), zod.maximum(100_000)), 1),
    size: zod._default(
      zod.int().check(zod.minimum(1), zod.maximum(POSITION_PAGE_SIZE)),
      LIST_PAGE_SIZE,
    ),
  }),
  answer: pageOf(position),
  auth: true,
})

export const orderDetailCall = defineCall({
  path: 'trade/detail',
  summary: 'One of the caller’s orders with every field of spec §3 Order/position',
  request: zod.object({ orderNo }),
  answer: position,
  auth: true,
})

const blockProduct = named(
  'BlockProduct',
  zod.object({
    id: zod.number(),
    code: zod.string(),
    name: zod.string(),
    market: zod.enum(MARKETS),
    currency: tradeCurrency,
    blockPrice: zod.string(),
    lastPrice: zod.nullable(zod.string()),
    minShares: zod.number(),
    opensAt: isoTime,
    closesAt: isoTime,
    /** Whether its window is open now, on the server's clock. */
    open: zod.boolean(),
  }),
)
export type BlockProduct = zod.output<typeof blockProduct>

export const blockProductsCall = defineCall({
  path: 'trade/blockProducts',
  summary: 'Block-trade products with their block price, minimum shares and window',
  request: empty,
  answer: zod.array(blockProduct),
  auth: true,
})

/** An order as the placement gate judges it: what the user asked for (spec §5 Trading). */
export interface PlacementOrder {
  direction: Direction
  priceType: PriceType
  /** The limit price as typed; read only for a limit or stop-limit order. */
  price: string | null
  /** A stop or stop-limit order's stop as typed (issue 25). */
  stopPrice?: string | null
  /** The stop-loss, trail and take-profit asked for with the order (issue 25). */
  protection?: Protection
  lots: number
  leverage: number
  businessType: BusinessType
  /** A block trade's product: its price, its minimum shares and whether its window is open. */
  block: { price: string; minShares: number; open: boolean } | null
}

/** What the placement gate reads of the instrument and the account (`trade/rules`). */
export type PlacementTerms = Pick<
  TradeTerms,
  | 'noTrade'
  | 'professional'
  | 'appropriatenessDone'
  | 'tradable'
  | 'flags'
  | 'session'
  | 'hasExtendedHours'
  | 'rules'
  | 'lastPrice'
  | 'available'
>

/** A block trade is always at its block price, like a market order (spec §5 block trades). */
const priceTypeOf = (order: PlacementOrder): PriceType => (order.block ? 'market' : order.priceType)

/**
 * The price an order is costed at: the block price, the limit, a stop order's stop, or the last
 * price. A stop order fills at the price that reaches its stop, which a gap can take past it: the
 * fill then takes the difference from the balance, or the order is cancelled (decision 0049).
 */
export function placementPrice(order: PlacementOrder, lastPrice: string | null): string | null {
  if (order.block) return order.block.price
  if (hasLimitPrice(order.priceType)) return order.price
  if (order.priceType === 'stop') return order.stopPrice ?? null
  return lastPrice
}

/** The fee, stamp duty, margin and total of an order as asked, or null if it cannot be priced. */
export function placementCost(order: PlacementOrder, terms: PlacementTerms): OpeningCost | null {
  return costAt(placementPrice(order, terms.lastPrice), order, terms.rules.fees)
}

/** Whether the order's position would be at its close-out level at the price it opens at. */
function closesOutAtOnce(order: PlacementOrder, terms: PlacementTerms, cost: OpeningCost | null) {
  const price = placementPrice(order, terms.lastPrice)
  if (!cost || price === null) return false
  const exposure = {
    direction: order.direction,
    lots: order.lots,
    leverage: order.leverage,
    amount: minorToDecimal(cost.amountMinor),
    margin: minorToDecimal(cost.marginMinor),
    fees: terms.rules.fees,
  }
  return closesOutAtOpening(exposure, price, terms.rules)
}

/**
 * The placement gate's input (spec §5 Trading, §8 Trading), built the same way by the buy panel
 * (from `trade/rules` and the ticket) and by the server (from what it read inside the transaction
 * that holds the balance lock). `server` carries what only the server counts; the panel leaves it
 * out and its run of the gate skips that check.
 */
export function placementInput(
  order: PlacementOrder,
  terms: PlacementTerms,
  server?: { recentOrders: number },
): GateInput<PlacementFacts> {
  const cost = placementCost(order, terms)
  const type = priceTypeOf(order)
  const protection = order.protection ?? NO_PROTECTION
  return {
    gate: orderPlacementGate,
    facts: {
      noTrade: terms.noTrade,
      tradable: terms.tradable,
      flags: terms.flags,
      session: terms.session,
      hasExtendedHours: terms.hasExtendedHours,
      businessType: order.businessType,
      blockOpen: order.block ? order.block.open : true,
      direction: order.direction,
      priceType: type,
      limitPrice: hasLimitPrice(type) ? order.price : null,
      stopPrice: isStopOrder(type) ? (order.stopPrice ?? null) : null,
      // The stops are judged from the price the order is costed at: where it is expected to open.
      protection: {
        ...protection,
        direction: order.direction,
        reference: placementPrice(order, terms.lastPrice),
      },
      lastPrice: order.block ? order.block.price : terms.lastPrice,
      priceLimitPercent: terms.rules.priceLimitPercent,
      lots: order.lots,
      minShares: order.block?.minShares ?? 0,
      leverage: order.leverage,
      leverages: terms.rules.leverages,
      professional: terms.professional,
      appropriatenessDone: terms.appropriatenessDone,
      closesOutAtOnce: closesOutAtOnce(order, terms, cost),
      retailLeverageCap: terms.rules.retailLeverageCap,
      marginTrading: terms.rules.marginTrading,
      amount: minorToDecimal(cost?.amountMinor ?? 0n),
      minAmount: terms.rules.minAmount,
      total: minorToDecimal(cost?.totalMinor ?? 0n),
      available: terms.available,
      ...(server ? { recentOrders: server.recentOrders } : {}),
      ordersPerMinute: terms.rules.ordersPerMinute,
    },
    params: {
      belowMinAmount: { amount: terms.rules.minAmount },
      belowBlockMinimum: { count: String(order.block?.minShares ?? 0) },
      retailLeverageCap: { count: String(terms.rules.retailLeverageCap) },
      trailInvalid: { count: TRAIL_PERCENT_MAX },
    },
  }
}
