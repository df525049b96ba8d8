import { addDays } from '../calendar/holidays.ts'
import { localDay } from '../calendar/sessions.ts'
import { BUSINESS_DAY_TIME_ZONE } from '../rules.ts'

/** The check-in day of an instant: its calendar day in Madrid (decision 0033). */
export const checkinDayOf = (at: number) => localDay(BUSINESS_DAY_TIME_ZONE, at)

/**
 * How many days in a row the user checked in, ending today (or yesterday, when today's is still
 * to come): the streak the screen shows. `days` may come in any order.
 */
export function streakOf(days: readonly string[], today: string): number {
  const known = new Set(days)
  let day = known.has(today) ? today : addDays(today, -1)
  let streak = 0
  while (known.has(day)) {
    streak++
    day = addDays(day, -1)
  }
  return streak
}
