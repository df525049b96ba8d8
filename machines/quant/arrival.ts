import { addDays } from '../calendar/holidays.ts'
import { CALENDAR_HOURS, type CalendarId } from '../calendar/hours.ts'
import { localDay, nextTradingDay, sessionOn } from '../calendar/sessions.ts'
import { QUANT_ARRIVAL_TRADING_DAYS } from '../rules.ts'

/** The market whose trading days a quant withdrawal in each currency waits for. */
export const QUANT_CALENDAR = { EUR: 'spain', USD: 'us' } as const satisfies Record<
  string,
  CalendarId
>

/**
 * spec §9 Withdrawal processing: quant withdrawals arrive T+2. T is the trading day the transfer
 * is made in — the next one when it is made after that day's close or on a day without trading —
 * and the money arrives when the second trading day after T opens (decision 0030).
 */
export function quantArrivalAt(calendar: CalendarId, at: number): number {
  let day = localDay(CALENDAR_HOURS[calendar].timeZone, at)
  for (;;) {
    const session = sessionOn(calendar, day)
    if (session && at < session.close) break
    day = addDays(day, 1)
  }
  for (let i = 0; i < QUANT_ARRIVAL_TRADING_DAYS; i++) day = nextTradingDay(calendar, day)
  return sessionOn(calendar, day)!.open
}
