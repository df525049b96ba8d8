import type { I18n } from '@lingui/core'
import { formatCount, formatMoneyDigits, withUnit } from '../../machines/money.ts'
import {
  isServerMessageCode,
  SERVER_MESSAGES,
  type ServerMessageCode,
} from '../../machines/serverMessages.ts'
import type { Refusal } from '../../machines/session/events.ts'
import { formatAmount } from '../lib/money.ts'
import { fieldLabel } from './fieldLabels.ts'

const TIME_RANGE = /\d{1,2}:\d{2}(?::\d{2})?\s*-\s*\d{1,2}:\d{2}(?::\d{2})?/
const FIRST_NUMBER = /-?\d+(?:\.\d+)?/

/** spec §8: a time range, or else the first number, stands for a placeholder. */
function normalise(text: string): string {
  if (TIME_RANGE.test(text)) return text.replace(TIME_RANGE, '{…}')
  return text.replace(FIRST_NUMBER, '{…}')
}

const byTemplate = new Map<string, ServerMessageCode>(
  (Object.entries(SERVER_MESSAGES) as [ServerMessageCode, { text: string }][]).map(
    ([code, { text }]) => [text.replace(/\{(amount|count|range)\}/, '{…}'), code],
  ),
)

/** The catalogue code of a server text, found by the rule of spec §8; null if it is not ours. */
export function codeForServerText(text: string): ServerMessageCode | null {
  return byTemplate.get(normalise(text)) ?? null
}

/**
 * A refusal in the user's language (spec §8): the time range, or the first number, is taken out
 * of the server's text, the catalogue text is translated, and the value is put back — a number
 * formatted as money (spec §9) or as a count, as the catalogue text says.
 */
export function translateRefusal(i18n: I18n, refusal: Refusal, currencySymbol: string): string {
  const known = isServerMessageCode(refusal.code)
    ? refusal.code
    : codeForServerText(refusal.msg ?? '')
  const code: ServerMessageCode = known ?? 'common.busy'
  const text = refusal.msg ?? ''
  const range = TIME_RANGE.exec(text)?.[0] ?? refusal.params?.range
  const number = range
    ? undefined
    : (FIRST_NUMBER.exec(text)?.[0] ?? refusal.params?.amount ?? refusal.params?.count)
  const values: Record<string, string> = {}
  if (range) values.range = range
  if (number !== undefined) {
    const currency = refusal.params?.currency
    values.amount = currency
      ? formatAmount(number, currency)
      : withUnit(formatMoneyDigits(number), currencySymbol)
    values.count = formatCount(number)
  }
  if (refusal.params?.field) values.field = fieldLabel(i18n, refusal.params.field)
  return i18n._(code, values)
}
