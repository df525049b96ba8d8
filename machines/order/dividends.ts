import { minorToDecimal } from '../money.ts'
import type { Direction } from './direction.ts'
import { productMinor } from './pricing.ts'

/**
 * A position's dividend (issue 19, decision 0028): entitled on the ex-date, paid on the pay date
 * through the ledger. The states the dividend_payments table stores.
 */
export const DIVIDEND_PAYMENT_STATES = ['entitled', 'paid'] as const
export type DividendPaymentState = (typeof DIVIDEND_PAYMENT_STATES)[number]

// not in the spec (issue 19): "on the pay date the amount is credited or debited through the ledger"; until then it is to be paid
export const dividendPaid = (state: DividendPaymentState) => state === 'paid'

/** What a position's dividend moves, to the cent (issue 19). */
export interface DividendAmounts {
  /** Cash per share × lots, rounded half up. */
  grossMinor: bigint
  /** Withheld from a long position's dividend; nothing on a short's. */
  taxMinor: bigint
  /** What the available balance changes by: received less the tax, or owed (negative). */
  netMinor: bigint
}

/** What a paid dividend moved the balance by: gross less tax for a long, the gross out for a short. */
export function paidDividendNet(
  direction: Direction,
  grossMinor: bigint,
  taxMinor: bigint,
): bigint {
  return direction === 'short' ? -grossMinor : grossMinor - taxMinor
}

/**
 * A position's dividend: a long position receives it, less the withholding tax of its market; a
 * short position owes it to the lender of the shares, in full (as brokers charge "manufactured
 * dividends").
 */
export function dividendAmounts(
  cashPerShare: string,
  lots: number,
  direction: Direction,
  withholdingRate: string,
): DividendAmounts {
  const grossMinor = productMinor(cashPerShare, String(lots))
  const taxMinor =
    direction === 'short' ? 0n : productMinor(minorToDecimal(grossMinor), withholdingRate)
  return { grossMinor, taxMinor, netMinor: paidDividendNet(direction, grossMinor, taxMinor) }
}
