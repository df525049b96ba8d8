import { fractionDigits, fromScaled, toScaled } from '../decimal.ts'
import { decimalToMinor } from '../money.ts'
import { productMinor } from '../order/pricing.ts'

/**
 * The credit terms the back office sets (site config `credit.*`): how much credit each point of
 * credit score gives on activation, and the daily interest rate on what is owed.
 */
export interface CreditTerms {
  /** Euros of credit limit per point of credit score, a decimal string. */
  limitPerPoint: string
  /** Interest per day on the outstanding amount, as a fraction ("0.0005" = 0.05 %). */
  dailyRate: string
  /** The smallest loan, in euros (spec §8 Credit: below minimum borrowing). */
  minLoan: string
}

/** The credit limit activation grants: credit score × the limit per point, in cents. */
export const creditLimitFor = (creditScore: number, terms: Pick<CreditTerms, 'limitPerPoint'>) =>
  productMinor(terms.limitPerPoint, String(Math.max(0, creditScore)))

/**
 * Interest on `outstandingMinor` for `days` whole days, compounded daily and rounded half up to
 * the cent each day (the server posts one ledger row per accrual).
 */
export function interestMinor(
  outstandingMinor: bigint,
  days: number,
  terms: Pick<CreditTerms, 'dailyRate'>,
): bigint {
  let owed = outstandingMinor
  for (let d = 0; d < days; d++) owed += productMinor(`${owed}`, terms.dailyRate) / 100n
  return owed - outstandingMinor
}

/** Whether a decimal text is a positive whole amount ("500" or "500.00"). */
export function isWholeAmount(text: string): boolean {
  const minor = decimalToMinor(text)
  return minor !== null && minor > 0n && minor % 100n === 0n
}

/** A daily rate as a fraction ("0.0005") in percent ("0.05"), exactly, without trailing zeros. */
export function ratePercent(rate: string): string {
  const digits = Math.max(fractionDigits(rate), 2)
  const text = fromScaled(toScaled(rate, digits), digits - 2)
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}
