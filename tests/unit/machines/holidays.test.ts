import { describe, expect, it } from 'vitest'
import {
  dayIndex,
  dayStartSeconds,
  easterSunday,
  isHoliday,
} from '../../../machines/calendar/holidays.ts'
import { isTradingDay } from '../../../machines/calendar/sessions.ts'

// isHoliday keeps each calendar's year once worked out (machines/calendar/holidays.ts): every test
// below asks for a calendar and year no earlier test of this file asked for, so it is the one that
// works the year out.

describe('day numbers of daily bars (machines/calendar/holidays.ts)', () => {
  it('stamps a day at its 00:00 UTC, in seconds', () => {
    expect(dayStartSeconds('1970-01-01')).toBe(0)
    expect(dayStartSeconds('1970-01-02')).toBe(86_400)
    // 1970-01-01 to 2026-01-01: 56 years of 365 days, plus 14 leap days (1972 … 2024).
    expect(dayStartSeconds('2026-01-01')).toBe((56 * 365 + 14) * 86_400)
  })

  it('numbers a day by the days since the epoch', () => {
    expect(dayIndex('1970-01-01')).toBe(0)
    expect(dayIndex('1970-01-02')).toBe(1)
    expect(dayIndex('2026-01-01')).toBe(56 * 365 + 14)
    expect(dayIndex('2026-01-02')).toBe(56 * 365 + 15)
  })
})

describe('Easter Sunday (Gregorian), against the published tables', () => {
  it.each([
    [1818, '1818-03-22'], // earliest possible date
    [1886, '1886-04-25'], // latest possible date
    [1913, '1913-03-23'],
    [1943, '1943-04-25'],
    [1954, '1954-04-18'],
    [1961, '1961-04-02'],
    [1981, '1981-04-19'],
    [1990, '1990-04-15'],
    [1995, '1995-04-16'],
    [1999, '1999-04-04'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ] as const)('in %i falls on %s', (year, day) => {
    expect(easterSunday(year)).toBe(day)
  })
})

describe('NYSE closures (NYSE Rule 7.2)', () => {
  it('Juneteenth from 2022 on, moved off the weekend; not in 2021', () => {
    // 19 June 2021 was a Saturday: the Friday before would be its observed day, but the NYSE
    // first closed for Juneteenth in 2022 and traded on 18 June 2021.
    expect(isHoliday('us', '2021-06-18')).toBe(false)
    expect(isTradingDay('us', '2021-06-18')).toBe(true)
    // 19 June 2022 was a Sunday: closed on Monday 20 June.
    expect(isHoliday('us', '2022-06-20')).toBe(true)
    expect(isHoliday('us', '2022-06-17')).toBe(false)
    // 19 June 2023 was a Monday.
    expect(isHoliday('us', '2023-06-19')).toBe(true)
  })

  it('closed on 9 January 2025 for the National Day of Mourning (President Carter)', () => {
    expect(isHoliday('us', '2025-01-09')).toBe(true)
    expect(isHoliday('us', '2025-01-08')).toBe(false)
    expect(isHoliday('us', '2025-01-10')).toBe(false)
    // The closing was the NYSE's own: Madrid traded that Thursday.
    expect(isHoliday('spain', '2025-01-09')).toBe(false)
  })
})

describe('Bolsa de Madrid closures (not moved off weekends)', () => {
  it('2019: New Year, Good Friday, Easter Monday, 1 May, 25 and 26 December', () => {
    // Easter Sunday 2019 was 21 April.
    for (const day of [
      '2019-01-01',
      '2019-04-19',
      '2019-04-22',
      '2019-05-01',
      '2019-12-25',
      '2019-12-26',
    ])
      expect(isHoliday('spain', day), day).toBe(true)
    // The days either side of the Easter closures, and Christmas Eve, trade.
    for (const day of ['2019-04-18', '2019-04-20', '2019-04-23', '2019-12-24', '2019-12-27'])
      expect(isHoliday('spain', day), day).toBe(false)
  })

  it('2021: 1 May on a Saturday is not moved to the Friday or the Monday', () => {
    // Easter Sunday 2021 was 4 April.
    expect(isHoliday('spain', '2021-04-02')).toBe(true)
    expect(isHoliday('spain', '2021-04-05')).toBe(true)
    expect(isHoliday('spain', '2021-05-01')).toBe(true)
    expect(isHoliday('spain', '2021-04-30')).toBe(false)
    expect(isHoliday('spain', '2021-05-03')).toBe(false)
  })
})

describe('crypto and forex have no holidays', () => {
  it.each(['2026-01-01', '2026-04-03', '2026-12-25', '2026-12-26'])(
    '%s is no holiday for either',
    (day) => {
      expect(isHoliday('crypto', day)).toBe(false)
      expect(isHoliday('forex', day)).toBe(false)
    },
  )

  it('forex trades on Christmas Day when it is a weekday (Friday 25 December 2026)', () => {
    expect(isTradingDay('forex', '2026-12-25')).toBe(true)
    expect(isTradingDay('crypto', '2026-12-25')).toBe(true)
  })
})
