import { formatDecimal, formatPercent, signOfDecimal, withUnit } from '../../machines/money.ts'
import { MARKET_SYMBOL } from '../../machines/rules.ts'

/** spec §9 Default market: the symbols € and $, by the currency an instrument is priced in. */
export const CURRENCY_SYMBOL = { EUR: MARKET_SYMBOL.Spain, USD: MARKET_SYMBOL.usd } as const

/** A price or rate in the spec §9 format, with its currency sign where it has one. */
export function formatPrice(text: string, currency: 'EUR' | 'USD' | null): string {
  const digits = formatDecimal(text)
  return currency === null ? digits : withUnit(digits, CURRENCY_SYMBOL[currency])
}

/** "+1,25 %" / "-0,40 %": the sign is always shown on a change. */
export function formatChangePercent(text: string): string {
  const sign = signOfDecimal(text) === 1 ? '+' : ''
  return `${sign}${formatPercent(text)}`
}

export function formatChange(text: string): string {
  const sign = signOfDecimal(text) === 1 ? '+' : ''
  return `${sign}${formatDecimal(text)}`
}

/** up, down or flat, for colouring a change. */
export function trendOf(change: string): 'up' | 'down' | 'flat' {
  const sign = signOfDecimal(change)
  return sign === 1 ? 'up' : sign === -1 ? 'down' : 'flat'
}
