import type { SessionStatus } from '../calendar/sessions.ts'
import { compareDecimal } from '../decimal.ts'
import { defineGate } from '../gate.ts'
import type { InstrumentFlag } from '../marketData.ts'
import type { Direction } from './direction.ts'
import {
  limitPriceIsPositive,
  lotsAreWhole,
  needsMarginTrading,
  withinPriceLimit,
} from './guards.ts'
import { isStopOrder, type PriceType } from './priceTypes.ts'
import { PROTECTION_CHECKS, type ProtectionFacts } from './protection.ts'
import { stopBeyondPrice, stopLimitReachable } from './stops.ts'

/** What kind of business an order is (spec §3 business type). */
export const BUSINESS_TYPES = ['normal', 'dayTrading', 'block'] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]

/** What a stored order can be: one a user placed, or a new-share allotment (spec §5 New shares). */
export const ORDER_BUSINESS_TYPES = [...BUSINESS_TYPES, 'ipo'] as const
export type OrderBusinessType = (typeof ORDER_BUSINESS_TYPES)[number]

export { isStopOrder, PRICE_TYPES, type PriceType } from './priceTypes.ts'

/**
 * Everything the placement gate decides on. The server computes these facts on every submit; the
 * buy panel computes the same facts from `trade/rules` and runs the same gate before submitting.
 */
export interface PlacementFacts {
  noTrade: boolean
  /** False for what only shows a level, such as an index. */
  tradable: boolean
  flags: readonly InstrumentFlag[]
  session: SessionStatus
  /** Whether the market has pre-market and after-hours sessions (spec §9 Extended sessions). */
  hasExtendedHours: boolean
  businessType: BusinessType
  /** Whether the block-trade product's window is open; true for other business types. */
  blockOpen: boolean
  direction: Direction
  priceType: PriceType
  limitPrice: string | null
  /** Issue 25: a stop or stop-limit order's stop as typed; null for other orders. */
  stopPrice: string | null
  /** Issue 25: the stop-loss and take-profit asked for, judged from the order's price. */
  protection: ProtectionFacts
  /** The last price, or null when none could be obtained. */
  lastPrice: string | null
  priceLimitPercent: string | null
  lots: number
  /** The block product's minimum shares; 0 for other business types. */
  minShares: number
  leverage: number
  leverages: readonly number[]
  /** Issue 25: a professional client (the console's), whom the retail cap does not bind. */
  professional: boolean
  /** Issue 25: the user has taken the appropriateness check for trading on margin. */
  appropriatenessDone: boolean
  /** Issue 25: at its price the position would already be at its close-out level. */
  closesOutAtOnce: boolean
  retailLeverageCap: number
  marginTrading: boolean
  /** Money as decimal strings ("1234.50"), so that facts travel as JSON (flow explorer, API). */
  amount: string
  minAmount: string
  total: string
  available: string
  /** The user's orders in the last minute: only the server counts them; the screen leaves it out. */
  recentOrders?: number
  ordersPerMinute: number
}

// spec §6 Account restrictions: an account barred from trading cannot place orders
export const isBarredFromTrading = (f: PlacementFacts) => f.noTrade
// spec §5 Trading: the lot count must be a whole number
export const lotsNotWhole = (f: PlacementFacts) => !lotsAreWhole(f.lots)
// spec §5 Trading: limit or pending price must be above 0 (a stop order's stop is a pending price)
export const limitPriceNotPositive = (f: PlacementFacts) =>
  !limitPriceIsPositive(f.priceType, f.limitPrice) ||
  (isStopOrder(f.priceType) && !limitPriceIsPositive('limit', f.stopPrice))
// spec §8 Trading: stock cannot be bought (an index, or suspended or delisted, spec §3 alert flags)
export const cannotBeBought = (f: PlacementFacts) =>
  !f.tradable || f.flags.includes('suspended') || f.flags.includes('delisted')
// spec §8 Trading: a block trade is taken only while its product is open
export const blockTradeClosed = (f: PlacementFacts) => f.businessType === 'block' && !f.blockOpen
// spec §5 Trading: trading hours apply; spec §9 Extended sessions: pre-market and after-market for
// US shares, with limit orders only (as US brokers require) and not for day trades
export const outsideTradingHours = (f: PlacementFacts) => {
  if (f.session === 'open') return false
  if (f.session === 'closed' || !f.hasExtendedHours) return true
  return f.businessType !== 'normal' || f.priceType !== 'limit'
}
// spec §8 Trading: a current price must be obtained
export const priceNotObtained = (f: PlacementFacts) => f.lastPrice === null
// spec §5 Trading: price limit (up/down) must not be exceeded
export const priceLimitExceeded = (f: PlacementFacts) =>
  f.lastPrice !== null &&
  [f.limitPrice, f.stopPrice].some(
    (price) =>
      price !== null && !withinPriceLimit(price, f.lastPrice as string, f.priceLimitPercent),
  )
// not in the spec (issue 25): a buy stop lies above the price and a short sale's below it
export const stopOnWrongSide = (f: PlacementFacts) =>
  isStopOrder(f.priceType) &&
  f.stopPrice !== null &&
  f.lastPrice !== null &&
  !stopBeyondPrice(f.direction, f.stopPrice, f.lastPrice)
// not in the spec (issue 25): a stop-limit's limit is at or beyond its stop in its direction
export const stopLimitUnreachable = (f: PlacementFacts) =>
  f.priceType === 'stopLimit' &&
  f.stopPrice !== null &&
  f.limitPrice !== null &&
  !stopLimitReachable(f.direction, f.stopPrice, f.limitPrice)

/** The protection rules (machines/order/protection.ts) on the order's protection facts. */
const protectionChecks = PROTECTION_CHECKS.map((check) => ({
  ...check,
  blocks: {
    name: check.blocks.name,
    test: (f: PlacementFacts) => check.blocks.test(f.protection),
  },
}))
// spec §2 Stock detail: the leverage is one of the multipliers offered
export const leverageNotOffered = (f: PlacementFacts) => !f.leverages.includes(f.leverage)
// not in the spec (issue 25, ESMA): a retail client's leverage stays within the asset class's cap
export const aboveRetailLeverageCap = (
  f: Pick<PlacementFacts, 'professional' | 'leverage' | 'retailLeverageCap'>,
) => !f.professional && f.leverage > f.retailLeverageCap
// spec §8 Trading: shorts and leverage need margin trading to be enabled
export const marginTradingOff = (f: PlacementFacts) =>
  needsMarginTrading(f.direction, f.leverage) && !f.marginTrading
// not in the spec (issue 25, MiFID II appropriateness): a first order on margin or a short sale
// waits for the appropriateness check
export const appropriatenessMissing = (f: PlacementFacts) =>
  needsMarginTrading(f.direction, f.leverage) && !f.appropriatenessDone
// not in the spec (issue 25): a position that would be closed out the moment it opened (extreme
// leverage or fees) is not opened
export const opensAtCloseOut = (f: PlacementFacts) => f.closesOutAtOnce
// spec §5 New shares, block trades: a block trade has a minimum number of shares
export const belowBlockMinimum = (f: PlacementFacts) =>
  f.businessType === 'block' && f.lots < f.minShares
// spec §5 Trading: minimum amount to open a position
export const belowMinimumAmount = (f: PlacementFacts) => compareDecimal(f.amount, f.minAmount) < 0
// spec §5 Trading: submissions that are too frequent are rejected
export const submittingTooOften = (f: PlacementFacts) =>
  f.recentOrders !== undefined && f.recentOrders >= f.ordersPerMinute
// spec §8 Funds: the total must not exceed the available balance
export const balanceTooLow = (f: PlacementFacts) => compareDecimal(f.total, f.available) > 0

/** Placing an order: the first rule that blocks it, in the order a user can act on them. */
export const orderPlacementGate = defineGate<PlacementFacts>(
  'orderPlacement',
  'Decides whether an order may be placed: account, instrument, hours, price, lots, leverage, amount, frequency and balance (spec §5 Trading, §8 Trading).',
  [
    {
      state: 'barred',
      code: 'trade.noTrade',
      blocks: { name: 'isBarredFromTrading', test: isBarredFromTrading },
      description: 'The operator barred the account from trading.',
    },
    {
      state: 'lotsInvalid',
      code: 'trade.lotsInvalid',
      blocks: { name: 'lotsNotWhole', test: lotsNotWhole },
      description: 'The number of lots is not a whole number of at least 1.',
    },
    {
      state: 'priceInvalid',
      code: 'trade.priceInvalid',
      blocks: { name: 'limitPriceNotPositive', test: limitPriceNotPositive },
      description: 'A limit order needs a price above zero, and a stop order a stop above zero.',
    },
    {
      state: 'cannotBuy',
      code: 'trade.cannotBuy',
      blocks: { name: 'cannotBeBought', test: cannotBeBought },
      description: 'The instrument is an index, suspended or delisted.',
    },
    {
      state: 'blockClosed',
      code: 'trade.blockClosed',
      blocks: { name: 'blockTradeClosed', test: blockTradeClosed },
      description: 'The block-trade product is outside its window.',
    },
    {
      state: 'notTradingTime',
      code: 'trade.notTradingTime',
      blocks: { name: 'outsideTradingHours', test: outsideTradingHours },
      description:
        'The market is closed, or in an extended session that takes only ordinary limit orders.',
    },
    {
      state: 'noPrice',
      code: 'trade.noPrice',
      blocks: { name: 'priceNotObtained', test: priceNotObtained },
      description: 'No current price could be obtained for the instrument.',
    },
    {
      state: 'priceLimit',
      code: 'trade.priceLimit',
      blocks: { name: 'priceLimitExceeded', test: priceLimitExceeded },
      description: 'The limit or stop price is outside the allowed band around the last price.',
    },
    {
      state: 'stopSide',
      code: 'trade.stopSide',
      blocks: { name: 'stopOnWrongSide', test: stopOnWrongSide },
      description:
        'A buy stop at or below the price, or a short sale’s stop at or above it: it would trigger at once.',
    },
    {
      state: 'stopLimitSide',
      code: 'trade.stopLimitSide',
      blocks: { name: 'stopLimitUnreachable', test: stopLimitUnreachable },
      description: 'A stop-limit order whose limit is on the wrong side of its stop.',
    },
    ...protectionChecks,
    {
      state: 'leverageUnavailable',
      code: 'trade.leverageUnavailable',
      blocks: { name: 'leverageNotOffered', test: leverageNotOffered },
      description: 'The leverage is not one of those offered for the instrument.',
    },
    {
      state: 'marginDisabled',
      code: 'trade.marginDisabled',
      blocks: { name: 'marginTradingOff', test: marginTradingOff },
      description: 'Short selling or leverage needs margin trading, which is off here.',
    },
    {
      state: 'retailLeverageCap',
      code: 'trade.retailLeverageCap',
      blocks: { name: 'aboveRetailLeverageCap', test: aboveRetailLeverageCap },
      description: 'A retail client asked for more leverage than the cap of the asset class.',
    },
    {
      state: 'appropriatenessRequired',
      code: 'trade.appropriatenessRequired',
      blocks: { name: 'appropriatenessMissing', test: appropriatenessMissing },
      description: 'A first order on margin or a short sale, before the appropriateness check.',
    },
    {
      state: 'closesOutAtOnce',
      code: 'trade.closesOutAtOnce',
      blocks: { name: 'opensAtCloseOut', test: opensAtCloseOut },
      description: 'At its price and leverage the position would be closed out as it opened.',
    },
    {
      state: 'belowBlockMinimum',
      code: 'trade.blockMinShares',
      blocks: { name: 'belowBlockMinimum', test: belowBlockMinimum },
      description: 'The block trade is below its minimum number of shares.',
    },
    {
      state: 'belowMinAmount',
      code: 'trade.belowMinAmount',
      blocks: { name: 'belowMinimumAmount', test: belowMinimumAmount },
      description: 'The amount is below the minimum to open a position.',
    },
    {
      state: 'tooFrequent',
      code: 'common.tooFrequent',
      blocks: { name: 'submittingTooOften', test: submittingTooOften },
      description: 'The user submitted too many orders in the last minute.',
      serverOnly: true,
    },
    {
      state: 'insufficient',
      code: 'funds.insufficient',
      blocks: { name: 'balanceTooLow', test: balanceTooLow },
      description: 'Margin, fee and stamp duty exceed the available balance.',
    },
  ],
)
