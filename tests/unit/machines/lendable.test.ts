import { describe, expect, it } from 'vitest'
import { lenderYearlyRate } from '../../../machines/lending/fees.ts'
import { lendingLotsOf, positionCanLend } from '../../../machines/lending/lendable.ts'

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
