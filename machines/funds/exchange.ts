import { roundDownToCurrency } from '../currency.ts'
import { defineGate } from '../gate.ts'
import { decimalToMinor, minorToDecimal } from '../money.ts'
import { centsOfWholeCurrency, isAmount } from './amountChecks.ts'

/** What decides whether a currency exchange goes ahead (funds/exchange). */
export interface ExchangeFacts {
  from: string
  to: string
  amount: string
  /** Whether the config has a rate for both currencies. */
  ratesKnown: boolean
  available: string
}

// spec §5 Exchange: amount is required
export const exchangeAmountMissing = (f: ExchangeFacts) => !isAmount(f.amount)
// not in the spec (ISO 4217, issue 21): the yen, the won and the dong are exchanged in whole units
export const fractionOfWholeCurrency = (f: ExchangeFacts) => centsOfWholeCurrency(f.amount, f.from)
// spec §5 Exchange: the two currencies must differ
export const sameCurrency = (f: ExchangeFacts) => f.from === f.to
// spec §3 Exchange: the rate comes from the config; no rate, no exchange
export const rateMissing = (f: ExchangeFacts) => !f.ratesKnown
// spec §8 Funds: the total must not exceed the available balance
export const exchangeExceedsAvailable = (f: ExchangeFacts) =>
  (decimalToMinor(f.amount) ?? 0n) > (decimalToMinor(f.available) ?? 0n)

export const exchangeGate = defineGate<ExchangeFacts>(
  'exchangeGate',
  'Decides whether a currency exchange goes ahead: amount, two different currencies, a configured rate, enough balance (spec §5 Exchange).',
  [
    {
      state: 'amountMissing',
      code: 'funds.amountRequired',
      blocks: { name: 'exchangeAmountMissing', test: exchangeAmountMissing },
      description: 'No amount.',
    },
    {
      state: 'wholeUnits',
      code: 'funds.wholeUnits',
      blocks: { name: 'fractionOfWholeCurrency', test: fractionOfWholeCurrency },
      description: 'Cents of a currency that has none (the yen, the won, the dong).',
    },
    {
      state: 'sameCurrency',
      code: 'funds.sameCurrency',
      blocks: { name: 'sameCurrency', test: sameCurrency },
      description: 'Both sides are the same currency.',
    },
    {
      state: 'rateMissing',
      code: 'funds.rateMissing',
      blocks: { name: 'rateMissing', test: rateMissing },
      description: 'The back office has no rate for one of the currencies.',
    },
    {
      state: 'insufficient',
      code: 'funds.insufficient',
      blocks: { name: 'exchangeExceedsAvailable', test: exchangeExceedsAvailable },
      description: 'More than the available balance in the source currency.',
    },
  ],
)

const RATE = /^\d{1,9}(\.\d{1,8})?$/
/** Rates are "how many US dollars one unit is worth", decimal strings with up to 8 places. */
export function isRate(text: string): boolean {
  return RATE.test(text) && /[1-9]/.test(text)
}

function scaled(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.')
  return BigInt(whole + fraction.padEnd(8, '0'))
}

/**
 * amount × rate(from) / rate(to), in cents, rounded down: the user never receives a cent the
 * source amount did not cover. Given the currency received, rounded down to its smallest unit (a
 * whole won). Pure bigint arithmetic, no float.
 */
export function convertAmount(
  amount: string,
  fromRate: string,
  toRate: string,
  toCurrency?: string,
): string {
  const minor = decimalToMinor(amount)
  if (minor === null) throw new Error(`not an amount: ${amount}`)
  const converted = (minor * scaled(fromRate)) / scaled(toRate)
  return minorToDecimal(toCurrency ? roundDownToCurrency(converted, toCurrency) : converted)
}

/**
 * Issue 18: "Total assets" counts every currency the account holds, each converted into
 * `currency` at the configured rates (the rates the exchange screen uses) and summed. A currency
 * without a rate cannot be converted: it is listed beneath the total but left out of it, and
 * `complete` says so.
 */
export function consolidatedTotal(
  holdings: readonly { currency: string; total: string }[],
  rates: Readonly<Record<string, string>>,
  currency: string,
): { total: string; complete: boolean } {
  const target = rates[currency]
  let minor = 0n
  let complete = true
  for (const h of holdings) {
    const rate = rates[h.currency]
    if (h.currency === currency) minor += decimalToMinor(h.total) ?? 0n
    else if (rate !== undefined && target !== undefined)
      minor += decimalToMinor(convertAmount(h.total, rate, target)) ?? 0n
    else complete = false
  }
  return { total: minorToDecimal(minor), complete }
}
