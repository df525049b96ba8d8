import { describe, expect, it } from 'vitest'
import { lenderYearlyRate } from '../../../machines/lending/fees.ts'
import {
  lendingLotsOf,
  positionCanLend,
  wholePositionBelowLendingMinimum,
} from '../../../machines/lending/lendable.ts'

const held = { state: 'holding', direction: 'long', leverage: 1, businessType: 'normal' } as const

describe('which positions can lend (issue 20)', () => {
  it('held, long, unleveraged and not a day trade', () => {
    expect(positionCanLend(held)).toBe(true)
    expect(positionCanLend({ ...held, state: 'locked' })).toBe(true)
    expect(positionCanLend({ ...held, state: 'readyToClose' })).toBe(false)
    expect(positionCanLend({ ...held, state: 'pending' })).toBe(false)
    expect(positionCanLend({ ...held, direction: 'short' })).toBe(false)
    expect(positionCanLend({ ...held, leverage: 2 })).toBe(false)
    expect(positionCanLend({ ...held, businessType: 'dayTrading' })).toBe(false)
  })
  it('reads lots as a whole number, anything else as none', () => {
    expect(lendingLotsOf(' 300 ')).toBe(300)
    expect(['1.5', '-1', '', 'abc', '1e3'].map(lendingLotsOf)).toEqual([0, 0, 0, 0, 0])
  })
  it("states the lender's yearly rate exactly", () => {
    expect(lenderYearlyRate('0.02', '0.5')).toBe('0.010')
    expect(lenderYearlyRate('0.021', '0.3')).toBe('0.0063')
  })
})

// spec §5 Other (minimum stock-lending amount), issue 48: a position whose every lot is worth
// less than the minimum is not offered at all; at the minimum it is; without a price, not judged.
describe('a position too small to lend (wholePositionBelowLendingMinimum)', () => {
  it.each([
    ['189.00', '1000.00', true],
    ['999.99', '1000.00', true],
    ['1000.00', '1000.00', false],
    ['1000.01', '1000.00', false],
    [null, '1000.00', false],
  ] as const)('worth %s against %s: %s', (value, minimum, below) => {
    expect(wholePositionBelowLendingMinimum(value, minimum)).toBe(below)
  })
})
