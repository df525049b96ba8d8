import { describe, expect, it } from 'vitest'
import { isLockRule, lockedRefusal, lockRuns, lockUntil } from '../../../machines/order/lock.ts'

describe('a lock rule is "Nm" or "T+N" (machines/order/lock.ts, spec §4 Selling)', () => {
  it.each(['0m', '5m', '9999m', 'T+0', 'T+1', 'T+99'])('%s is well formed', (rule) => {
    expect(isLockRule(rule)).toBe(true)
  })

  it.each(['', 'm', '10000m', '5', '5 m', '-5m', 'T+', 'T+100', 'T2', 'T-1', 't+1', '5mT+1'])(
    '%j is not',
    (rule) => {
      expect(isLockRule(rule)).toBe(false)
    },
  )
})

describe('whether a lock holds a new position at all ("0m" and "T+0" do not)', () => {
  it.each([
    ['0m', false],
    ['1m', true],
    ['30m', true],
    ['T+0', false],
    ['T+1', true],
    ['T+3', true],
    ['soon', false],
    ['', false],
  ] as const)('%j: %s', (rule, runs) => {
    expect(lockRuns(rule)).toBe(runs)
  })
})

describe('a malformed lock rule', () => {
  it('locks nothing: the lock ends at the fill', () => {
    expect(lockUntil('soon', 'spain', 42)).toBe(42)
    expect(lockUntil('', 'us', 1_000)).toBe(1_000)
  })
})

describe('why a locked position cannot be sold (spec §8 Trading)', () => {
  it('a minutes lock with no end known gives the plain refusal, not a count of minutes', () => {
    expect(lockedRefusal('5m', null, 0)).toEqual({ code: 'trade.locked', params: {} })
    expect(lockedRefusal('5m', null, 600_000)).toEqual({ code: 'trade.locked', params: {} })
  })

  it('a malformed rule gives the plain refusal', () => {
    expect(lockedRefusal('soon', null, 0)).toEqual({ code: 'trade.locked', params: {} })
    expect(lockedRefusal('soon', 120_000, 0)).toEqual({ code: 'trade.locked', params: {} })
  })

  it('a minutes lock counts the minutes left, rounded up; a T+N lock names its N', () => {
    expect(lockedRefusal('5m', 300_000, 60_001)).toEqual({
      code: 'trade.lockedMinutes',
      params: { count: '4' },
    })
    expect(lockedRefusal('T+2', null, 0)).toEqual({
      code: 'trade.lockedDays',
      params: { count: '2' },
    })
  })
})
