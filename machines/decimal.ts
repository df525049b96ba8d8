/**
 * Exact arithmetic on non-negative decimal strings ("1234.5"), so that quantities and money are
 * never binary floats. Values are scaled to big integers with as many fraction digits as needed.
 */

const DECIMAL = /^\d*(?:\.\d*)?$/

/** How many digits a decimal string has after its point. */
export function fractionDigits(value: string): number {
  const dot = value.indexOf('.')
  return dot === -1 ? 0 : value.length - dot - 1
}

/** A non-negative decimal as a big integer of `scale` fraction digits (extra digits cut off). */
export function toScaled(value: string, scale: number): bigint {
  if (!DECIMAL.test(value)) throw new RangeError(`not a decimal: ${value}`)
  const [whole = '', fraction = ''] = value.split('.')
  return BigInt((whole || '0') + fraction.padEnd(scale, '0').slice(0, scale))
}

/** A big integer of `scale` fraction digits back as a decimal string. */
export function fromScaled(scaled: bigint, scale: number): string {
  const digits = scaled.toString().padStart(scale + 1, '0')
  if (scale === 0) return digits
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(fractionDigits(a), fractionDigits(b))
  const x = toScaled(a, scale)
  const y = toScaled(b, scale)
  return x < y ? -1 : x > y ? 1 : 0
}

/** a + delta for a whole delta, keeping a's fraction digits; never below zero. */
export function addWhole(a: string, delta: number): string {
  const scale = fractionDigits(a)
  const sum = toScaled(a, scale) + BigInt(delta) * 10n ** BigInt(scale)
  return fromScaled(sum < 0n ? 0n : sum, scale)
}
