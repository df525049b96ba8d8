import { describe, expect, it } from 'vitest'
import { checkinDayOf, streakOf } from '../../../machines/checkin/days.ts'

describe('the check-in day is Madrid’s calendar day (decision 0033)', () => {
  it('changes at midnight in Madrid, not at midnight UTC', () => {
    // November: Madrid is UTC+1, so 23:30 UTC on the 20th is 00:30 on the 21st there.
    expect(checkinDayOf(Date.parse('2026-11-20T23:30:00Z'))).toBe('2026-11-21')
    expect(checkinDayOf(Date.parse('2026-11-20T22:59:59Z'))).toBe('2026-11-20')
    // July: UTC+2, so the day already changed at 22:00 UTC.
    expect(checkinDayOf(Date.parse('2026-07-14T22:00:00Z'))).toBe('2026-07-15')
  })
})

describe('the streak: days in a row ending today, or yesterday while today’s is to come (decision 0033)', () => {
  it('counts today and the days before it without a gap', () => {
    expect(streakOf(['2026-11-21', '2026-11-22', '2026-11-23'], '2026-11-23')).toBe(3)
  })

  it('ends yesterday when today’s check-in is still to come', () => {
    expect(streakOf(['2026-11-20', '2026-11-21', '2026-11-22'], '2026-11-23')).toBe(3)
  })

  it('stops at the first missed day', () => {
    // 21 November missed: only the 22nd and the 23rd count.
    expect(streakOf(['2026-11-20', '2026-11-22', '2026-11-23'], '2026-11-23')).toBe(2)
  })

  it('is 0 when neither today nor yesterday was checked in', () => {
    expect(streakOf(['2026-11-20', '2026-11-21'], '2026-11-23')).toBe(0)
    expect(streakOf([], '2026-11-23')).toBe(0)
  })

  it('takes the days in any order, across a month end', () => {
    expect(streakOf(['2026-12-01', '2026-11-29', '2026-11-30'], '2026-12-01')).toBe(3)
  })
})
