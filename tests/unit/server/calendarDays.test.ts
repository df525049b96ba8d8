import { describe, expect, it } from 'vitest'
import { addDays, dayIndex } from '../../../machines/calendar/holidays.ts'
import type { CalendarId } from '../../../machines/calendar/hours.ts'
import { isTradingDay } from '../../../machines/calendar/sessions.ts'
import { CalendarDays } from '../../../server/market/simulator/calendarDays.ts'

/** A calendar's trading days from `from` to `to`, a day at a time, as histories once found them. */
function tradingDays(calendar: CalendarId, from: string, to: string) {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1))
    if (isTradingDay(calendar, day)) days.push(day)
  return days
}

/**
 * The trading days every history on a calendar shares (server/market/simulator/calendarDays.ts):
 * the same days a history found for itself, whichever day was asked for first.
 */
describe("a calendar's shared list of trading days", () => {
  it.each(['spain', 'us', 'crypto', 'forex'] as const)(
    '%s: the days one by one, started late and then earlier, with their numbers',
    (calendar) => {
      const list = new CalendarDays(calendar)
      // A share listed in 2024 asks first; then one with the whole history since 2018.
      const late = tradingDays(calendar, '2024-03-01', '2024-03-31')[0]!
      expect(list.positionOf(late)).toBe(0)
      list.extendTo('2025-01-10')
      const early = tradingDays(calendar, '2018-01-02', '2018-01-31')[0]!
      expect(list.positionOf(early)).toBe(0)
      const expected = tradingDays(calendar, '2018-01-02', '2025-01-10')
      expect(list.days).toEqual(expected)
      expect(list.dayIndexes).toEqual(expected.map(dayIndex))
      expect(list.positionOf(late)).toBe(expected.indexOf(late))
    },
  )

  it('refuses the position of a day its calendar does not trade', () => {
    const list = new CalendarDays('spain')
    list.positionOf('2026-11-23')
    expect(() => list.positionOf('2026-12-25')).toThrow(/not a trading day/)
  })
})
