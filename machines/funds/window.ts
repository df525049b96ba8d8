import * as zod from 'zod/mini'
import { addDays } from '../calendar/holidays.ts'
import { CALENDAR_HOURS } from '../calendar/hours.ts'
import { instant, isTradingDay, localDay } from '../calendar/sessions.ts'

/** Not in the spec: deposit and withdrawal hours are read on Madrid's clock, the home market's. */
export const FUNDS_TIME_ZONE = CALENDAR_HOURS.spain.timeZone

/** Hours in which deposits or withdrawals are taken, on Madrid's clock ("HH:mm", close may be 24:00). */
export const fundsWindow = zod.object({
  open: zod.string(),
  close: zod.string(),
  /** Only on the Spanish market's trading days (spec §9 Withdrawal hours). */
  tradingDaysOnly: zod.boolean(),
})
export type FundsWindow = zod.output<typeof fundsWindow>

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/

export function isFundsWindow(value: unknown): value is FundsWindow {
  const w = value as FundsWindow
  return (
    typeof w === 'object' &&
    w !== null &&
    HHMM.test(w.open) &&
    HHMM.test(w.close) &&
    w.open < w.close &&
    typeof w.tradingDaysOnly === 'boolean'
  )
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: FUNDS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** Whether `now` (ms) falls inside the window: open ≤ time < close, on an allowed day. */
export function isWithinWindow(window: FundsWindow, now: number): boolean {
  if (window.tradingDaysOnly && !isTradingDay('spain', localDay(FUNDS_TIME_ZONE, now))) return false
  const time = timeFormat.format(now)
  return time >= window.open && time < window.close
}

/** spec §8 Response handling: the window as the time range "hh:mm:ss-hh:mm:ss" a message carries. */
export function windowRange(window: FundsWindow): string {
  return `${window.open}:00-${window.close}:00`
}

/**
 * When the window next opens after `now` (ms), for a screen that says when to come back (issue
 * 18); null when no day of the next two weeks opens it.
 */
export function nextOpening(window: FundsWindow, now: number): number | null {
  let day = localDay(FUNDS_TIME_ZONE, now)
  for (let i = 0; i < 15; i++, day = addDays(day, 1)) {
    if (window.tradingDaysOnly && !isTradingDay('spain', day)) continue
    const opens = instant(FUNDS_TIME_ZONE, day, window.open)
    if (opens > now) return opens
  }
  return null
}
