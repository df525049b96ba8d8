import { isRate } from '../funds/exchange.ts'
import { isLockRule } from '../order/lock.ts'

/**
 * What kind of value each editable setting takes (spec §3 Site configuration). The server names
 * the kind beside each setting; the console turns it into a translated label, unit and hint, so
 * the server never sends a person words.
 */
export const SETTING_KINDS = [
  'text',
  'logo',
  'link',
  'hours',
  'yesNo',
  'score',
  'amount',
  'rate',
  'creditPerPoint',
  'dailyRate',
  'fraction',
  'list',
  'percent',
  'lock',
  'count',
  'lots',
  'checkins',
  'positiveAmount',
  'wholeAmount',
] as const
export type SettingKind = (typeof SETTING_KINDS)[number]

/** The unit a kind's value is read in; the console shows the value in effect in it. */
export type SettingUnit =
  | 'text'
  | 'address'
  | 'hoursMadrid'
  | 'yesNo'
  | 'points'
  | 'money'
  | 'usdPerUnit'
  | 'moneyPerPoint'
  | 'perDay'
  | 'percentOfAmount'
  | 'multipliers'
  | 'percentLimit'
  | 'lockRule'
  | 'perMinute'
  | 'lots'
  | 'checkins'

const wholeIn = (min: number, max: number) => (v: string) =>
  /^\d{1,5}$/.test(v) && Number(v) >= min && Number(v) <= max

/** Not in the spec: a daily loan interest must stay below 1 % a day (the console's check). */
export const DAILY_RATE_CEILING = '0.01'

const HOURS = /^([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)$/

/**
 * Each kind once: its unit and the shape of a value the server can read. The console checks a
 * value with `accepts` before it sends it, so a typo is named beside the field; the server checks
 * again on its own validators (server/admin/settings.ts) and stays the authority. A unit test
 * holds the two to the same answers.
 */
export const SETTING_KIND_TABLE: Record<
  SettingKind,
  { unit: SettingUnit; accepts(value: string): boolean }
> = {
  text: { unit: 'text', accepts: (v) => v.trim().length >= 1 && v.trim().length <= 40 },
  logo: {
    unit: 'address',
    accepts: (v) => /^(\/[\w./-]{1,200}|https:\/\/[\w.-]+\/[\w./%-]{0,200})$/.test(v),
  },
  link: {
    unit: 'address',
    accepts: (v) => /^(https:\/\/\S{4,300}|mailto:\S{3,200}|tel:\+?\d{5,20})$/.test(v),
  },
  // Deposit and withdrawal hours are read on Madrid's clock (machines/funds/window.ts).
  hours: {
    unit: 'hoursMadrid',
    accepts: (v) => HOURS.test(v) && v.slice(0, 5) < v.slice(6),
  },
  yesNo: { unit: 'yesNo', accepts: (v) => v === 'true' || v === 'false' },
  score: { unit: 'points', accepts: wholeIn(0, 1000) },
  amount: { unit: 'money', accepts: (v) => /^\d{1,12}(\.\d{1,2})?$/.test(v) },
  rate: { unit: 'usdPerUnit', accepts: isRate },
  creditPerPoint: { unit: 'moneyPerPoint', accepts: (v) => /^\d{1,7}(\.\d{1,2})?$/.test(v) },
  dailyRate: {
    unit: 'perDay',
    accepts: (v) => /^0(\.\d{1,6})?$/.test(v) && Number(v) < Number(DAILY_RATE_CEILING),
  },
  fraction: { unit: 'percentOfAmount', accepts: (v) => /^(0|0?\.\d{1,6})$/.test(v) },
  list: { unit: 'multipliers', accepts: (v) => /^\d{1,3}(,\d{1,3})*$/.test(v) },
  percent: { unit: 'percentLimit', accepts: (v) => /^(none|\d{1,2}(\.\d{1,2})?)$/.test(v) },
  lock: { unit: 'lockRule', accepts: isLockRule },
  count: { unit: 'perMinute', accepts: wholeIn(1, 10_000) },
  lots: { unit: 'lots', accepts: (v) => /^\d{1,9}$/.test(v) },
  // A check-in reward takes at least one check-in (decision 0033).
  checkins: { unit: 'checkins', accepts: wholeIn(1, 999) },
  // An amount that pays something (a check-in reward).
  positiveAmount: {
    unit: 'money',
    accepts: (v) => /^\d{1,7}(\.\d{1,2})?$/.test(v) && Number(v) > 0,
  },
  // An amount in a currency without cents (the won's minimum withdrawal, decision 0040).
  wholeAmount: { unit: 'money', accepts: (v) => /^\d{1,12}(\.0{1,2})?$/.test(v) },
}

/** Where the value in effect of a setting comes from. */
export const SETTING_SOURCES = ['stored', 'default', 'none'] as const
export type SettingSource = (typeof SETTING_SOURCES)[number]

/**
 * A rate written as a fraction ("0.001") in percent ("0.1"), by moving the decimal point: no
 * binary float touches it, so 0.0005 reads 0.05 and never 0.049999.
 */
export function fractionAsPercent(fraction: string): string {
  const [whole = '0', decimals = ''] = fraction.split('.')
  const digits = `${whole}${decimals.padEnd(2, '0')}`
  const point = whole.length + 2
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '')
  const rest = digits.slice(point).replace(/0+$/, '')
  return rest ? `${integer}.${rest}` : integer
}
