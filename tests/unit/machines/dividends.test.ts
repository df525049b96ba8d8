import { describe, expect, it } from 'vitest'
import { dividendAmounts, paidDividendNet } from '../../../machines/order/dividends.ts'

// Expected values worked out by hand from decision 0028 ("cash × lots to the cent, half up"; a
// long is credited the gross less the withholding tax, a short is debited the gross, no tax).
describe('a position dividend (issue 19, decision 0028)', () => {
  it('a long position receives cash × lots less the withholding tax of its market', () => {
    // 0.25 × 100 = 25.00; 19 % of 25.00 = 4.75; 25.00 - 4.75 = 20.25
    expect(dividendAmounts('0.2500', 100, 'long', '0.19')).toEqual({
      grossMinor: 2500n,
      taxMinor: 475n,
      netMinor: 2025n,
    })
  })
  it('a short position owes the whole gross, with no tax withheld (manufactured dividend)', () => {
    expect(dividendAmounts('0.2500', 100, 'short', '0.19')).toEqual({
      grossMinor: 2500n,
      taxMinor: 0n,
      netMinor: -2500n,
    })
  })
  it('rounds the gross to the cent half up: 1.235 is 1.24, 1.234 is 1.23', () => {
    // 0.1235 × 10 = 1.235 → 1.24; 15 % of 1.24 = 0.186 → 0.19; 1.24 - 0.19 = 1.05
    expect(dividendAmounts('0.1235', 10, 'long', '0.15')).toEqual({
      grossMinor: 124n,
      taxMinor: 19n,
      netMinor: 105n,
    })
    // 0.1234 × 10 = 1.234 → 1.23; 15 % of 1.23 = 0.1845 → 0.18; 1.23 - 0.18 = 1.05
    expect(dividendAmounts('0.1234', 10, 'long', '0.15')).toEqual({
      grossMinor: 123n,
      taxMinor: 18n,
      netMinor: 105n,
    })
  })
  it('rounds the tax to the cent half up: 0.015 is 0.02', () => {
    // 0.01 × 10 = 0.10; 15 % of 0.10 = 0.015 → 0.02; 0.10 - 0.02 = 0.08
    expect(dividendAmounts('0.0100', 10, 'long', '0.15')).toEqual({
      grossMinor: 10n,
      taxMinor: 2n,
      netMinor: 8n,
    })
  })
})

describe('what a paid dividend moved the balance by (decision 0028)', () => {
  it('a long: the gross less the tax', () => {
    expect(paidDividendNet('long', 2500n, 475n)).toBe(2025n)
    expect(paidDividendNet('long', 2500n, 0n)).toBe(2500n)
  })
  it('a short: the gross out, whatever tax figure is passed', () => {
    expect(paidDividendNet('short', 2500n, 0n)).toBe(-2500n)
    expect(paidDividendNet('short', 2500n, 475n)).toBe(-2500n)
  })
})
