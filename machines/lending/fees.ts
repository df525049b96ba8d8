import { fractionDigits, fromScaled, toScaled } from '../decimal.ts'

/** The days a lending fee's annual rate is divided over. */
const DAYS_PER_YEAR = 365n

const scaled = (text: string) => {
  const scale = fractionDigits(text)
  return { units: toScaled(text, scale), scale }
}

/**
 * One trading day's fee paid to a lender (issue 20): the lent shares' value at that day's close ×
 * the annual fee rate ÷ 365 × the lender's share, in cents, rounded half up — computed exactly
 * from the decimal strings, rounded once.
 */
export function lendingDayFeeMinor(close: string, lots: number, feeRate: string, share: string) {
  const c = scaled(close)
  const r = scaled(feeRate)
  const s = scaled(share)
  const numerator = c.units * BigInt(lots) * r.units * s.units * 100n
  const denominator = 10n ** BigInt(c.scale + r.scale + s.scale) * DAYS_PER_YEAR
  return (numerator * 2n + denominator) / (2n * denominator)
}

/** What the lender receives a year, as a rate: the annual fee times their share, exactly. */
export function lenderYearlyRate(feeRate: string, share: string): string {
  const r = scaled(feeRate)
  const s = scaled(share)
  return fromScaled(r.units * s.units, r.scale + s.scale)
}
