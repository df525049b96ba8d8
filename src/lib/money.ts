import { currencyDecimals, fitsCurrency } from '../../machines/currency.ts'
import { formatMoneyDigits, MONEY_DECIMALS, signOfAmount, withUnit } from '../../machines/money.ts'
import { MARKET_SYMBOL, type Market } from '../../machines/rules.ts'

/** "1.234,56 €" (spec §9), with the symbol of the market the amount is in. */
export function formatMoney(decimal: string, market: Market): string {
  return withUnit(formatMoneyDigits(decimal), MARKET_SYMBOL[market])
}

/**
 * spec §9 money for any currency the account holds: € and $ as symbols, other codes as codes;
 * the yen, the won and the dong without cents ("10.000 KRW").
 */
export function formatAmount(decimal: string, currency: string): string {
  // A fraction held from before decision 0040 is shown, not cut off.
  const decimals = fitsCurrency(decimal, currency) ? currencyDecimals(currency) : MONEY_DECIMALS
  return withUnit(formatMoneyDigits(decimal, decimals), currencySymbol(currency))
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

/** The locales whose own decimal separator is the comma (the others use the point). */
const COMMA_LOCALES = new Set(['de', 'es'])

/** What is wrong with a typed amount that cannot be read. */
export type AmountProblem = 'format' | 'decimals' | 'grouping'

/**
 * An amount as a person types it, read in their locale (issue 18): the decimal separator is the
 * comma in de and es, the point in en, ko and zh; the other sign groups thousands; spaces group
 * too. With both signs present the last one is the decimal separator, whatever the locale (so
 * the app's own "1.234,56" is read everywhere); a lone sign before one or two digits is always
 * a decimal separator (a phone's decimal key); before exactly three it is the locale's choice.
 * Answers the decimal string the API takes ('' for nothing typed), or what is wrong.
 */
export function readAmount(
  text: string,
  locale: string,
  /** 0 for a currency without cents (machines/currency.ts): every sign then groups thousands. */
  decimals = MONEY_DECIMALS,
): { amount: string } | { problem: AmountProblem } {
  const t = text.replace(/[\s\u00a0\u202f']/g, '')
  if (t === '') return { amount: '' }
  if (!/^\d[\d.,]*$/.test(t)) return { problem: 'format' }
  const lastComma = t.lastIndexOf(',')
  const lastPoint = t.lastIndexOf('.')
  const last = Math.max(lastComma, lastPoint)
  if (last === -1) return { amount: t }
  const sign = t[last]!
  const onlyOne = lastComma === -1 || lastPoint === -1
  const tail = t.slice(last + 1)
  const once = t.indexOf(sign) === last
  const localeDecimal = COMMA_LOCALES.has(locale.slice(0, 2)) ? ',' : '.'
  if (decimals === 0 && tail.length !== 3) return { problem: 'decimals' }
  const decimal =
    decimals > 0 && (!onlyOne || (once && (tail.length !== 3 || sign === localeDecimal)))
      ? sign
      : null
  const whole = decimal ? t.slice(0, last) : t
  const fraction = decimal ? tail : ''
  if (decimal && fraction.length > decimals) return { problem: 'decimals' }
  if (decimal && fraction.length === 0) return { problem: 'format' }
  const groups = whole.split(/[.,]/)
  if (
    groups.length > 1 &&
    (groups[0] === '' ||
      groups[0]!.length > 3 ||
      // "0.125" groups nothing: no thousands start with a zero (it is not 125).
      groups[0]!.startsWith('0') ||
      groups.slice(1).some((g) => g.length !== 3))
  )
    return { problem: 'grouping' }
  return { amount: fraction ? `${groups.join('')}.${fraction}` : groups.join('') }
}

/**
 * The amount to send: the decimal string when the text reads as one; otherwise the text itself,
 * trimmed, for the gate to refuse (the field says what is wrong beside it: readAmount).
 */
export function typedAmount(text: string, locale: string, decimals = MONEY_DECIMALS): string {
  const read = readAmount(text, locale, decimals)
  if ('amount' in read) return read.amount
  // Cents typed in a currency without them ("10000,50" won) go as the amount they say, so that
  // the gate answers "no decimals in this currency" in every locale, not "enter the amount".
  const asMoney = decimals < MONEY_DECIMALS ? readAmount(text, locale) : read
  return 'amount' in asMoney ? asMoney.amount : text.trim()
}

/**
 * A small decimal to send (a rate, a fraction, a percentage): typed with either sign as the
 * decimal one ("0,5" in German, "0.5" anywhere), nothing grouping, since "0.001" is a
 * thousandth, never a thousand. Anything else as typed, trimmed, for the server to judge.
 */
export function typedDecimal(text: string): string {
  const t = text.trim()
  return /^\d*,\d+$/.test(t) ? t.replace(',', '.') : t
}

/**
 * Small decimals typed as a list, one per item (a basket's weights): "0,5; 0,3" or "0,5, 0,3"
 * in German and Spanish, where a comma with no space after it is the decimal sign; "0.5, 0.3"
 * or "0.5; 0.3" elsewhere. Each item read as typedDecimal reads one; empty items dropped.
 */
export function typedDecimalList(text: string, locale: string): string[] {
  const separator = COMMA_LOCALES.has(locale.slice(0, 2)) ? /;|,\s+/ : /[;,]/
  return text.split(separator).map(typedDecimal).filter(Boolean)
}

/** A list of decimals as typedDecimalList reads it back in this locale ("0,5; 0,3" in German). */
export const decimalListForInput = (values: readonly string[], locale: string) =>
  values
    .map((v) => amountForInput(v, locale))
    .join(COMMA_LOCALES.has(locale.slice(0, 2)) ? '; ' : ', ')

/** A decimal string as the user would type it in this locale ("1234,50" in de and es), for a field. */
export const amountForInput = (amount: string, locale: string) =>
  COMMA_LOCALES.has(locale.slice(0, 2)) ? amount.replace('.', ',') : amount

/** "1.500,50" or "1,500.50" ("10.000" or "10,000" without cents): how an amount is typed here. */
export const amountExample = (locale: string, decimals = MONEY_DECIMALS) => {
  const comma = COMMA_LOCALES.has(locale.slice(0, 2))
  if (decimals === 0) return comma ? '10.000' : '10,000'
  return comma ? '1.500,50' : '1,500.50'
}
