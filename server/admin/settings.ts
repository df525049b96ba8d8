import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Setting } from '../../machines/backOffice/calls.ts'
import type { SettingKind } from '../../machines/backOffice/settings.ts'
import { isRate } from '../../machines/funds/exchange.ts'
import { DEFAULT_TRADE_RULES } from '../../machines/order/tradeRules.ts'
import { EXCHANGE_CURRENCIES } from '../../machines/rules.ts'
import type { AdminCaller, Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { forgetSiteConfig } from '../core/siteConfigCache.ts'
import { CREDIT_SETTINGS } from '../credit/creditConfig.ts'
import { siteConfig } from '../db/schema.ts'
import { FUNDS_SETTINGS, RATE_SETTING } from '../funds/fundsConfig.ts'
import { isValidTradeSetting, TRADE_SETTING_KINDS } from '../trading/tradeConfig.ts'
import { audited } from './audit.ts'

/** The site's own settings (spec §3 Site configuration): title, logo, customer-service link. */
const SITE_SETTINGS = {
  title: z.string().trim().min(1).max(40),
  logo: z.string().regex(/^(\/[\w./-]{1,200}|https:\/\/[\w.-]+\/[\w./%-]{0,200})$/),
  service: z.string().regex(/^(https:\/\/\S{4,300}|mailto:\S{3,200}|tel:\+?\d{5,20})$/),
} as const

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

/** The setting names the console offers, each with the kind of value it takes (machines/backOffice/settings.ts). */
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

/** Every setting the console can edit with its stored value, then any other stored pair. */
export async function listSettings(deps: Deps): Promise<Setting[]> {
  const stored = await deps.db.select().from(siteConfig).orderBy(asc(siteConfig.name))
  const values = new Map(stored.map((p) => [p.name, p.value]))
  const known = new Set(EDITABLE_SETTINGS.map((s) => s.name))
  return [
    ...EDITABLE_SETTINGS.map((s) => ({ ...s, value: values.get(s.name) ?? null })),
    ...stored.filter((p) => !known.has(p.name)).map((p) => ({ ...p, kind: null })),
  ]
}

/** Stores one setting the server can read, audited in the same transaction. */
export async function setSetting(
  deps: Deps,
  caller: AdminCaller,
  pair: { name: string; value: string },
) {
  if (!isValidSetting(pair.name, pair.value)) throw new ApiRefusal('admin.settingInvalid')
  const what = { action: 'config.set', target: `config:${pair.name}` }
  const answer = await audited(deps, caller, what, async (tx) => {
    const [before] = await tx.select().from(siteConfig).where(eq(siteConfig.name, pair.name))
    await tx
      .insert(siteConfig)
      .values(pair)
      .onConflictDoUpdate({ target: siteConfig.name, set: { value: pair.value } })
    return { answer: { ...pair }, before: before?.value ?? null, after: pair.value }
  })
  forgetSiteConfig(deps.db)
  return answer
}
