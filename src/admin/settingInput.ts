import type { SettingKind } from '../../machines/backOffice/settings.ts'
import { amountForInput, typedAmount, typedDecimal } from '../lib/money.ts'

/** Kinds holding an amount of money: typed as the investor app's amounts are (grouping allowed). */
const MONEY_KINDS: ReadonlySet<SettingKind> = new Set([
  'amount',
  'creditPerPoint',
  'positiveAmount',
  'wholeAmount',
])
/**
 * Kinds holding a small decimal (a rate, a fraction, a percentage): either sign is the decimal
 * one and nothing groups, since "0.001" is a thousandth here, never a thousand.
 */
const PLAIN_DECIMAL_KINDS: ReadonlySet<SettingKind> = new Set([
  'rate',
  'dailyRate',
  'fraction',
  'percent',
])

/**
 * The value to store for what the operator typed: a decimal in their language's way ("0,001",
 * "1.500,00" in German) in the form the server reads ("0.001", "1500.00"). Anything else as typed,
 * for the kind's check to judge.
 */
export function storedSetting(kind: SettingKind | null, typed: string, locale: string): string {
  if (kind && MONEY_KINDS.has(kind))
    return typedAmount(typed, locale, kind === 'wholeAmount' ? 0 : undefined)
  if (kind && PLAIN_DECIMAL_KINDS.has(kind)) return typedDecimal(typed)
  return typed
}

/** A stored value as the operator would type it in their language ("0,001" in German). */
export function settingForInput(kind: SettingKind | null, stored: string, locale: string) {
  // A whole amount has no cents to show ("2000.00" yen is typed 2000).
  if (kind === 'wholeAmount') return stored.replace(/\.0+$/, '')
  const decimal = kind !== null && (MONEY_KINDS.has(kind) || PLAIN_DECIMAL_KINDS.has(kind))
  return decimal ? amountForInput(stored, locale) : stored
}
