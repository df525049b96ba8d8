import { z } from 'zod'
import { isLockRule } from '../../machines/order/lock.ts'
import {
  DEFAULT_TRADE_RULES,
  type TradeGroup,
  type TradeRules,
} from '../../machines/order/tradeRules.ts'
import { siteConfigWith } from '../core/siteConfigCache.ts'
import type { Database } from '../db/database.ts'
import type { Instrument } from '../market/instruments/instrument.ts'

/** The rule group of an instrument: crypto, forex and OTC have their own; shares their market's. */
export function tradeGroupOf(instrument: Instrument): TradeGroup {
  if (instrument.board === 'crypto' || instrument.board === 'forex' || instrument.board === 'otc')
    return instrument.board
  return instrument.market
}

const rate = z.string().regex(/^(0|0?\.\d{1,6})$/)
const FIELDS = {
  buyFee: rate,
  sellFee: rate,
  stampDuty: rate,
  minAmount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  leverages: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3})*$/)
    .transform((v) => [...new Set(v.split(',').map(Number))].filter((n) => n >= 1)),
  retailLeverageCap: z.coerce.number().int().min(1).max(10_000),
  marginTrading: z.enum(['true', 'false']).transform((v) => v === 'true'),
  priceLimitPercent: z
    .string()
    .regex(/^(none|\d{1,2}(\.\d{1,2})?)$/)
    .transform((v) => (v === 'none' ? null : v)),
  lock: z.string().refine(isLockRule),
  ordersPerMinute: z.coerce.number().int().min(1).max(10_000),
  dividendWithholding: rate,
  maintenanceMargin: rate,
  closeOutLevel: rate,
  lendingOpen: z.enum(['true', 'false']).transform((v) => v === 'true'),
  lendingQuota: z.coerce.number().int().min(0).max(1_000_000_000),
  lendingFeeRate: rate,
  lendingShare: rate,
} as const
type Field = keyof typeof FIELDS

/** What kind of value each trading setting takes, for the console's hint (settings.ts). */
export const TRADE_SETTING_KINDS: Record<
  Field,
  'fraction' | 'amount' | 'list' | 'yesNo' | 'percent' | 'lock' | 'count' | 'lots'
> = {
  buyFee: 'fraction',
  sellFee: 'fraction',
  stampDuty: 'fraction',
  minAmount: 'amount',
  leverages: 'list',
  retailLeverageCap: 'count',
  marginTrading: 'yesNo',
  priceLimitPercent: 'percent',
  lock: 'lock',
  ordersPerMinute: 'count',
  dividendWithholding: 'fraction',
  maintenanceMargin: 'fraction',
  closeOutLevel: 'fraction',
  lendingOpen: 'yesNo',
  lendingQuota: 'lots',
  lendingFeeRate: 'fraction',
  lendingShare: 'fraction',
}

const TRADE_SETTING = /^trade\.([A-Za-z0-9.-]{1,20})\.([A-Za-z]+)$/

/** Whether a site-config pair is a trading rule the server can read (back-office edits). */
export function isValidTradeSetting(name: string, value: string): boolean {
  const field = TRADE_SETTING.exec(name)?.[2]
  if (!field || !Object.hasOwn(FIELDS, field)) return false
  return FIELDS[field as Field].safeParse(value).success
}

/**
 * The trading rules of one instrument: the defaults of its group (machines/order/tradeRules.ts),
 * overridden by site configuration pairs `trade.<group>.<field>` and then `trade.<CODE>.<field>`
 * (for example `trade.Spain.lock = T+2`, `trade.TSLA.marginTrading = false`). A value that does
 * not parse is ignored, so a typo in the back office never stops trading.
 */
export async function tradeRulesFor(db: Database, instrument: Instrument): Promise<TradeRules> {
  const group = tradeGroupOf(instrument)
  const values = await siteConfigWith(db, 'trade.')
  const base = DEFAULT_TRADE_RULES[group]
  const read = <F extends Field>(field: F): z.output<(typeof FIELDS)[F]> | undefined => {
    for (const scope of [instrument.code, group]) {
      const raw = values.get(`trade.${scope}.${field}`)
      if (raw === undefined) continue
      const parsed = FIELDS[field].safeParse(raw)
      if (parsed.success) return parsed.data as z.output<(typeof FIELDS)[F]>
    }
    return undefined
  }
  const priceLimit = read('priceLimitPercent')
  return {
    fees: {
      buyFee: read('buyFee') ?? base.fees.buyFee,
      sellFee: read('sellFee') ?? base.fees.sellFee,
      stampDuty: read('stampDuty') ?? base.fees.stampDuty,
    },
    minAmount: read('minAmount') ?? base.minAmount,
    leverages: read('leverages') ?? base.leverages,
    retailLeverageCap: read('retailLeverageCap') ?? base.retailLeverageCap,
    marginTrading: read('marginTrading') ?? base.marginTrading,
    priceLimitPercent: priceLimit === undefined ? base.priceLimitPercent : priceLimit,
    lock: read('lock') ?? base.lock,
    ordersPerMinute: read('ordersPerMinute') ?? base.ordersPerMinute,
    dividendWithholding: read('dividendWithholding') ?? base.dividendWithholding,
    maintenanceMargin: read('maintenanceMargin') ?? base.maintenanceMargin,
    closeOutLevel: read('closeOutLevel') ?? base.closeOutLevel,
    lending: {
      open: read('lendingOpen') ?? base.lending.open,
      quota: read('lendingQuota') ?? base.lending.quota,
      feeRate: read('lendingFeeRate') ?? base.lending.feeRate,
      share: read('lendingShare') ?? base.lending.share,
    },
  }
}
