import { describe, expect, it } from 'vitest'
import { instant, localDay, tradingDaysBetween } from '../../../machines/calendar/sessions.ts'

const at = (iso: string) => Date.parse(iso)

// localDay keeps one formatter per time zone: the first test asks for each zone before any other.
describe("the civil date of an instant on each market's clock (machines/calendar/sessions.ts)", () => {
  it('is the date in that time zone, not in UTC', () => {
    // 21 Nov 03:00 UTC is 22:00 on the 20th in New York (UTC-5).
    expect(localDay('America/New_York', at('2026-11-21T03:00:00Z'))).toBe('2026-11-20')
    expect(localDay('America/New_York', at('2026-11-21T05:00:00Z'))).toBe('2026-11-21')
    // 20 Nov 23:30 UTC is 00:30 on the 21st in Madrid (UTC+1).
    expect(localDay('Europe/Madrid', at('2026-11-20T23:30:00Z'))).toBe('2026-11-21')
    expect(localDay('Europe/Madrid', at('2026-11-20T22:59:59Z'))).toBe('2026-11-20')
    expect(localDay('UTC', at('2026-11-20T23:59:59Z'))).toBe('2026-11-20')
  })
})

describe('a wall-clock time as an instant', () => {
  it('24:00 is the next midnight', () => {
    expect(instant('UTC', '2026-11-20', '24:00')).toBe(at('2026-11-21T00:00:00Z'))
    expect(instant('UTC', '2026-12-31', '24:00')).toBe(at('2027-01-01T00:00:00Z'))
    expect(instant('America/New_York', '2026-11-20', '24:00')).toBe(at('2026-11-21T05:00:00Z'))
    expect(instant('Europe/Madrid', '2026-11-20', '24:00')).toBe(at('2026-11-20T23:00:00Z'))
  })
})

describe('trading days between two days, both ends included', () => {
  it('Madrid over Easter 2026: Good Friday (3 Apr), the weekend and Easter Monday (6 Apr) left out', () => {
    expect(tradingDaysBetween('spain', '2026-04-01', '2026-04-08')).toEqual([
      '2026-04-01',
      '2026-04-02',
      '2026-04-07',
      '2026-04-08',
    ])
  })

  it('New York over Thanksgiving 2026 (Thursday 26 Nov)', () => {
    expect(tradingDaysBetween('us', '2026-11-25', '2026-11-30')).toEqual([
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
    ])
  })

  it('one day: itself when it trades, nothing when it does not; nothing when the range is backwards', () => {
    expect(tradingDaysBetween('spain', '2026-11-20', '2026-11-20')).toEqual(['2026-11-20'])
    expect(tradingDaysBetween('spain', '2026-11-21', '2026-11-21')).toEqual([])
    expect(tradingDaysBetween('spain', '2026-11-21', '2026-11-22')).toEqual([])
    expect(tradingDaysBetween('spain', '2026-11-23', '2026-11-20')).toEqual([])
  })
})
