import { z } from 'zod'
import { isRate } from '../../machines/funds/exchange.ts'
import { DEFAULT_TRADE_RULES } from '../../machines/order/tradeRules.ts'
import { EXCHANGE_CURRENCIES } from '../../machines/rules.ts'
import { CREDIT_SETTINGS } from '../credit/creditConfig.ts'
import { FUNDS_SETTINGS, RATE_SETTING } from '../funds/fundsConfig.ts'
import { isValidTradeSetting, TRADE_SETTING_KINDS } from '../trading/tradeConfig.ts'

/** The site's own settings (spec §3 Site configuration): title, logo, customer-service link. */
const SITE_SETTINGS = {
  title: z.string().trim().min(1).max(40),
  logo: z.string().regex(/^(\/[\w./-]{1,200}|https:\/\/[\w.-]+\/[\w./%-]{0,200})$/),
  service: z.string().regex(/^(https:\/\/\S{4,300}|mailto:\S{3,200}|tel:\+?\d{5,20})$/),
} as const

/**
 * What kind of value a setting takes. The console turns it into a translated hint; the server
 * never sends a person words, only this code.
 */
export type SettingKind =
  | 'text'
  | 'logo'
  | 'link'
  | 'hours'
  | 'yesNo'
  | 'score'
  | 'amount'
  | 'rate'
  | 'creditPerPoint'
  | 'dailyRate'
  | (typeof TRADE_SETTING_KINDS)[keyof typeof TRADE_SETTING_KINDS]

const FUNDS_KINDS: Record<keyof typeof FUNDS_SETTINGS, SettingKind> = {
  'funds.withdraw.hours': 'hours',
  'funds.withdraw.tradingDaysOnly': 'yesNo',
  'funds.withdraw.min': 'amount',
  'funds.withdraw.minUsdc': 'amount',
  'funds.withdraw.max': 'amount',
  'funds.withdraw.minCreditScore': 'score',
  'funds.deposit.hours': 'hours',
  'funds.deposit.tradingDaysOnly': 'yesNo',
}

/** The setting names the console offers, each with the kind of value it takes. */
export const EDITABLE_SETTINGS: { name: string; kind: SettingKind }[] = [
  { name: 'title', kind: 'text' },
  { name: 'logo', kind: 'logo' },
  { name: 'service', kind: 'link' },
  ...Object.entries(FUNDS_KINDS).map(([name, kind]) => ({ name, kind })),
  ...EXCHANGE_CURRENCIES.map((c) => ({ name: `exchange.rate.${c}`, kind: 'rate' as const })),
  { name: 'credit.limitPerPoint', kind: 'creditPerPoint' },
  { name: 'credit.dailyRate', kind: 'dailyRate' },
  ...Object.keys(DEFAULT_TRADE_RULES).flatMap((group) =>
    Object.entries(TRADE_SETTING_KINDS).map(([field, kind]) => ({
      name: `trade.${group}.${field}`,
      kind,
    })),
  ),
]

/** Whether the back office may store `value` under `name`: only values the server can read. */
export function isValidSetting(name: string, value: string): boolean {
  if (Object.hasOwn(SITE_SETTINGS, name))
    return SITE_SETTINGS[name as keyof typeof SITE_SETTINGS].safeParse(value).success
  if (Object.hasOwn(FUNDS_SETTINGS, name))
    return FUNDS_SETTINGS[name as keyof typeof FUNDS_SETTINGS].safeParse(value).success
  if (Object.hasOwn(CREDIT_SETTINGS, name))
    return CREDIT_SETTINGS[name as keyof typeof CREDIT_SETTINGS].safeParse(value).success
  const currency = RATE_SETTING.exec(name)?.[1]
  if (currency)
    return (EXCHANGE_CURRENCIES as readonly string[]).includes(currency) && isRate(value)
  return isValidTradeSetting(name, value)
}
