import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Setting } from '../../machines/backOffice/calls.ts'
import { SETTING_KIND_TABLE, type SettingKind } from '../../machines/backOffice/settings.ts'
import { currencyDecimals } from '../../machines/currency.ts'
import { isRate } from '../../machines/funds/exchange.ts'
import { type RiskLevels, riskLevelsValid } from '../../machines/order/closeOut.ts'
import { DEFAULT_TRADE_RULES, RISK_LEVELS } from '../../machines/order/tradeRules.ts'
import {
  CARD_CURRENCIES,
  type CardCurrency,
  DEFAULT_DEPOSIT_WINDOW,
  DEFAULT_MIN_CREDIT_SCORE,
  DEFAULT_WITHDRAW_WINDOW,
  EXCHANGE_CURRENCIES,
  WITHDRAW_MIN_CARD,
  WITHDRAW_MIN_WALLET,
} from '../../machines/rules.ts'
import type { AdminCaller, Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { forgetSiteConfig } from '../core/siteConfigCache.ts'
import { siteConfig } from '../db/schema.ts'
import {
  CARD_MINIMUM_SETTING,
  FUNDS_SETTINGS,
  isCardMinimum,
  RATE_SETTING,
} from '../funds/fundsConfig.ts'
import { productSettingList } from '../products.ts'
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
  ...CARD_CURRENCIES.map((c) => ({
    name: `funds.withdraw.min.${c}`,
    kind: currencyDecimals(c) === 0 ? ('wholeAmount' as const) : ('amount' as const),
  })),
  ...EXCHANGE_CURRENCIES.map((c) => ({ name: `exchange.rate.${c}`, kind: 'rate' as const })),
  ...productSettingList().map(({ name, kind }) => ({ name, kind })),
  ...Object.keys(DEFAULT_TRADE_RULES).flatMap((group) =>
    Object.entries(TRADE_SETTING_KINDS).map(([field, kind]) => ({
      name: `trade.${group}.${field}`,
      kind,
    })),
  ),
]

/** The product lines' settings by name (each line's module declares its own). */
const PRODUCT_SETTINGS = new Map(productSettingList().map((s) => [s.name, s]))

const EDITABLE_KINDS = new Map(EDITABLE_SETTINGS.map((s) => [s.name, s.kind]))

/** The kind of a setting: an editable one's, or a per-instrument trading rule's by its field. */
function kindOfSetting(name: string): SettingKind | undefined {
  const field = /^trade\.[A-Za-z0-9.-]{1,20}\.([A-Za-z]+)$/.exec(name)?.[1]
  return (
    EDITABLE_KINDS.get(name) ??
    (field && Object.hasOwn(TRADE_SETTING_KINDS, field)
      ? TRADE_SETTING_KINDS[field as keyof typeof TRADE_SETTING_KINDS]
      : undefined)
  )
}

/**
 * Whether the back office may store `value` under `name`: only values the server can read, in
 * the canonical form of their kind (machines/backOffice/settings.ts). The kind's form narrows
 * what the readers would coerce: a whole number read by `z.coerce` takes "" as 0, so an empty
 * minimum credit score would have been stored as "no minimum".
 */
export function isValidSetting(name: string, value: string): boolean {
  const kind = kindOfSetting(name)
  if (kind === undefined || !SETTING_KIND_TABLE[kind].accepts(value)) return false
  if (Object.hasOwn(SITE_SETTINGS, name))
    return SITE_SETTINGS[name as keyof typeof SITE_SETTINGS].safeParse(value).success
  if (Object.hasOwn(FUNDS_SETTINGS, name))
    return FUNDS_SETTINGS[name as keyof typeof FUNDS_SETTINGS].safeParse(value).success
  const product = PRODUCT_SETTINGS.get(name)
  if (product) return product.schema.safeParse(value).success
  const cardCurrency = CARD_MINIMUM_SETTING.exec(name)?.[1]
  if (cardCurrency) return isCardMinimum(cardCurrency, value)
  const currency = RATE_SETTING.exec(name)?.[1]
  if (currency)
    return (EXCHANGE_CURRENCIES as readonly string[]).includes(currency) && isRate(value)
  return isValidTradeSetting(name, value)
}

/** What the server reads for a money setting when none is stored (the same defaults fundsConfig.ts uses). */
const FUNDS_DEFAULTS: Record<keyof typeof FUNDS_SETTINGS, string | null> = {
  'funds.withdraw.hours': `${DEFAULT_WITHDRAW_WINDOW.open}-${DEFAULT_WITHDRAW_WINDOW.close}`,
  'funds.withdraw.tradingDaysOnly': String(DEFAULT_WITHDRAW_WINDOW.tradingDaysOnly),
  'funds.withdraw.minUsdc': WITHDRAW_MIN_WALLET,
  // No maximum unless the operator sets one.
  'funds.withdraw.max': null,
  'funds.withdraw.minCreditScore': String(DEFAULT_MIN_CREDIT_SCORE),
  'funds.deposit.hours': `${DEFAULT_DEPOSIT_WINDOW.open}-${DEFAULT_DEPOSIT_WINDOW.close}`,
  'funds.deposit.tradingDaysOnly': String(DEFAULT_DEPOSIT_WINDOW.tradingDaysOnly),
}

const TRADE_NAME = /^trade\.([A-Za-z]+)\.([A-Za-z]+)$/

/** A group's default trading rule, written as the setting is stored (tradeConfig.ts reads it back). */
function tradeDefault(name: string): string | null {
  const [, group, field] = TRADE_NAME.exec(name) ?? []
  if (!group || !field || !Object.hasOwn(DEFAULT_TRADE_RULES, group)) return null
  const rules = DEFAULT_TRADE_RULES[group as keyof typeof DEFAULT_TRADE_RULES]
  switch (field) {
    case 'buyFee':
    case 'sellFee':
    case 'stampDuty':
      return rules.fees[field]
    case 'leverages':
      return rules.leverages.join(',')
    case 'marginTrading':
      return String(rules.marginTrading)
    case 'retailLeverageCap':
      return String(rules.retailLeverageCap)
    case 'priceLimitPercent':
      return rules.priceLimitPercent ?? 'none'
    case 'minAmount':
    case 'lock':
      return rules[field]
    case 'ordersPerMinute':
      return String(rules.ordersPerMinute)
    case 'dividendWithholding':
    case 'maintenanceMargin':
    case 'closeOutLevel':
      return rules[field]
    case 'lendingOpen':
      return String(rules.lending.open)
    case 'lendingQuota':
      return String(rules.lending.quota)
    case 'lendingFeeRate':
      return rules.lending.feeRate
    case 'lendingShare':
      return rules.lending.share
    default:
      return null
  }
}

/**
 * The value the server reads when no valid value is stored; null when there is none (the title,
 * logo and service link have only what was stored; an exchange rate missing means no exchange).
 */
export function settingDefault(name: string): string | null {
  if (Object.hasOwn(FUNDS_DEFAULTS, name))
    return FUNDS_DEFAULTS[name as keyof typeof FUNDS_DEFAULTS]
  const cardCurrency = CARD_MINIMUM_SETTING.exec(name)?.[1]
  if (cardCurrency && Object.hasOwn(WITHDRAW_MIN_CARD, cardCurrency))
    return WITHDRAW_MIN_CARD[cardCurrency as CardCurrency]
  const product = PRODUCT_SETTINGS.get(name)
  if (product) return product.fallback
  return tradeDefault(name)
}

/**
 * One setting as the console shows it: the stored value, the default, and the value in effect.
 * A stored value the server cannot read is ignored by the server (a typo never stops trading),
 * so the default is in effect then too.
 */
function settingOf(name: string, kind: SettingKind, stored: string | null): Setting {
  const fallback = settingDefault(name)
  const readable = stored !== null && isValidSetting(name, stored)
  return {
    name,
    kind,
    value: stored,
    default: fallback,
    effective: readable ? stored : fallback,
    source: readable ? 'stored' : fallback === null ? 'none' : 'default',
  }
}

/** Every setting the console can edit with its stored value, then any other stored pair. */
export async function listSettings(deps: Deps): Promise<Setting[]> {
  const stored = await deps.db.select().from(siteConfig).orderBy(asc(siteConfig.name))
  const values = new Map(stored.map((p) => [p.name, p.value]))
  const known = new Set(EDITABLE_SETTINGS.map((s) => s.name))
  return [
    ...EDITABLE_SETTINGS.map((s) => settingOf(s.name, s.kind, values.get(s.name) ?? null)),
    ...stored
      .filter((p) => !known.has(p.name))
      .map((p) => ({
        ...p,
        kind: null,
        default: null,
        effective: p.value,
        source: 'stored' as const,
      })),
  ]
}

const RISK_LEVEL = /^trade\.([A-Za-z0-9.-]{1,20})\.(maintenanceMargin|closeOutLevel)$/

/**
 * Whether a position-risk level (issue 25) leaves the pair at its scope valid together: the
 * other level as stored at the same scope, else the group's default, else the base one.
 */
async function riskLevelsStayValid(deps: Deps, pair: { name: string; value: string }) {
  const [, scope, field] = RISK_LEVEL.exec(pair.name) ?? []
  if (!scope || !field) return true
  const other = field === 'maintenanceMargin' ? 'closeOutLevel' : 'maintenanceMargin'
  const [stored] = await deps.db
    .select()
    .from(siteConfig)
    .where(eq(siteConfig.name, `trade.${scope}.${other}`))
  const defaults = Object.hasOwn(DEFAULT_TRADE_RULES, scope)
    ? DEFAULT_TRADE_RULES[scope as keyof typeof DEFAULT_TRADE_RULES]
    : RISK_LEVELS
  // A stored value the server would not read (stored before this check) counts as absent.
  const partner =
    stored && isValidTradeSetting(stored.name, stored.value) ? stored.value : defaults[other]
  const levels = { ...pickLevels(defaults), [other]: partner, [field]: pair.value }
  return riskLevelsValid(levels as RiskLevels)
}

const pickLevels = (l: RiskLevels): RiskLevels => ({
  maintenanceMargin: l.maintenanceMargin,
  closeOutLevel: l.closeOutLevel,
})

/** Stores one setting the server can read, audited in the same transaction. */
export async function setSetting(
  deps: Deps,
  caller: AdminCaller,
  pair: { name: string; value: string },
) {
  if (!isValidSetting(pair.name, pair.value)) throw new ApiRefusal('admin.settingInvalid')
  if (!(await riskLevelsStayValid(deps, pair))) throw new ApiRefusal('admin.riskLevelsInvalid')
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
