import { decimalToMinor, MONEY_DECIMALS } from './money.ts'

/**
 * Currencies without a minor unit (ISO 4217: the yen, the won and the dong have none; issue 21,
 * spec §9 Exchange currencies). Every amount is still stored in hundredths, one unit for the
 * whole ledger (docs/decisions/0040); in these currencies every stored amount is a whole number
 * of units, because each path that writes one refuses a fraction typed by a person or rounds a
 * conversion down to a whole unit.
 */
export const WHOLE_UNIT_CURRENCIES: readonly string[] = ['JPY', 'KRW', 'VND']

/** How many decimals an amount in `currency` has: 0 for the yen, the won and the dong, else 2. */
export function currencyDecimals(currency: string): number {
  return WHOLE_UNIT_CURRENCIES.includes(currency) ? 0 : MONEY_DECIMALS
}

/** Hundredths per smallest unit of `currency`: 100 where there are no cents, else 1. */
function smallestUnit(currency: string): bigint {
  return 10n ** BigInt(MONEY_DECIMALS - currencyDecimals(currency))
}

/** Whether an amount (a decimal string) is a whole number of `currency`'s smallest unit. */
export function fitsCurrency(amount: string, currency: string): boolean {
  const minor = decimalToMinor(amount)
  return minor !== null && minor % smallestUnit(currency) === 0n
}

/** An amount in hundredths rounded down to `currency`'s smallest unit (a whole won, a cent). */
export function roundDownToCurrency(minor: bigint, currency: string): bigint {
  const unit = smallestUnit(currency)
  return minor - (((minor % unit) + unit) % unit)
}
