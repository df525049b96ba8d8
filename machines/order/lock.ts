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

/**
 * Why a locked position cannot be sold, with its number (spec §8 Trading: "cannot sell for N
 * minutes or until T+N"): the minutes left of a minutes lock, rounded up, or the rule's T+N.
 */
export function lockedRefusal(
  rule: string,
  until: number | null,
  now: number,
): {
  code: 'trade.lockedMinutes' | 'trade.lockedDays' | 'trade.locked'
  params: { count?: string }
} {
  const terms = lockTerms(rule)
  if (terms && 'minutes' in terms && until !== null)
    return {
      code: 'trade.lockedMinutes',
      params: { count: String(Math.max(1, Math.ceil((until - now) / 60_000))) },
    }
  if (terms && 'tradingDays' in terms)
    return { code: 'trade.lockedDays', params: { count: String(terms.tradingDays) } }
  return { code: 'trade.locked', params: {} }
}

/** Whether a lock rule holds a new position at all ("0m" and "T+0" do not). */
export function lockRuns(rule: string): boolean {
  const terms = lockTerms(rule)
  if (!terms) return false
  return 'minutes' in terms ? terms.minutes > 0 : terms.tradingDays > 0
}
