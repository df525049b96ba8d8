import { describe, expect, it } from 'vitest'
import { consolidatedTotal, convertAmount } from '../../../machines/funds/exchange.ts'

// Rates are "how many US dollars one unit is worth" (exchange.ts); expected totals by hand.
const rates = { USD: '1', EUR: '1.08' }

describe('total assets in one currency (issue 18)', () => {
  it('sums the currency itself and every other currency converted at the configured rates', () => {
    // 50.00 USD + 100.00 EUR × 1.08 = 50.00 + 108.00 = 158.00
    const holdings = [
      { currency: 'USD', total: '50.00' },
      { currency: 'EUR', total: '100.00' },
    ]
    expect(consolidatedTotal(holdings, rates, 'USD')).toEqual({ total: '158.00', complete: true })
  })
  it('converts into the chosen currency, rounded down to the cent', () => {
    // 100.00 USD / 1.08 = 92.592… → 92.59; plus 10.00 EUR held = 102.59
    const holdings = [
      { currency: 'USD', total: '100.00' },
      { currency: 'EUR', total: '10.00' },
    ]
    expect(consolidatedTotal(holdings, rates, 'EUR')).toEqual({ total: '102.59', complete: true })
  })
  it('leaves out a currency without a rate and says the total is not complete', () => {
    const holdings = [
      { currency: 'USD', total: '50.00' },
      { currency: 'EUR', total: '100.00' },
      { currency: 'JPY', total: '1000' },
    ]
    expect(consolidatedTotal(holdings, rates, 'USD')).toEqual({ total: '158.00', complete: false })
  })
  it('without a rate for the chosen currency, counts only what is held in it', () => {
    const holdings = [
      { currency: 'CHF', total: '10.00' },
      { currency: 'USD', total: '50.00' },
    ]
    expect(consolidatedTotal(holdings, rates, 'CHF')).toEqual({ total: '10.00', complete: false })
  })
  it('nothing held is a complete zero', () => {
    expect(consolidatedTotal([], rates, 'USD')).toEqual({ total: '0.00', complete: true })
  })
})

describe('converting an amount (spec §3 Exchange)', () => {
  it('refuses what is not an amount, naming it', () => {
    expect(() => convertAmount('ten', '1', '1.08')).toThrow('not an amount: ten')
    expect(() => convertAmount('1.005', '1', '1.08')).toThrow('not an amount: 1.005')
  })
})
