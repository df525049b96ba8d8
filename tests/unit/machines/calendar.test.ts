import { describe, expect, it } from 'vitest'
import { addDays, easterSunday, isHoliday } from '../../../machines/calendar/holidays.ts'
import { CALENDAR_HOURS, type CalendarId } from '../../../machines/calendar/hours.ts'
import {
  currentTradingDay,
  isTradingDay,
  localDay,
  previousTradingDay,
  sessionOn,
  sessionStatus,
} from '../../../machines/calendar/sessions.ts'

const at = (iso: string) => new Date(iso).getTime()

describe('Spain calendar (09:00-17:30 Europe/Madrid)', () => {
  it.each([
    ['2026-11-20T07:59:59Z', 'closed'],
    ['2026-11-20T08:00:00Z', 'open'],
    ['2026-11-20T16:29:59Z', 'open'],
    ['2026-11-20T16:30:00Z', 'closed'],
    ['2026-11-21T10:00:00Z', 'closed'], // Saturday
    ['2026-11-22T10:00:00Z', 'closed'], // Sunday
  ] as const)('at %s the market is %s', (iso, status) => {
    expect(sessionStatus('spain', at(iso))).toBe(status)
  })

  it('follows the change to summer time (29 March 2026)', () => {
    expect(sessionOn('spain', '2026-03-27')?.open).toBe(at('2026-03-27T08:00:00Z'))
    expect(sessionOn('spain', '2026-03-30')?.open).toBe(at('2026-03-30T07:00:00Z'))
    expect(sessionOn('spain', '2026-10-23')?.close).toBe(at('2026-10-23T15:30:00Z'))
    expect(sessionOn('spain', '2026-10-26')?.close).toBe(at('2026-10-26T16:30:00Z'))
  })

  it('closes on the BME holidays and not on US ones', () => {
    for (const day of ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-01', '2026-12-25']) {
      expect(isTradingDay('spain', day), day).toBe(false)
    }
    expect(isTradingDay('spain', '2026-11-26')).toBe(true) // Thanksgiving
    expect(isTradingDay('spain', '2026-12-24')).toBe(true)
  })
})

describe('US calendar (pre-market 04:00, regular 09:30-16:00, after-hours to 20:00 New York)', () => {
  it.each([
    ['2026-11-20T08:59:59Z', 'closed'],
    ['2026-11-20T09:00:00Z', 'preMarket'],
    ['2026-11-20T14:29:59Z', 'preMarket'],
    ['2026-11-20T14:30:00Z', 'open'],
    ['2026-11-20T20:59:59Z', 'open'],
    ['2026-11-20T21:00:00Z', 'afterHours'],
    ['2026-11-21T00:59:59Z', 'afterHours'],
    ['2026-11-21T01:00:00Z', 'closed'],
    ['2026-11-21T15:00:00Z', 'closed'], // Saturday
  ] as const)('at %s the market is %s', (iso, status) => {
    expect(sessionStatus('us', at(iso))).toBe(status)
  })

  it('follows the US change to summer time (8 March 2026), three weeks before Europe', () => {
    expect(sessionOn('us', '2026-03-06')?.open).toBe(at('2026-03-06T14:30:00Z'))
    expect(sessionOn('us', '2026-03-09')?.open).toBe(at('2026-03-09T13:30:00Z'))
    expect(sessionOn('us', '2026-11-02')?.extendedOpen).toBe(at('2026-11-02T09:00:00Z'))
  })

  it('closes on NYSE holidays, moving weekend dates', () => {
    for (const day of [
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-04-03',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // 4 July 2026 is a Saturday
      '2026-09-07',
      '2026-11-26',
      '2026-12-25',
      '2027-07-05', // 4 July 2027 is a Sunday
    ]) {
      expect(isHoliday('us', day), day).toBe(true)
    }
    expect(isHoliday('us', '2027-12-31')).toBe(false) // 1 Jan 2028 is a Saturday: not moved back
    expect(isTradingDay('us', '2026-04-06')).toBe(true) // Easter Monday trades in New York
  })
})

describe('crypto and forex', () => {
  it('crypto trades on weekends, forex does not', () => {
    expect(sessionStatus('crypto', at('2026-11-21T12:00:00Z'))).toBe('open')
    expect(sessionStatus('forex', at('2026-11-21T12:00:00Z'))).toBe('closed')
    expect(sessionStatus('forex', at('2026-11-23T00:00:00Z'))).toBe('open')
    expect(sessionStatus('forex', at('2026-11-20T23:59:59Z'))).toBe('open')
  })
})

describe('trading days', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2025)).toBe('2025-04-20')
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
  })

  it('steps over weekends and holidays', () => {
    expect(previousTradingDay('us', '2026-11-27')).toBe('2026-11-25')
    expect(previousTradingDay('spain', '2026-04-07')).toBe('2026-04-02')
    expect(currentTradingDay('spain', at('2026-11-22T12:00:00Z'))).toBe('2026-11-20')
    expect(currentTradingDay('us', at('2026-11-20T08:00:00Z'))).toBe('2026-11-19')
    expect(currentTradingDay('us', at('2026-11-20T09:00:00Z'))).toBe('2026-11-20')
  })
})

describe('currentTradingDay remembers the day it answered', () => {
  /** The day worked out afresh every time: the latest day whose session has begun by `t`. */
  function freshTradingDay(calendar: CalendarId, t: number) {
    let day = localDay(CALENDAR_HOURS[calendar].timeZone, t)
    for (;;) {
      const session = sessionOn(calendar, day)
      if (session && session.extendedOpen <= t) return day
      day = addDays(day, -1)
    }
  }

  it.each(['spain', 'us', 'crypto', 'forex'] as const)(
    '%s: the same answer as afresh at every edge, the clock going forward and back',
    (calendar) => {
      // Each session's first instant, the one before it and its extended close, over the 2026
      // clock changes (New York 03-08 and 11-01, Madrid 03-29 and 10-25), Easter (Spain's
      // holidays) and US Thanksgiving, visited forward, then backward, then shuffled.
      const instants: number[] = []
      for (const first of ['2026-03-05', '2026-03-26', '2026-03-30', '2026-10-23', '2026-11-23']) {
        for (let day = first, n = 0; n < 10; day = addDays(day, 1), n++) {
          const session = sessionOn(calendar, day)
          if (!session) continue
          instants.push(session.extendedOpen - 1, session.extendedOpen, session.extendedClose)
        }
      }
      // Every instant once, in an order that jumps back and forth across days.
      const scrambled = (t: number) => (t / 60_000) % 7919
      const shuffled = instants.toSorted((a, b) => scrambled(a) - scrambled(b))
      for (const t of [...instants, ...instants.toReversed(), ...shuffled])
        expect(currentTradingDay(calendar, t), new Date(t).toISOString()).toBe(
          freshTradingDay(calendar, t),
        )
    },
  )
})
