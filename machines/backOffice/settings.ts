/**
 * What kind of value each editable setting takes (spec §3 Site configuration). The server names
 * the kind beside each setting; the console turns it into a translated hint, so the server never
 * sends a person words.
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
] as const
export type SettingKind = (typeof SETTING_KINDS)[number]
