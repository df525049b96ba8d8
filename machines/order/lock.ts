import type { CalendarId } from '../calendar/hours.ts'
import { currentTradingDay, nextTradingDay, sessionOn } from '../calendar/sessions.ts'

const MINUTES = /^(\d{1,4})m$/
const TRADING_DAYS = /^T\+(\d{1,2})$/

/** Whether a lock rule is well formed: "Nm" (N minutes) or "T+N" (N trading days). */
export function isLockRule(rule: string): boolean {
  return MINUTES.test(rule) || TRADING_DAYS.test(rule)
}

/**
 * spec §4 Selling: only after the lock passes, either N minutes or T+N days. A T+N lock ends
 * when the Nth trading day after the fill opens (T+0 means at once).
 */
export function lockUntil(rule: string, calendar: CalendarId, filledAt: number): number {
  const minutes = MINUTES.exec(rule)
  if (minutes) return filledAt + Number(minutes[1]) * 60_000
  const days = Number(TRADING_DAYS.exec(rule)?.[1] ?? 0)
  if (days === 0) return filledAt
  let day = currentTradingDay(calendar, filledAt)
  for (let i = 0; i < days; i += 1) day = nextTradingDay(calendar, day)
  const session = sessionOn(calendar, day)
  return session ? session.open : filledAt
}

/** A lock rule in its parts, for a screen that explains it: N minutes, or N trading days. */
export function lockTerms(rule: string): { minutes: number } | { tradingDays: number } | null {
  const minutes = MINUTES.exec(rule)
  if (minutes) return { minutes: Number(minutes[1]) }
  const days = TRADING_DAYS.exec(rule)
  return days ? { tradingDays: Number(days[1]) } : null
}
