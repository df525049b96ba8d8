import { describe, expect, it } from 'vitest'
import { addWhole, fromScaled, toScaled } from '../../../machines/decimal.ts'

// machines/decimal.ts, its doc comments: exact arithmetic on non-negative decimal strings, scaled
// to big integers of `scale` fraction digits, extra digits cut off. Expected values by hand.
describe('a decimal as a scaled big integer (machines/decimal.ts)', () => {
  it('scales whole and fraction digits: 1.5 at 2 places is 150, 12 at 2 places is 1200', () => {
    expect(toScaled('1.5', 2)).toBe(150n)
    expect(toScaled('12', 2)).toBe(1200n)
    expect(toScaled('.5', 1)).toBe(5n)
  })

  it('cuts off the digits beyond the scale, never rounds: 1.239 at 2 places is 123', () => {
    expect(toScaled('1.239', 2)).toBe(123n)
    expect(toScaled('0.999', 0)).toBe(0n)
  })

  it('refuses what is not a non-negative decimal, naming it', () => {
    // BigInt would take '-1' and ' 7', so the check is what refuses them
    expect(() => toScaled('-1', 2)).toThrow(new RangeError('not a decimal: -1'))
    expect(() => toScaled(' 7', 0)).toThrow(RangeError)
    expect(() => toScaled('1.2.3', 2)).toThrow(RangeError)
  })

  it('back as a decimal string: 150 at 2 places is 1.50, 5 at 3 places is 0.005', () => {
    expect(fromScaled(150n, 2)).toBe('1.50')
    expect(fromScaled(5n, 3)).toBe('0.005')
    expect(fromScaled(42n, 0)).toBe('42')
  })
})

describe('a whole step added to a decimal, never below zero (addWhole)', () => {
  it('one unit down from 1.00 is exactly 0.00, from 0.99 it stops at 0.00', () => {
    expect(addWhole('1.00', -1)).toBe('0.00')
    expect(addWhole('0.99', -1)).toBe('0.00')
    expect(addWhole('2.01', -1)).toBe('1.01')
  })
})
