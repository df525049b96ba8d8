import type { CalendarId } from './hours.ts'

/** A date as "YYYY-MM-DD" in the calendar's own time zone. */
export type DayKey = string

export function dayKey(year: number, month: number, day: number): DayKey {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Seconds since the epoch at 00:00 UTC of a civil date: how daily bars are stamped. */
export function dayStartSeconds(key: DayKey): number {
  return Date.parse(`${key}T00:00:00Z`) / 1000
}

/** Days since the epoch of a civil date: a stable number for seeding a day's draws. */
export function dayIndex(key: DayKey): number {
  return dayStartSeconds(key) / 86_400
}

/** Weekday (0 = Sunday) of a civil date, with no time zone involved. */
export function weekdayOf(key: DayKey): number {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay()
}

/** The civil date `days` after (or before) `key`. */
export function addDays(key: DayKey, days: number): DayKey {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d + days))
  return dayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

/** Gregorian Easter Sunday (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): DayKey {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return dayKey(year, month, day)
}

/** The n-th given weekday of a month (n = -1: the last one). */
function nthWeekday(year: number, month: number, weekday: number, n: number): DayKey {
  if (n > 0) {
    const first = dayKey(year, month, 1)
    const offset = (weekday - weekdayOf(first) + 7) % 7
    return addDays(first, offset + (n - 1) * 7)
  }
  const last = addDays(dayKey(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1)
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7))
}

/** NYSE rule for fixed-date holidays: Saturday → the Friday before, Sunday → the Monday after. */
function observed(key: DayKey): DayKey {
  const weekday = weekdayOf(key)
  if (weekday === 6) return addDays(key, -1)
  if (weekday === 0) return addDays(key, 1)
  return key
}

/** NYSE full-day closures (NYSE Rule 7.2), plus the unscheduled ones it announced. */
function usHolidays(year: number): DayKey[] {
  const days = [
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    addDays(easterSunday(year), -2), // Good Friday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    observed(dayKey(year, 7, 4)), // Independence Day
    observed(dayKey(year, 12, 25)), // Christmas Day
  ]
  // New Year's Day on a Saturday is not moved back into the old year (NYSE rule).
  const newYear = dayKey(year, 1, 1)
  if (weekdayOf(newYear) !== 6) days.push(observed(newYear))
  if (year >= 2022) days.push(observed(dayKey(year, 6, 19))) // Juneteenth
  if (year === 2025) days.push('2025-01-09') // National Day of Mourning (President Carter)
  return days
}

/** Bolsa de Madrid (BME) closures: these dates are not moved when they fall on a weekend. */
function spainHolidays(year: number): DayKey[] {
  const easter = easterSunday(year)
  return [
    dayKey(year, 1, 1),
    addDays(easter, -2), // Good Friday
    addDays(easter, 1), // Easter Monday
    dayKey(year, 5, 1),
    dayKey(year, 12, 25),
    dayKey(year, 12, 26),
  ]
}

const cache = new Map<string, Set<DayKey>>()

/** Whether the market of `calendar` is closed all day on `key` for a holiday. */
export function isHoliday(calendar: CalendarId, key: DayKey): boolean {
  if (calendar === 'crypto' || calendar === 'forex') return false
  const year = Number(key.slice(0, 4))
  const cacheKey = `${calendar}:${year}`
  let days = cache.get(cacheKey)
  if (!days) {
    days = new Set(calendar === 'us' ? usHolidays(year) : spainHolidays(year))
    cache.set(cacheKey, days)
  }
  return days.has(key)
}
