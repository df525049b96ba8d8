import { z } from 'zod'
import type { CreditTerms } from '../../machines/credit/terms.ts'
import { productSettings } from '../core/productSetting.ts'
import { siteConfigWith } from '../core/siteConfigCache.ts'
import type { Database } from '../db/database.ts'

/**
 * The credit settings the back office edits (site config `credit.*`). Not spec numbers: the
 * spec names a credit limit and a loan but no rate, so these are the operator's, with defaults
 * a new install can show (docs/decisions/0011-new-shares-and-credit.md).
 */
export const CREDIT_SETTINGS = {
  'credit.limitPerPoint': z.string().regex(/^\d{1,7}(\.\d{1,2})?$/),
  'credit.dailyRate': z
    .string()
    .regex(/^0(\.\d{1,6})?$/)
    .refine((v) => Number(v) < 0.01),
  'credit.minLoan': z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
} as const

export const DEFAULT_CREDIT_TERMS: CreditTerms = {
  limitPerPoint: '100.00',
  dailyRate: '0.0005',
  minLoan: '100.00',
}

/** The credit settings as the console lists them: each with its kind and default. */
export const CREDIT_SETTING_LIST = productSettings(
  CREDIT_SETTINGS,
  {
    'credit.limitPerPoint': 'creditPerPoint',
    'credit.dailyRate': 'dailyRate',
    'credit.minLoan': 'amount',
  },
  {
    'credit.limitPerPoint': DEFAULT_CREDIT_TERMS.limitPerPoint,
    'credit.dailyRate': DEFAULT_CREDIT_TERMS.dailyRate,
    'credit.minLoan': DEFAULT_CREDIT_TERMS.minLoan,
  },
)

export async function readCreditTerms(db: Database): Promise<CreditTerms> {
  const pairs = await siteConfigWith(db, 'credit.')
  const value = (name: keyof typeof CREDIT_SETTINGS) => {
    const raw = pairs.get(name)
    return raw !== undefined && CREDIT_SETTINGS[name].safeParse(raw).success ? raw : undefined
  }
  return {
    limitPerPoint: value('credit.limitPerPoint') ?? DEFAULT_CREDIT_TERMS.limitPerPoint,
    dailyRate: value('credit.dailyRate') ?? DEFAULT_CREDIT_TERMS.dailyRate,
    minLoan: value('credit.minLoan') ?? DEFAULT_CREDIT_TERMS.minLoan,
  }
}
