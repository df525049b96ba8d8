import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DayKey } from '../../../machines/calendar/holidays.ts'
import { tenthsOf } from '../../../machines/plans/planForm.ts'
import { PLAN_WEIGHT_TOTAL, type PlanSchedule } from '../../../machines/plans/planRules.ts'
import { firstRunDay, upcomingRunDays } from '../../../machines/plans/schedule.ts'
import { formatDay } from '../../lib/date.ts'
import { PLAN_WEEKDAY_LABELS } from './labels.ts'

/** A plan's schedule in words: "Monthly on day 5", "Every two weeks on Monday". */
export function scheduleWords(i18n: I18n, schedule: PlanSchedule, runDay: number): string {
  if (schedule === 'monthly') return i18n._(msg`Monthly on day ${runDay}`)
  const label = PLAN_WEEKDAY_LABELS[runDay]
  const weekday = label ? i18n._(label) : String(runDay)
  return schedule === 'weekly'
    ? i18n._(msg`Weekly on ${weekday}`)
    : i18n._(msg`Every two weeks on ${weekday}`)
}

/** The next `count` run days of a plan made `today` (the server's) on this schedule (schedule.ts). */
export function previewRunDays(
  schedule: PlanSchedule,
  runDay: number,
  today: DayKey,
  count = 3,
): DayKey[] {
  return upcomingRunDays(schedule, runDay, firstRunDay(schedule, runDay, today), count)
}

/** A run day spelled out: its weekday in the user's language and its date (spec §9). */
export function runDayWords(day: DayKey, locale: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  let weekday = ''
  try {
    weekday = new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(new Date(y, m - 1, d))
  } catch {
    weekday = ''
  }
  return weekday ? `${weekday}, ${formatDay(day)}` : formatDay(day)
}

const TOTAL_TENTHS = Number(PLAN_WEIGHT_TOTAL) * 10

/** A typed weight ("12.5") in tenths of a percent, for the pie; 0 for what is not one (planForm.ts). */
export const weightTenths = (weight: string): number => tenthsOf(weight.trim()) ?? 0

/** Tenths of a percent as a weight to type ("33.4", "25"). */
export function tenthsText(tenths: number): string {
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1)
}

/** `count` weights of one decimal that make 100 %: the first ones a tenth more when it does not divide. */
export function evenWeights(count: number): string[] {
  if (count === 0) return []
  const base = Math.floor(TOTAL_TENTHS / count)
  const extra = TOTAL_TENTHS - base * count
  return Array.from({ length: count }, (_, i) => tenthsText(base + (i < extra ? 1 : 0)))
}

/** The weights' total and what is left to 100 %, in tenths (negative when over). */
export function weightTotals(weights: readonly string[]): { total: number; left: number } {
  const total = weights.reduce((sum, w) => sum + weightTenths(w), 0)
  return { total, left: TOTAL_TENTHS - total }
}
