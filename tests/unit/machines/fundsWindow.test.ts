import { describe, expect, it } from 'vitest'
import { isFundsWindow, nextOpening } from '../../../machines/funds/window.ts'

const madrid = (iso: string) => Date.parse(iso)

describe('a funds window is well formed (machines/funds/window.ts)', () => {
  const good = { open: '09:00', close: '17:30', tradingDaysOnly: true }

  it('takes HH:mm hours, open before close, and a yes/no for trading days', () => {
    expect(isFundsWindow(good)).toBe(true)
    expect(isFundsWindow({ open: '09:30', close: '24:00', tradingDaysOnly: false })).toBe(true)
  })

  it('refuses what is not an object', () => {
    expect(isFundsWindow(null)).toBe(false)
    expect(isFundsWindow(undefined)).toBe(false)
    expect(isFundsWindow('09:00-17:30')).toBe(false)
    // A function carrying the right fields is still not a window.
    expect(isFundsWindow(Object.assign(() => {}, good))).toBe(false)
  })

  it('refuses a malformed hour even when the hours are in order', () => {
    expect(isFundsWindow({ ...good, open: '08:60' })).toBe(false)
    expect(isFundsWindow({ ...good, close: '17:60' })).toBe(false)
    expect(isFundsWindow({ ...good, close: '24:01' })).toBe(false)
  })

  it('refuses a window that opens when it closes, or after; takes one a minute long', () => {
    expect(isFundsWindow({ ...good, open: '17:30', close: '17:30' })).toBe(false)
    expect(isFundsWindow({ ...good, open: '17:31', close: '17:30' })).toBe(false)
    expect(isFundsWindow({ ...good, open: '17:29', close: '17:30' })).toBe(true)
  })

  it('refuses a trading-days flag that is not a boolean', () => {
    expect(isFundsWindow({ ...good, tradingDaysOnly: 'yes' })).toBe(false)
    expect(isFundsWindow({ open: '09:00', close: '17:30' })).toBe(false)
  })
})

describe('when the window next opens (issue 18): strictly after now', () => {
  const w = { open: '09:00', close: '17:30', tradingDaysOnly: true }

  it("at the very instant it opens, the answer is the next trading day's opening", () => {
    // Monday 23 and Tuesday 24 November 2026 both trade in Madrid.
    expect(nextOpening(w, madrid('2026-11-23T09:00:00+01:00'))).toBe(
      madrid('2026-11-24T09:00:00+01:00'),
    )
    expect(nextOpening(w, madrid('2026-11-23T08:59:59.999+01:00'))).toBe(
      madrid('2026-11-23T09:00:00+01:00'),
    )
    expect(nextOpening(w, madrid('2026-11-23T09:00:00.001+01:00'))).toBe(
      madrid('2026-11-24T09:00:00+01:00'),
    )
  })
})
