import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'
import { addDays, type DayKey, isHoliday, weekdayOf } from './holidays.ts'
import { CALENDAR_HOURS, type CalendarId } from './hours.ts'

dayjs.extend(utc)
dayjs.extend(timezone)

/** One trading day's session as instants (ms since epoch). */
export interface Session {
  day: DayKey
  extendedOpen: number
  open: number
  close: number
  extendedClose: number
}

/** What a market is doing at an instant (spec §9 hours; API.md `status`). */
export type SessionStatus = 'open' | 'preMarket' | 'afterHours' | 'closed'

const dayFormatters = new Map<string, Intl.DateTimeFormat>()

/** The civil date of an instant in a time zone. */
export function localDay(timeZone: string, at: number): DayKey {
  let format = dayFormatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    dayFormatters.set(timeZone, format)
  }
  return format.format(at)
}

/** Whether `calendar` trades at all on `day` (its weekdays, minus its holidays). */
export function isTradingDay(calendar: CalendarId, day: DayKey): boolean {
  return CALENDAR_HOURS[calendar].weekdays.includes(weekdayOf(day)) && !isHoliday(calendar, day)
}

/** The instant of a wall-clock time ("HH:mm", 24:00 the next midnight) on a day in a time zone. */
export function instant(timeZone: string, day: DayKey, time: string): number {
  if (time === '24:00') return instant(timeZone, addDays(day, 1), '00:00')
  return dayjs.tz(`${day} ${time}`, timeZone).valueOf()
}

const sessionCache = new Map<string, Session>()

/** The session of `calendar` on `day`, or null when it does not trade that day. */
export function sessionOn(calendar: CalendarId, day: DayKey): Session | null {
  if (!isTradingDay(calendar, day)) return null
  const key = `${calendar}:${day}`
  const cached = sessionCache.get(key)
  if (cached) return cached
  const hours = CALENDAR_HOURS[calendar]
  const session: Session = {
    day,
    extendedOpen: instant(hours.timeZone, day, hours.extendedOpen),
    open: instant(hours.timeZone, day, hours.open),
    close: instant(hours.timeZone, day, hours.close),
    extendedClose: instant(hours.timeZone, day, hours.extendedClose),
  }
  sessionCache.set(key, session)
  return session
}

/** The market's status at `at`: the regular session, one of the extended ones, or closed. */
export function sessionStatus(calendar: CalendarId, at: number): SessionStatus {
  const session = sessionOn(calendar, localDay(CALENDAR_HOURS[calendar].timeZone, at))
  if (!session || at < session.extendedOpen || at >= session.extendedClose) return 'closed'
  if (at < session.open) return 'preMarket'
  if (at < session.close) return 'open'
  return 'afterHours'
}

/**
 * The last trading day each calendar was asked for, with the instants it holds between (its
 * session's opening to the next one's): every price of a position list asks for the same day,
 * and working it out from the time zone and the holidays was a twentieth of the call (issue 17).
 */
const tradingDaySpans = new Map<CalendarId, { day: DayKey; from: number; until: number }>()

/** The latest trading day that has begun by `at` (today if its session has started). */
export function currentTradingDay(calendar: CalendarId, at: number): DayKey {
  const known = tradingDaySpans.get(calendar)
  if (known && known.from <= at && at < known.until) return known.day
  let day = localDay(CALENDAR_HOURS[calendar].timeZone, at)
  for (;;) {
    const session = sessionOn(calendar, day)
    if (session && session.extendedOpen <= at) {
      const until = sessionOn(calendar, nextTradingDay(calendar, day))!.extendedOpen
      tradingDaySpans.set(calendar, { day, from: session.extendedOpen, until })
      return day
    }
    day = addDays(day, -1)
  }
}

/** The trading day before `day`. */
export function previousTradingDay(calendar: CalendarId, day: DayKey): DayKey {
  let previous = addDays(day, -1)
  while (!isTradingDay(calendar, previous)) previous = addDays(previous, -1)
  return previous
}

/** The trading day after `day`. */
export function nextTradingDay(calendar: CalendarId, day: DayKey): DayKey {
  let next = addDays(day, 1)
  while (!isTradingDay(calendar, next)) next = addDays(next, 1)
  return next
}

/** Trading days from `from` to `to`, both included when they trade, oldest first. */
export function tradingDaysBetween(calendar: CalendarId, from: DayKey, to: DayKey): DayKey[] {
  const days: DayKey[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (isTradingDay(calendar, day)) days.push(day)
  }
  return days
}
