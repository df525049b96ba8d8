import { formatMoneyDigits, signOfAmount } from '../../machines/money.ts'
import { MARKET_SYMBOL, type Market } from '../../machines/rules.ts'

/** "1.234,56 €" (spec §9), with the symbol of the market the amount is in. */
export function formatMoney(decimal: string, market: Market): string {
  return `${formatMoneyDigits(decimal)} ${MARKET_SYMBOL[market]}`
}

/** spec §9 money for any currency the account holds: € and $ as symbols, other codes as codes. */
export function formatAmount(decimal: string, currency: string): string {
  return `${formatMoneyDigits(decimal)} ${currencySymbol(currency)}`
}

/** € and $ for the euro and the dollar, the code for any other currency (spec §9). */
export function currencySymbol(currency: string): string {
  return { EUR: MARKET_SYMBOL.Spain, USD: MARKET_SYMBOL.usd }[currency] ?? currency
}

/** Gains and losses in their colours; nothing for zero. */
export function profitClass(decimal: string | null) {
  const sign = decimal === null ? 0 : signOfAmount(decimal)
  return sign === 1 ? 'up' : sign === -1 ? 'down' : undefined
}

/**
 * An amount as a person types it, as the decimal string the API takes (spec §9: amounts are shown
 * "1.234,56", so a comma is the decimal separator and dots group thousands; a lone point before
 * one or two digits, as a phone's decimal key may give, is a decimal point too). Spaces go.
 * Text that is no amount comes back trimmed, for the gate to refuse with its own message.
 */
export function typedAmount(text: string): string {
  const t = text.replace(/\s/g, '')
  let canonical: string
  if (t.includes(',')) {
    const last = t.lastIndexOf(',')
    canonical = `${t.slice(0, last).replaceAll('.', '')}.${t.slice(last + 1)}`
  } else if (/^[^.]*\.\d{1,2}$/.test(t)) canonical = t
  else canonical = t.replaceAll('.', '')
  return /^-?\d+(\.\d{1,2})?$/.test(canonical) ? canonical : text.trim()
}
