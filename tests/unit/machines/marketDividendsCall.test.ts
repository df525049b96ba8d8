import { describe, expect, it } from 'vitest'
import { dividendStock, marketDividendsCall } from '../../../machines/marketView/dividends.ts'

// The dividend page's call (spec §1 dividend stocks, §2 dividend page; issue 19), as its
// contract in machines/marketView/dividends.ts states it.
const santander = {
  code: 'SAN',
  name: 'Banco Santander',
  currency: 'EUR',
  price: '6.20',
  yield: '0.045',
  perYear: 2,
  last: { exDay: '2026-10-30', payDay: '2026-11-03', cash: '0.1000' },
  next: null,
}

describe('the dividend page’s call (spec §2 dividend page, issue 19)', () => {
  it('is market/dividends, for a logged-in investor, and says what it answers', () => {
    expect(marketDividendsCall.path).toBe('market/dividends')
    expect(marketDividendsCall.auth).toBe(true)
    expect(marketDividendsCall.summary).toMatch(/dividend/)
  })
  it('asks for one of the two markets with dividend shares, Spain or usd', () => {
    expect(marketDividendsCall.request.safeParse({ type: 'Spain' }).success).toBe(true)
    expect(marketDividendsCall.request.safeParse({ type: 'usd' }).success).toBe(true)
    expect(marketDividendsCall.request.safeParse({ type: 'usdc' }).success).toBe(false)
    expect(marketDividendsCall.request.safeParse({}).success).toBe(false)
  })
  it('answers each share with its yield, its last dividend and its next one (or none)', () => {
    expect(marketDividendsCall.answer.parse([santander])).toEqual([santander])
    const next = { exDay: '2027-04-30', payDay: '2027-05-04', cash: '0.1395' }
    expect(dividendStock.parse({ ...santander, next })).toEqual({ ...santander, next })
  })
  it('a dividend is its ex-date, pay date and cash: one without its cash is refused', () => {
    const last = { exDay: '2026-10-30', payDay: '2026-11-03' }
    expect(dividendStock.safeParse({ ...santander, last }).success).toBe(false)
    expect(dividendStock.safeParse({ ...santander, yield: undefined }).success).toBe(false)
  })
})
