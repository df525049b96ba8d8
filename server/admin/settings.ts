import { z } from 'zod'
import { isRate } from '../../machines/funds/exchange.ts'
import { EXCHANGE_CURRENCIES } from '../../machines/rules.ts'
import { FUNDS_SETTINGS, RATE_SETTING } from '../funds/fundsConfig.ts'
import { isValidTradeSetting } from '../trading/tradeConfig.ts'

/** The site's own settings (spec §3 Site configuration): title, logo, customer-service link. */
const SITE_SETTINGS = {
  title: z.string().trim().min(1).max(40),
  logo: z.string().regex(/^(\/[\w./-]{1,200}|https:\/\/[\w.-]+\/[\w./%-]{0,200})$/),
  service: z.string().regex(/^(https:\/\/\S{4,300}|mailto:\S{3,200}|tel:\+?\d{5,20})$/),
} as const

/** The setting names the console offers, with a short hint of the values each takes. */
export const EDITABLE_SETTINGS: { name: string; hint: string }[] = [
  { name: 'title', hint: 'text' },
  { name: 'logo', hint: '/path or https://…' },
  { name: 'service', hint: 'https://…, mailto: or tel:' },
  ...Object.keys(FUNDS_SETTINGS).map((name) => ({
    name,
    hint: name.endsWith('hours')
      ? 'HH:mm-HH:mm'
      : name.endsWith('Only')
        ? 'true / false'
        : name.endsWith('Score')
          ? '0-1000'
          : 'amount',
  })),
  ...EXCHANGE_CURRENCIES.map((c) => ({ name: `exchange.rate.${c}`, hint: 'USD per unit' })),
  ...['Spain', 'usd', 'otc', 'crypto', 'forex'].flatMap((group) =>
    ['buyFee', 'sellFee', 'stampDuty', 'minAmount', 'lock', 'leverages', 'marginTrading'].map(
      (field) => ({ name: `trade.${group}.${field}`, hint: field }),
    ),
  ),
]

/** Whether the back office may store `value` under `name`: only values the server can read. */
export function isValidSetting(name: string, value: string): boolean {
  if (Object.hasOwn(SITE_SETTINGS, name))
    return SITE_SETTINGS[name as keyof typeof SITE_SETTINGS].safeParse(value).success
  if (Object.hasOwn(FUNDS_SETTINGS, name))
    return FUNDS_SETTINGS[name as keyof typeof FUNDS_SETTINGS].safeParse(value).success
  const currency = RATE_SETTING.exec(name)?.[1]
  if (currency)
    return (EXCHANGE_CURRENCIES as readonly string[]).includes(currency) && isRate(value)
  return isValidTradeSetting(name, value)
}
