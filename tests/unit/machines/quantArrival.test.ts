import { describe, expect, it } from 'vitest'
import { quantArrivalAt } from '../../../machines/quant/arrival.ts'

const at = (iso: string) => quantArrivalAt('spain', Date.parse(iso))
const atUs = (iso: string) => quantArrivalAt('us', Date.parse(iso))
const iso = (ms: number) => new Date(ms).toISOString()

describe('a quant withdrawal arrives T+2 (spec §9, decision 0030)', () => {
  it('counts T from the trading day it is made in', () => {
    // Monday 10:00 in Madrid: T is Monday, it arrives when Wednesday opens (09:00 Madrid).
    expect(iso(at('2026-11-23T09:00:00Z'))).toBe('2026-11-25T08:00:00.000Z')
    // Monday before the open: still Monday's.
    expect(iso(at('2026-11-23T06:00:00Z'))).toBe('2026-11-25T08:00:00.000Z')
  })
  it('after the close, or on a day without trading, T is the next trading day', () => {
    // Monday 18:00 in Madrid (after the 17:30 close): T is Tuesday, it arrives Thursday.
    expect(iso(at('2026-11-23T17:00:00Z'))).toBe('2026-11-26T08:00:00.000Z')
    // Saturday: T is Monday the 30th, it arrives Wednesday 2 December.
    expect(iso(at('2026-11-28T12:00:00Z'))).toBe('2026-12-02T08:00:00.000Z')
  })
  it('in New York, pre-market belongs to the day, and a holiday is skipped', () => {
    // Monday 05:00 New York (pre-market): T is Monday; Thanksgiving (Thursday 26th) is no day.
    expect(iso(atUs('2026-11-23T10:00:00Z'))).toBe('2026-11-25T14:30:00.000Z')
    // Tuesday after the close: T is Wednesday; Thursday is Thanksgiving, so Friday, then Monday.
    expect(iso(atUs('2026-11-24T22:00:00Z'))).toBe('2026-11-30T14:30:00.000Z')
  })
})

describe('the close itself ends the day T is counted in (spec §9, decision 0030)', () => {
  // The session is open while the time is before its close (calendar/sessions.ts marketStatus:
  // at < close is open), so a transfer made at the close instant is made after that day's close.
  it('Madrid, Tuesday 1 December 2026, close 17:30 CET (16:30Z): a second either side', () => {
    // A second before: T is Tuesday, it arrives when Thursday the 3rd opens (09:00 CET).
    expect(iso(at('2026-12-01T16:29:59Z'))).toBe('2026-12-03T08:00:00.000Z')
    // At the close and a second after: T is Wednesday, it arrives when Friday the 4th opens.
    expect(iso(at('2026-12-01T16:30:00Z'))).toBe('2026-12-04T08:00:00.000Z')
    expect(iso(at('2026-12-01T16:30:01Z'))).toBe('2026-12-04T08:00:00.000Z')
  })
})
