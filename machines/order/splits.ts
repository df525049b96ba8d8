import { fromScaled, toScaled } from '../decimal.ts'

/**
 * Places a split price keeps. The price shown is then within a millionth of the exact quotient;
 * what the order cost, its margin and its profit come from its stored amount in cents, never from
 * lots × this price, so the rounding moves no money.
 */
export const SPLIT_PRICE_DECIMALS = 6

/** An order after a split: `ratio` times the lots at 1/ratio of the price. */
export interface SplitOrder {
  lots: number
  /** The price divided by the ratio, half up to SPLIT_PRICE_DECIMALS, trailing zeros dropped. */
  price: string | null
}

/** Drops the zeros a division leaves after the point ("182.470000" → "182.47"). */
function trimZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal
}

/**
 * A forward split of `ratio` new shares per old share (issue 19): an open or pending order holds
 * ratio × its lots at its price ÷ ratio, so what it cost, its margin and its fees are unchanged
 * and its profit at the new quotes is the profit it had at the old ones.
 */
export function splitOrder(lots: number, price: string | null, ratio: number): SplitOrder {
  if (!Number.isInteger(ratio) || ratio < 2) throw new RangeError(`not a forward split: ${ratio}`)
  if (price === null) return { lots: lots * ratio, price: null }
  const units = toScaled(price, SPLIT_PRICE_DECIMALS)
  const r = BigInt(ratio)
  const divided = (units * 2n + r) / (2n * r)
  return { lots: lots * ratio, price: trimZeros(fromScaled(divided, SPLIT_PRICE_DECIMALS)) }
}
