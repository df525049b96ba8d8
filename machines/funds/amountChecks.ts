import { fitsCurrency } from '../currency.ts'
import { compareDecimal } from '../decimal.ts'
import { decimalToMinor } from '../money.ts'

/** Facts every money request shares: the amount typed and the bounds the server supplies. */
export interface AmountFacts {
  /** As typed: a decimal string, possibly empty. */
  amount: string
  /** Decimal strings; `max` null when there is none. */
  min: string
  max: string | null
}

/** A positive amount with at most two decimals. */
export function isAmount(text: string): boolean {
  const minor = decimalToMinor(text)
  return minor !== null && minor > 0n
}

// spec §5 Withdrawal, Deposit, Exchange: the amount is required
export const amountMissing = (f: AmountFacts) => !isAmount(f.amount)
// spec §5 Withdrawal, Deposit: the amount is at least the minimum the server sets
export const amountBelowMin = (f: AmountFacts) =>
  isAmount(f.amount) && compareDecimal(f.amount, f.min) < 0
// spec §5 Withdrawal, Deposit: the amount is at most the maximum the server sets
export const amountAboveMax = (f: AmountFacts) =>
  isAmount(f.amount) && f.max !== null && compareDecimal(f.amount, f.max) > 0

/** Whether an amount has cents that `currency` does not have (the yen, the won, the dong). */
export const centsOfWholeCurrency = (amount: string, currency: string) =>
  isAmount(amount) && !fitsCurrency(amount, currency)
