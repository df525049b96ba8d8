import { z } from 'zod'
import {
  CHECKIN_DEFAULT_REWARD_AMOUNT,
  CHECKIN_DEFAULT_REWARD_CHECKINS,
  CHECKIN_REWARD_CURRENCY,
} from '../../machines/rules.ts'
import { productSettings } from '../core/productSetting.ts'
import { siteConfigWith } from '../core/siteConfigCache.ts'
import type { Database } from '../db/database.ts'

/** The check-in reward the back office edits (site config `checkin.*`; decision 0033). */
export const CHECKIN_SETTINGS = {
  'checkin.rewardCheckins': z
    .string()
    .regex(/^\d{1,3}$/)
    .refine((v) => Number(v) >= 1),
  // A reward pays something: check-ins are not spent on nothing.
  'checkin.rewardAmount': z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/)
    .refine((v) => Number(v) > 0),
} as const

export const CHECKIN_DEFAULTS: Record<keyof typeof CHECKIN_SETTINGS, string> = {
  'checkin.rewardCheckins': String(CHECKIN_DEFAULT_REWARD_CHECKINS),
  'checkin.rewardAmount': CHECKIN_DEFAULT_REWARD_AMOUNT,
}

/** The check-in settings as the console lists them: each with its kind and default. */
export const CHECKIN_SETTING_LIST = productSettings(
  CHECKIN_SETTINGS,
  { 'checkin.rewardCheckins': 'checkins', 'checkin.rewardAmount': 'positiveAmount' },
  CHECKIN_DEFAULTS,
)

/** What a reward takes and gives, as configured now. */
export async function readCheckinReward(db: Database) {
  const pairs = await siteConfigWith(db, 'checkin.')
  const value = (name: keyof typeof CHECKIN_SETTINGS) => {
    const raw = pairs.get(name)
    return raw !== undefined && CHECKIN_SETTINGS[name].safeParse(raw).success
      ? raw
      : CHECKIN_DEFAULTS[name]
  }
  return {
    checkins: Number(value('checkin.rewardCheckins')),
    amount: value('checkin.rewardAmount'),
    currency: CHECKIN_REWARD_CURRENCY,
  }
}
