import { z } from 'zod'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import { PLAN_MIN_CONTRIBUTION } from '../../machines/plans/planRules.ts'
import { productSettings } from '../core/productSetting.ts'
import { siteConfigWith } from '../core/siteConfigCache.ts'
import type { Database } from '../db/database.ts'

/** The savings plan settings the console edits (site config `plans.*`; issue 52 item 5). */
export const PLAN_SETTINGS = {
  // A contribution of something: a minimum of 0 would let a plan run on nothing.
  'plans.minContribution': z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/)
    .refine((v) => Number(v) > 0),
} as const

const PLAN_DEFAULTS: Record<keyof typeof PLAN_SETTINGS, string> = {
  'plans.minContribution': PLAN_MIN_CONTRIBUTION,
}

/** The plan settings as the console lists them: each with its kind and default. */
export const PLAN_SETTING_LIST = productSettings(
  PLAN_SETTINGS,
  { 'plans.minContribution': 'positiveAmount' },
  PLAN_DEFAULTS,
)

/** The minimum contribution as configured now, with two decimals. */
export async function readPlanConfig(db: Database) {
  const raw = (await siteConfigWith(db, 'plans.')).get('plans.minContribution')
  const value =
    raw !== undefined && PLAN_SETTINGS['plans.minContribution'].safeParse(raw).success
      ? raw
      : PLAN_DEFAULTS['plans.minContribution']
  return { minContribution: minorToDecimal(decimalToMinor(value) ?? 0n) }
}
