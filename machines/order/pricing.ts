import { fractionDigits, toScaled } from '../decimal.ts'
import { minorToDecimal } from '../money.ts'
import type { Direction } from './direction.ts'
import { limitPriceIsPositive, lotsAreWhole } from './guards.ts'

/**
 * The money of one order, in integer minor units (cents), computed from decimal strings so that no
 * binary float ever holds an amount. The buy panel (preview) and the server (ledger) both call
 * these functions, so the fee shown before confirming is the fee charged.
 */

const DECIMAL = /^\d+(?:\.\d+)?$/

function scaled(value: string): { units: bigint; scale: number } {
  if (!DECIMAL.test(value)) throw new RangeError(`not a non-negative decimal: ${value}`)
  const scale = fractionDigits(value)
  return { units: toScaled(value, scale), scale }
}

/** units / 10^shift, rounded half up (units ≥ 0). */
function shiftRound(units: bigint, shift: number): bigint {
  if (shift <= 0) return units * 10n ** BigInt(-shift)
  const divisor = 10n ** BigInt(shift)
  return (units + divisor / 2n) / divisor
}

/** a × b in cents, rounded half up; a and b are non-negative decimal strings. */
export function productMinor(a: string, b: string): bigint {
  const x = scaled(a)
  const y = scaled(b)
  return shiftRound(x.units * y.units, x.scale + y.scale - 2)
}

/** minor / divisor rounded half up (divisor > 0). */
export function divideMinor(minor: bigint, divisor: number): bigint {
  const d = BigInt(divisor)
  return (minor * 2n + d) / (2n * d)
}

export interface FeeRates {
  /** spec §9 Fees shown: buy fee, as a fraction ("0.001" = 0.1 %). */
  buyFee: string
  /** spec §9 Fees shown: sell fee. */
  sellFee: string
  /** spec §9 Fees shown: stamp duty, charged on the purchase leg (see docs/decisions/0008). */
  stampDuty: string
}

export interface OpeningCost {
  /** spec §3 contract amount: price × lots (1 lot = 1 share, spec §9). */
  amountMinor: bigint
  /** spec §3 original margin: amount / leverage. */
  marginMinor: bigint
  feeMinor: bigint
  stampDutyMinor: bigint
  /** What leaves the available balance: margin + fee + stamp duty. */
  totalMinor: bigint
}

/**
 * The cost of opening: a long buys at once (buy fee and stamp duty now); a short sells first (sell
 * fee now) and pays the purchase's stamp duty when it buys back.
 */
export function openingCost(
  price: string,
  lots: number,
  leverage: number,
  direction: Direction,
  rates: FeeRates,
): OpeningCost {
  const amountMinor = productMinor(price, String(lots))
  const marginMinor = divideMinor(amountMinor, leverage)
  const feeMinor = productMinor(
    minorToDecimal(amountMinor),
    direction === 'long' ? rates.buyFee : rates.sellFee,
  )
  const stampDutyMinor =
    direction === 'long' ? productMinor(minorToDecimal(amountMinor), rates.stampDuty) : 0n
  return {
    amountMinor,
    marginMinor,
    feeMinor,
    stampDutyMinor,
    totalMinor: marginMinor + feeMinor + stampDutyMinor,
  }
}

/**
 * The cost of an order at `price` (its limit, block or last price), or null when it cannot be
 * priced: no price, a price not above zero, or lots that are not whole (spec §5 Trading). The
 * buy panel shows it and the server freezes it, from this one function.
 */
export function costAt(
  price: string | null,
  order: { lots: number; leverage: number; direction: Direction },
  rates: FeeRates,
): OpeningCost | null {
  if (price === null || !limitPriceIsPositive('limit', price)) return null
  if (!lotsAreWhole(order.lots) || order.leverage < 1) return null
  return openingCost(price, order.lots, order.leverage, order.direction, rates)
}

/** spec §3 yingkui: the gain or loss at `price`; its sign follows the direction. */
export function profitMinor(
  openAmountMinor: bigint,
  price: string,
  lots: number,
  direction: Direction,
): bigint {
  const now = productMinor(price, String(lots))
  return direction === 'long' ? now - openAmountMinor : openAmountMinor - now
}

export interface ClosingSettlement {
  amountMinor: bigint
  /** The gain or loss on the price, before fees; a loss never takes more than the margin. */
  profitMinor: bigint
  feeMinor: bigint
  stampDutyMinor: bigint
  /** What returns to the available balance: margin + profit − fees, never below zero. */
  creditMinor: bigint
  /** What the close would have taken beyond the margin (a gap past the close-out): not charged. */
  writtenOffMinor: bigint
}

/**
 * Closing a position: a long sells (sell fee), a short buys back (buy fee and stamp duty). The
 * margin is the most the position can lose, fees included: what would go below zero is written
 * off, so no balance is ever negative (docs/decisions/0008).
 */
export function closingSettlement(
  opening: { amountMinor: bigint; marginMinor: bigint },
  price: string,
  lots: number,
  direction: Direction,
  rates: FeeRates,
): ClosingSettlement {
  const amountMinor = productMinor(price, String(lots))
  const rawProfit = profitMinor(opening.amountMinor, price, lots, direction)
  const fullFee = productMinor(
    minorToDecimal(amountMinor),
    direction === 'long' ? rates.sellFee : rates.buyFee,
  )
  const fullStamp =
    direction === 'short' ? productMinor(minorToDecimal(amountMinor), rates.stampDuty) : 0n
  const afterProfit = opening.marginMinor + rawProfit
  const profit = afterProfit < 0n ? -opening.marginMinor : rawProfit
  const left = opening.marginMinor + profit
  const feeMinor = fullFee < left ? fullFee : left
  const stampDutyMinor = fullStamp < left - feeMinor ? fullStamp : left - feeMinor
  const owed = opening.marginMinor + rawProfit - fullFee - fullStamp
  return {
    amountMinor,
    profitMinor: profit,
    feeMinor,
    stampDutyMinor,
    creditMinor: left - feeMinor - stampDutyMinor,
    writtenOffMinor: owed < 0n ? -owed : 0n,
  }
}
