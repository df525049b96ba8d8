import { addDays, type DayKey, dayKey, weekdayOf } from '../calendar/holidays.ts'
import type { PlanSchedule } from './planRules.ts'

/**
 * When a plan runs (issue 52, decision 0073): weekly or every two weeks on a weekday (1 Monday …
 * 5 Friday), or monthly on a day 1 to 28. These are the nominal run days; a run due on a day the
 * market does not trade waits, scheduled, and fills at the next open.
 */

/** The first run day of a plan made (or rescheduled) on `today`: the next such day after it. */
export function firstRunDay(schedule: PlanSchedule, runDay: number, today: DayKey): DayKey {
  if (schedule === 'monthly') {
    const [year, month, day] = today.split('-').map(Number) as [number, number, number]
    return day < runDay ? dayKey(year, month, runDay) : monthAfter(year, month, runDay)
  }
  // weekdayOf: 0 Sunday … 6 Saturday; runDay 1 Monday … 5 Friday, the same numbers.
  const ahead = (runDay - weekdayOf(today) + 7) % 7 || 7
  return addDays(today, ahead)
}

/** The run day after `day` on the plan's schedule. */
export function followingRunDay(schedule: PlanSchedule, runDay: number, day: DayKey): DayKey {
  if (schedule === 'weekly') return addDays(day, 7)
  if (schedule === 'biweekly') return addDays(day, 14)
  const [year, month] = day.split('-').map(Number) as [number, number]
  return monthAfter(year, month, runDay)
}

/** The next `count` run days from `first` (itself included). */
export function upcomingRunDays(
  schedule: PlanSchedule,
  runDay: number,
  first: DayKey,
  count: number,
): DayKey[] {
  const days = [first]
  while (days.length < count) days.push(followingRunDay(schedule, runDay, days.at(-1)!))
  return days
}

function monthAfter(year: number, month: number, runDay: number): DayKey {
  return month === 12 ? dayKey(year + 1, 1, runDay) : dayKey(year, month + 1, runDay)
}
