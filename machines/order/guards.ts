import type { CalendarId } from '../calendar/hours.ts'
import { currentTradingDay, sessionOn } from '../calendar/sessions.ts'
import { compareDecimal, fractionDigits, fromScaled, toScaled } from '../decimal.ts'
import type { Direction } from './direction.ts'
import { hasLimitPrice, type PriceType } from './priceTypes.ts'

/**
 * The order rules as plain predicates: the order lifecycle, the placement gate and the buy panel
 * use these same functions, so each rule is written once.
 */

export interface LimitTerms {
  direction: Direction
  priceType: PriceType
  limitPrice: string | null
}

// not in the spec: a limit order fills when the price reaches it (at or below for a buy, at or
// above for a short sale); a market order, or a stop order once triggered, at whatever it is
export function limitReached(order: LimitTerms, price: string): boolean {
  if (!hasLimitPrice(order.priceType) || order.limitPrice === null) return true
  const side = compareDecimal(price, order.limitPrice)
  return order.direction === 'long' ? side <= 0 : side >= 0
}

// spec §4 Selling: only after the lock passes, either N minutes or T+N days
export const lockHasPassed = (lockUntil: number | null, now: number) =>
  lockUntil === null || now >= lockUntil

// spec §5 Trading: the lot count must be a whole number
export const lotsAreWhole = (lots: number) => Number.isSafeInteger(lots) && lots >= 1

// spec §5 Trading: limit or pending price must be above 0
export const limitPriceIsPositive = (priceType: PriceType, price: string | null) =>
  !hasLimitPrice(priceType) ||
  (price !== null && /^\d+(\.\d+)?$/.test(price) && !/^0*\.?0*$/.test(price))

/**
 * spec §5 Trading: price limit (up/down) must not be exceeded — a limit price stays within
 * `percent` either side of the last price.
 */
export function withinPriceLimit(
  price: string,
  reference: string,
  percent: string | null,
): boolean {
  if (percent === null) return true
  const [low, high] = priceBand(reference, percent)
  return compareDecimal(price, low) >= 0 && compareDecimal(price, high) <= 0
}

/** The lowest and highest limit prices allowed around `reference`, as decimal strings. */
export function priceBand(reference: string, percent: string): [string, string] {
  const scale = fractionDigits(reference) + fractionDigits(percent) + 2
  const ref = toScaled(reference, scale)
  const step = (ref * toScaled(percent, scale)) / 10n ** BigInt(scale) / 100n
  const text = (units: bigint) => fromScaled(units, scale).replace(/\.?0+$/, '') || '0'
  return [text(ref - step < 0n ? 0n : ref - step), text(ref + step)]
}

// spec §8 Trading: shorts and leverage need margin trading to be enabled
export const needsMarginTrading = (direction: Direction, leverage: number) =>
  direction === 'short' || leverage > 1

// not in the spec: a day trade (spec §2 Day trading) is closed by the server when the session it
// was opened in ends
export function dayTradeSessionOver(calendar: CalendarId, filledAt: number, now: number): boolean {
  const session = sessionOn(calendar, currentTradingDay(calendar, filledAt))
  return session !== null && now >= session.close
}
