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
