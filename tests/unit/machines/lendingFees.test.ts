import { describe, expect, it } from 'vitest'
import { lendingDayFeeMinor } from '../../../machines/lending/fees.ts'

describe("a lender's fee for one day (issue 20)", () => {
  it('is the value × the annual rate ÷ 365 × the share, to the cent, half up', () => {
    // 1.000 shares at 8,52 € = 8.520 €; 2 % a year = 170,40 €; a day 0,4668…; half: 0,2334 → 0,23 €.
    expect(lendingDayFeeMinor('8.52', 1000, '0.02', '0.5')).toBe(23n)
    // 100 shares at 182,50 $ = 18.250 $; 3,65 % a year is 1,825 $ a day; all of it: 1,83 $ (half up).
    expect(lendingDayFeeMinor('182.50', 100, '0.0365', '1')).toBe(183n)
    expect(lendingDayFeeMinor('0.01', 1, '0.02', '0.5')).toBe(0n)
  })
})
