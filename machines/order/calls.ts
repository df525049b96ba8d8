import * as z from 'zod/mini'
import type { SessionStatus } from '../calendar/sessions.ts'
import { type AnswerOf, defineCall, type RequestOf } from '../contract/call.ts'
import { empty, isoTime, money, pageOf, rowId } from '../contract/fields.ts'
import type { GateInput } from '../gate.ts'
import { BOARDS, INSTRUMENT_FLAGS } from '../marketData.ts'
import { minorToDecimal } from '../money.ts'
import { POSITION_TAB_IDS } from '../positions.ts'
import { LIST_PAGE_SIZE, MARKETS, POSITION_PAGE_SIZE } from '../rules.ts'
import { riskWarning } from './appropriateness.ts'
import { closesOutAtOpening } from './closeOut.ts'
import { DIRECTIONS, type Direction } from './direction.ts'
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

const tradeCurrency = z.enum(TRADE_CURRENCIES)
const direction = z.enum(DIRECTIONS)
const priceType = z.enum(PRICE_TYPES)
const orderState = z.enum(ORDER_STATES)
/** An instrument code as typed: trimmed, 1 to 20 characters. */
const code = z.string().check(z.trim(), z.minLength(1), z.maxLength(20))
/** An order number as sent back by the client: trimmed, 1 to 40 characters. */
const orderNo = z.string().check(z.trim(), z.minLength(1), z.maxLength(40))
/** A price as typed: any text within bounds; whether it is a price is the gate's rule to answer. */
const priceText = z.string().check(z.trim(), z.maxLength(24))
/** Where an order stands after a call; `lockUntil` says from when a locked position can be sold. */
const orderMove = z.object({
  orderNo: z.string(),
  state: orderState,
  lockUntil: z.nullable(isoTime),
})

/** machines/order/tradeRules.ts TradeRules, as `trade/rules` sends it. */
const tradeRules = z.object({
  fees: z.object({ buyFee: z.string(), sellFee: z.string(), stampDuty: z.string() }),
  minAmount: money,
  leverages: z.array(z.number()),
  retailLeverageCap: z.number(),
  marginTrading: z.boolean(),
  priceLimitPercent: z.nullable(z.string()),
  lock: z.string(),
  ordersPerMinute: z.number(),
  dividendWithholding: z.string(),
  maintenanceMargin: z.string(),
  closeOutLevel: z.string(),
  lending: z.object({
    open: z.boolean(),
    quota: z.number(),
    feeRate: z.string(),
    share: z.string(),
  }),
})

export const tradeRulesCall = defineCall({
  path: 'trade/rules',
  summary: 'Trading rules, session and available balance for one instrument (spec §5 Trading)',
  request: z.object({ code }),
  answer: z.object({
    code: z.string(),
    currency: tradeCurrency,
    decimals: z.number(),
    rules: tradeRules,
    session: z.enum(SESSION_STATUSES),
    hasExtendedHours: z.boolean(),
    /** False for what only shows a level, such as an index. */
    tradable: z.boolean(),
    flags: z.array(z.enum(INSTRUMENT_FLAGS)),
    lastPrice: z.nullable(z.string()),
    available: money,
    noTrade: z.boolean(),
    /** Issue 25: classed a professional client by the console (no retail leverage cap). */
    professional: z.boolean(),
    /** Issue 25: whether the user has taken the appropriateness check for trading on margin. */
    appropriatenessDone: z.boolean(),
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
  request: z.object({
    code,
    direction,
    priceType,
    // Any text here: a malformed or zero price is the rule of spec §5, answered by the gate.
    price: z.optional(z.string().check(z.trim(), z.maxLength(24))),
    /** Issue 25: a stop or stop-limit order's stop; its stop-loss, trail and take-profit. */
    stopPrice: z.optional(priceText),
    stopLoss: z.optional(priceText),
    trailPercent: z.optional(priceText),
    takeProfit: z.optional(priceText),
    // Any number here: a fractional lot count is the rule of spec §5, answered by the gate.
    lots: z.number().check(z.minimum(0), z.maximum(1e12)),
    leverage: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 1),
    businessType: z._default(z.enum(BUSINESS_TYPES), 'normal'),
    productId: z.optional(rowId),
    requestId: z.optional(
      z.string().check(
        z.trim(),
        z.minLength(1),
        z.maxLength(64),
        // The AI quant job's keys (server/quant/strategyJob.ts): no person's order takes one.
        z.refine((id: string) => !id.startsWith(STRATEGY_REQUEST_PREFIX)),
      ),
    ),
  }),
  answer: orderMove,
  auth: true,
})
export type BuyRequest = RequestOf<typeof buyCall>
export type PlacedOrder = AnswerOf<typeof buyCall>

export const closeCall = defineCall({
  path: 'trade/close',
  summary: 'Close a position; it waits as ready to close while the market is shut (spec §2, §4)',
  request: z.object({ orderNo }),
  answer: orderMove,
  auth: true,
})

export const cancelCall = defineCall({
  path: 'trade/cancel',
  summary: 'Cancel a pending order; its frozen money returns (spec §4 Orders)',
  request: z.object({ orderNo }),
  answer: orderMove,
  auth: true,
})

/**
 * What happened to a position through its share (issue 19): a dividend it was entitled to on the
 * ex-date (a short owes it), paid on the pay date less the withholding tax; or a split that gave
 * it `ratio` times the lots at 1/ratio of the price.
 */
const corporateAction = z.union([
  z.object({
    kind: z.literal('dividend'),
    day: z.string(),
    payDay: z.string(),
    state: z.enum(['entitled', 'paid']),
    lots: z.number(),
    cashPerShare: z.string(),
    gross: z.nullable(money),
    tax: z.nullable(money),
    /** What the balance received (negative for a short), once paid. */
    net: z.nullable(money),
  }),
  z.object({
    kind: z.literal('split'),
    day: z.string(),
    ratio: z.number(),
    lotsBefore: z.number(),
    lotsAfter: z.number(),
    priceBefore: z.nullable(z.string()),
    priceAfter: z.nullable(z.string()),
  }),
])
export type CorporateActionView = z.output<typeof corporateAction>

/**
 * An order with every field of spec §3 Order/position. `yingkui` is the gain or loss at the last
 * price while open, the realised one once closed; `now` is the server's clock when it was read,
 * which decides whether a lock has passed (spec §4 Selling) — never the phone's clock.
 */
const position = z.object({
  orderNo: z.string(),
  code: z.string(),
  name: z.string(),
  market: z.enum(MARKETS),
  board: z.enum(BOARDS),
  currency: tradeCurrency,
  businessType: z.enum(ORDER_BUSINESS_TYPES),
  direction,
  priceType,
  state: orderState,
  limitPrice: z.nullable(z.string()),
  lots: z.number(),
  leverage: z.number(),
  createdAt: isoTime,
  buyTime: z.nullable(isoTime),
  buyPrice: z.nullable(z.string()),
  confirmedPrice: z.nullable(z.string()),
  amount: z.nullable(money),
  margin: z.nullable(money),
  frozen: z.nullable(money),
  lastPrice: z.nullable(z.string()),
  marketValue: z.nullable(money),
  fee: money,
  stampDuty: money,
  sellTime: z.nullable(isoTime),
  sellPrice: z.nullable(z.string()),
  lockUntil: z.nullable(isoTime),
  closeRequestedAt: z.nullable(isoTime),
  cancelledAt: z.nullable(isoTime),
  yingkui: z.nullable(money),
  /** Dividends paid to (or, short, by) the position so far, after tax; part of its profit. */
  dividends: money,
  actualProfit: z.nullable(money),
  corporateActions: z.array(corporateAction),
  /**
   * Issue 25, a position on margin: the price at which it is closed out (null for one that is
   * not on margin, or no longer open), whether it is under a margin call, and why it closed.
   */
  closeOutPrice: z.nullable(z.string()),
  marginCall: z.boolean(),
  closeReason: z.nullable(z.enum(CLOSE_REASONS)),
  /**
   * Issue 25: a stop or stop-limit order's stop, and whether the price has reached it; the
   * stop-loss (where a trailing stop stands now), its trail, and the take-profit.
   */
  stopPrice: z.nullable(z.string()),
  triggered: z.boolean(),
  stopLoss: z.nullable(z.string()),
  trailPercent: z.nullable(z.string()),
  takeProfit: z.nullable(z.string()),
  now: z.number(),
})
export type Position = z.output<typeof position>

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
  request: z.object({
    type: z.enum(MARKETS),
    page: z._default(z.int().check(z.minimum(1)), 1),
    size: z._default(
      z.int().check(z.minimum(1), z.maximum(POSITION_PAGE_SIZE)),
      POSITION_PAGE_SIZE,
    ),
  }),
  answer: z.array(position),
  auth: true,
})

export const ordersCall = defineCall({
  path: 'trade/orders',
  summary: 'The orders of one positions tab, newest first (spec §2 Positions)',
  request: z.object({
    type: z.enum(MARKETS),
    tab: z.enum(POSITION_TAB_IDS),
    businessType: z.optional(z.enum(BUSINESS_TYPES)),
    page: z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1),
    size: z._default(z.int().check(z.minimum(1), z.maximum(POSITION_PAGE_SIZE)), LIST_PAGE_SIZE),
  }),
  answer: pageOf(position),
  auth: true,
})

export const orderDetailCall = defineCall({
  path: 'trade/detail',
  summary: 'One of the caller’s orders with every field of spec §3 Order/position',
  request: z.object({ orderNo }),
  answer: position,
  auth: true,
})

const blockProduct = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  market: z.enum(MARKETS),
  currency: tradeCurrency,
  blockPrice: z.string(),
  lastPrice: z.nullable(z.string()),
  minShares: z.number(),
  opensAt: isoTime,
  closesAt: isoTime,
  /** Whether its window is open now, on the server's clock. */
  open: z.boolean(),
})
export type BlockProduct = z.output<typeof blockProduct>

export const blockProductsCall = defineCall({
  path: 'trade/blockProducts',
  summary: 'Block-trade products with their block price, minimum shares and window',
  request: empty,
  answer: z.array(blockProduct),
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
