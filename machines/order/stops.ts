import { compareDecimal, fractionDigits, fromScaled, toScaled } from '../decimal.ts'
import type { Direction } from './direction.ts'
import { limitPriceIsPositive } from './guards.ts'

/**
 * Orders that protect (issue 25, decision 0049): stop and stop-limit orders, which wait for a
 * price before they work, and a position's stop-loss (fixed or trailing) and take-profit. The
 * order machine, the placement gate, the ticket and the server's stop sweep use these same rules.
 */

/** What protects a position: a stop-loss, which may trail the price, and a take-profit. */
export interface Protection {
  stopLoss: string | null
  takeProfit: string | null
  /**
   * A trailing stop-loss: it follows the best price since the position opened, this percent
   * below it (a long) or above it (a short), and never moves back.
   */
  trailPercent: string | null
}

export const NO_PROTECTION: Protection = { stopLoss: null, takeProfit: null, trailPercent: null }

/** Issue 25, not in the spec: a trailing stop trails by at most this percent. */
export const TRAIL_PERCENT_MAX = '50'

const isPrice = (value: string) => limitPriceIsPositive('limit', value)

// not in the spec (issue 25): a stop order triggers once the price reaches its stop — at or above
// it for a buy, at or below it for a short sale
export function stopReached(direction: Direction, stop: string, price: string): boolean {
  const side = compareDecimal(price, stop)
  return direction === 'long' ? side >= 0 : side <= 0
}

// not in the spec (issue 25): a buy stop lies above the price and a short sale's below it, or it
// would trigger the moment it is placed
export function stopBeyondPrice(direction: Direction, stop: string, last: string): boolean {
  const side = compareDecimal(stop, last)
  return direction === 'long' ? side > 0 : side < 0
}

// not in the spec (issue 25): a stop-limit's limit is at or beyond its stop in the order's
// direction (at or above it for a buy), or it could not fill as it triggers
export function stopLimitReachable(direction: Direction, stop: string, limit: string): boolean {
  const side = compareDecimal(limit, stop)
  return direction === 'long' ? side >= 0 : side <= 0
}

// not in the spec (issue 25): a stop-loss is hit once the price falls to it (a long) or rises to
// it (a short)
export function stopLossHit(direction: Direction, stopLoss: string, price: string): boolean {
  const side = compareDecimal(price, stopLoss)
  return direction === 'long' ? side <= 0 : side >= 0
}

// not in the spec (issue 25): a take-profit is hit once the price rises to it (a long) or falls to
// it (a short)
export function takeProfitHit(direction: Direction, takeProfit: string, price: string): boolean {
  const side = compareDecimal(price, takeProfit)
  return direction === 'long' ? side >= 0 : side <= 0
}

/** Whether `protection` closes a position at `price`: its stop-loss or its take-profit is hit. */
export function protectionHit(
  direction: Direction,
  protection: Protection,
  price: string,
): 'stopLoss' | 'takeProfit' | null {
  if (protection.stopLoss !== null && stopLossHit(direction, protection.stopLoss, price))
    return 'stopLoss'
  if (protection.takeProfit !== null && takeProfitHit(direction, protection.takeProfit, price))
    return 'takeProfit'
  return null
}

// not in the spec (issue 25): a stop-loss lies on the losing side of the price it protects —
// below it for a long, above it for a short — or it would close the position at once
export const stopLossOnLosingSide = (direction: Direction, stopLoss: string, reference: string) =>
  !stopLossHit(direction, stopLoss, reference)

// not in the spec (issue 25): a take-profit lies on the winning side of the price — above it for
// a long, below it for a short — or it would close the position at once
export const takeProfitOnWinningSide = (
  direction: Direction,
  takeProfit: string,
  reference: string,
) => !takeProfitHit(direction, takeProfit, reference)

// not in the spec (issue 25): a trailing stop trails by more than 0 % and at most
// TRAIL_PERCENT_MAX
export const trailPercentValid = (percent: string) =>
  isPrice(percent) && compareDecimal(percent, TRAIL_PERCENT_MAX) <= 0

/**
 * Where a trailing stop-loss stands at `price`: `trailPercent` below the price for a long (rounded
 * down to the tick), above it for a short (rounded up); it never moves back, so the result is the
 * better of that and `current`.
 */
export function trailedStopLoss(
  direction: Direction,
  current: string | null,
  trailPercent: string,
  price: string,
  decimals: number,
): string {
  const scale = decimals + fractionDigits(trailPercent) + 2
  const units = toScaled(price, scale)
  const step = (units * toScaled(trailPercent, scale)) / 10n ** BigInt(scale) / 100n
  const tick = 10n ** BigInt(scale - decimals)
  const raw = direction === 'long' ? units - step : units + step
  // Down to the tick for a long, up for a short: the stop never sits closer than the percent.
  const ticks = direction === 'long' ? raw / tick : (raw + tick - 1n) / tick
  const level = fromScaled(ticks < 1n ? 1n : ticks, decimals)
  if (current === null) return level
  const better =
    direction === 'long' ? compareDecimal(level, current) > 0 : compareDecimal(level, current) < 0
  return better ? level : current
}

/**
 * The protection to store for a position or order at `reference` (the price it opened at, or the
 * order's price while it waits): a trailing stop starts its stop-loss there.
 */
export function protectionAt(
  direction: Direction,
  protection: Protection,
  reference: string,
  decimals: number,
): Protection {
  if (protection.trailPercent === null) return protection
  const stopLoss = trailedStopLoss(direction, null, protection.trailPercent, reference, decimals)
  return { ...protection, stopLoss }
}

// spec §8 Funds: the total must not exceed the available balance — a stop order filled past its
// stop (a gap) pays what its cost exceeds the money frozen for it from the balance, or is cancelled
export const stopFillAffordable = (
  frozenMinor: bigint,
  availableMinor: bigint,
  costMinor: bigint,
) => costMinor <= frozenMinor + availableMinor

/**
 * A price written to the instrument's decimals ("23" → "23.000", "07.50" → "7.50"), as it is
 * stored and shown; more decimals are kept, for the gate that refuses them to name.
 */
export function atTickDecimals(price: string, decimals: number): string {
  if (fractionDigits(price) > decimals) return price
  return fromScaled(toScaled(price, decimals), decimals)
}

/** Every price of `protection` written to the instrument's decimals, as it is stored and shown. */
export const protectionWritten = (protection: Protection, decimals: number): Protection => ({
  stopLoss: protection.stopLoss && atTickDecimals(protection.stopLoss, decimals),
  takeProfit: protection.takeProfit && atTickDecimals(protection.takeProfit, decimals),
  trailPercent: protection.trailPercent,
})
