import { MONEY_FORMAT } from './rules.ts'

/**
 * Money crosses the API as decimal strings with two places ("1234.50") and is stored as integer
 * minor units (cents). These conversions are exact: no binary float ever holds an amount.
 */
export function minorToDecimal(minor: bigint): string {
  const negative = minor < 0n
  const digits = (negative ? -minor : minor).toString().padStart(3, '0')
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`
}

/** spec §9 Money format: amounts carry two decimals (cents), no more. */
export const MONEY_DECIMALS = 2
const DECIMAL_AMOUNT = new RegExp(`^(-)?(\\d+)(?:\\.(\\d{1,${MONEY_DECIMALS}}))?$`)

/** "1234.5" → 123450n; null for anything that is not an amount with at most two decimals. */
export function decimalToMinor(text: string): bigint | null {
  const match = DECIMAL_AMOUNT.exec(text.trim())
  if (!match) return null
  const [, sign, whole = '0', fraction = ''] = match
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(MONEY_DECIMALS, '0'))
  return sign ? -minor : minor
}

/**
 * A figure and its unit ("1.234,56 €", "7,6 %", "10.000 KRW"), joined by a no-break space so that
 * a narrow column never leaves the € or the % alone at the start of the next line.
 */
export const withUnit = (figure: string, unit: string) => `${figure}\u00a0${unit}`

/**
 * spec §9 Money format: "1.234,56" — thousands grouped with dots, comma for decimals. With
 * `decimals` 0 (a currency without cents: machines/currency.ts) "10.000", the cents left out.
 */
export function formatMoneyDigits(decimal: string, decimals = MONEY_DECIMALS): string {
  const minor = decimalToMinor(decimal)
  if (minor === null) return decimal
  const text = minorToDecimal(minor)
  const negative = text.startsWith('-')
  const [whole = '0', fraction = '00'] = text.replace('-', '').split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, MONEY_FORMAT.group)
  const cents = decimals > 0 ? `${MONEY_FORMAT.decimal}${fraction}` : ''
  return `${negative ? '-' : ''}${grouped}${cents}`
}

/** A whole number grouped like money (spec §9): "10.000". */
export function formatCount(text: string): string {
  const whole = text.split('.')[0] ?? text
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, MONEY_FORMAT.group)
}

/** -1, 0 or 1 for a loss, nothing, or a gain; null when the text is not an amount. */
export function signOfAmount(decimal: string): -1 | 0 | 1 | null {
  const minor = decimalToMinor(decimal)
  if (minor === null) return null
  return minor < 0n ? -1 : minor > 0n ? 1 : 0
}

/**
 * spec §9 Money format for any number of decimals (prices, rates, volumes): "15952.26" →
 * "15.952,26", "-0.0123" → "-0,0123". Text that is not a decimal is returned as it came.
 */
export function formatDecimal(text: string): string {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return text
  const [, sign = '', whole = '0', fraction] = match
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, MONEY_FORMAT.group)
  return `${sign}${grouped}${fraction === undefined ? '' : MONEY_FORMAT.decimal + fraction}`
}

/** A percentage in the spec §9 number format: "7.6" → "7,6 %". */
export const formatPercent = (text: string) => withUnit(formatDecimal(text), '%')

/** -1, 0 or 1 for a decimal with any number of places; null when it is not a decimal. */
export function signOfDecimal(text: string): -1 | 0 | 1 | null {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return null
  if (/^0*$/.test(`${match[2]}${match[3] ?? ''}`)) return 0
  return match[1] ? -1 : 1
}
