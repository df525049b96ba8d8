import { describe, expect, it } from 'vitest'
import { fundForm } from '../../../machines/backOffice/followFunds.ts'
import { strategyForm } from '../../../machines/backOffice/quantStrategies.ts'

/**
 * The console's forms for a copy-trade fund and an AI quant strategy (issues 19 and 20): what the
 * server takes before it saves one. The fund's terms are those of spec §3 Copy-trade product and
 * the agreement's (spec §9: performance fee 18 %, service fee 2 %, the example target 200 %).
 */
const fund = {
  requestId: 'fund-intent-1',
  name: 'Growth basket',
  currency: 'EUR',
  rule: { kind: 'trend', code: 'AAPL', fast: 5, slow: 20 },
  cycleDays: 30,
  startDay: '2026-12-01',
  expectedReturn: '0.18',
  targetReturn: '2.00',
  serviceFeeRate: '0.02',
  performanceFeeRate: '0.18',
  fundSize: '1000000.00',
  minAmount: '100',
  deadlineAt: '2026-12-10T00:00:00Z',
  lockUntil: '2026-12-15T00:00:00Z',
  endsAt: '2027-01-15T00:00:00Z',
}

const takes = (change: Record<string, unknown>) =>
  fundForm.safeParse({ ...fund, ...change }).success

describe('a copy-trade fund’s form (issue 19, spec §3 Copy-trade product)', () => {
  it('takes the agreement’s fund: 18 % performance fee, 2 % service fee, 200 % target', () => {
    const parsed = fundForm.parse(fund)
    expect(parsed.name).toBe('Growth basket')
    // Instants are read as dates, so their order can be compared.
    expect(parsed.lockUntil).toEqual(new Date('2026-12-15T00:00:00Z'))
  })

  it('names the fund in 1 to 80 characters once trimmed', () => {
    expect(takes({ name: '  G  ' })).toBe(true)
    expect(fundForm.parse({ ...fund, name: '  G  ' }).name).toBe('G')
    expect(takes({ name: 'x'.repeat(80) })).toBe(true)
    expect(takes({ name: 'x'.repeat(81) })).toBe(false)
    expect(takes({ name: '   ' })).toBe(false)
  })

  it('is in euros or dollars', () => {
    expect(takes({ currency: 'USD' })).toBe(true)
    expect(takes({ currency: 'USDC' })).toBe(false)
    expect(takes({ currency: '' })).toBe(false)
  })

  it('runs a cycle of 1 to 250 trading days', () => {
    expect(takes({ cycleDays: 1 })).toBe(true)
    expect(takes({ cycleDays: 250 })).toBe(true)
    expect(takes({ cycleDays: 0 })).toBe(false)
    expect(takes({ cycleDays: 251 })).toBe(false)
    expect(takes({ cycleDays: 1.5 })).toBe(false)
  })
})

describe('a fund starts on a calendar day that exists (followFunds.ts: "2026-02-30" is refused)', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true], // 2028 is a leap year
    ['2026-02-29', false], // 2026 is not
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-12-1', false],
    ['x2026-12-01', false],
    ['2026-12-01x', false],
  ])('%s: %s', (startDay, ok) => {
    expect(takes({ startDay })).toBe(ok)
  })
})

describe('a fund’s rates and returns are fractions of up to 6 places, its amounts to the cent', () => {
  it('takes a rate of 1 to 3 whole digits and 1 to 6 decimals', () => {
    expect(takes({ serviceFeeRate: '0.000001' })).toBe(true)
    expect(takes({ serviceFeeRate: '0' })).toBe(true)
    expect(takes({ targetReturn: '200' })).toBe(true)
    expect(takes({ serviceFeeRate: '0.0000001' })).toBe(false)
    expect(takes({ targetReturn: '1000' })).toBe(false)
    expect(takes({ serviceFeeRate: '.02' })).toBe(false)
    expect(takes({ serviceFeeRate: '-0.02' })).toBe(false)
    expect(takes({ serviceFeeRate: '0.' })).toBe(false)
  })

  it('takes an amount of 1 to 12 whole digits and up to 2 decimals', () => {
    expect(takes({ fundSize: '999999999999.99' })).toBe(true)
    expect(takes({ minAmount: '100.5' })).toBe(true)
    expect(takes({ fundSize: '1000000000000' })).toBe(false)
    expect(takes({ minAmount: '100.005' })).toBe(false)
    expect(takes({ minAmount: '-100' })).toBe(false)
    expect(takes({ minAmount: '1,5' })).toBe(false)
  })

  it('takes instants with their offset', () => {
    expect(takes({ deadlineAt: '2026-12-10T01:00:00+01:00' })).toBe(true)
    expect(takes({ deadlineAt: '2026-12-10' })).toBe(false)
  })
})

describe('follows are taken until the deadline, then locked, then the fund ends (spec §3 Copy-trade product)', () => {
  const lockUntil = '2026-12-15T00:00:00Z'
  const endsAt = '2027-01-15T00:00:00Z'

  it('lets the lock start at the deadline, not a second before it', () => {
    expect(takes({ deadlineAt: lockUntil })).toBe(true)
    expect(takes({ deadlineAt: '2026-12-14T23:59:59Z' })).toBe(true)
    expect(takes({ deadlineAt: '2026-12-15T00:00:01Z' })).toBe(false)
  })

  it('ends the fund after the lock, at least a second after', () => {
    expect(takes({ endsAt: '2026-12-15T00:00:01Z' })).toBe(true)
    expect(takes({ endsAt: lockUntil })).toBe(false)
    expect(takes({ endsAt: '2026-12-14T23:59:59Z' })).toBe(false)
  })

  it('refuses a lock after the end even when the deadline is before the lock', () => {
    expect(takes({ lockUntil: '2027-02-01T00:00:00Z', endsAt })).toBe(false)
  })

  it('names the lock as the field to correct', () => {
    const result = fundForm.safeParse({ ...fund, endsAt: lockUntil })
    expect(result.error?.issues.map((i) => i.path)).toEqual([['lockUntil']])
  })
})

describe('an AI quant strategy’s form (issue 20)', () => {
  const strategy = {
    requestId: 'strategy-intent-1',
    name: 'Momentum five',
    currency: 'USD',
    rule: { kind: 'momentum', codes: ['AAPL', 'MSFT', 'NVDA'], lookback: 60, top: 2 },
    cycleDays: 20,
    minAmount: '500.00',
  }
  const takesStrategy = (change: Record<string, unknown>) =>
    strategyForm.safeParse({ ...strategy, ...change }).success

  it('takes a named strategy in euros or dollars with a cycle of 1 to 250 days', () => {
    expect(takesStrategy({})).toBe(true)
    expect(takesStrategy({ currency: 'EUR' })).toBe(true)
    expect(takesStrategy({ currency: 'USDC' })).toBe(false)
    expect(takesStrategy({ name: 'x'.repeat(80) })).toBe(true)
    expect(takesStrategy({ name: 'x'.repeat(81) })).toBe(false)
    expect(takesStrategy({ name: ' ' })).toBe(false)
    expect(takesStrategy({ cycleDays: 250 })).toBe(true)
    expect(takesStrategy({ cycleDays: 251 })).toBe(false)
    expect(takesStrategy({ cycleDays: 0 })).toBe(false)
  })

  it('takes a minimum amount of up to 12 whole digits and 2 decimals', () => {
    expect(takesStrategy({ minAmount: '1' })).toBe(true)
    expect(takesStrategy({ minAmount: '999999999999.99' })).toBe(true)
    expect(takesStrategy({ minAmount: '1000000000000' })).toBe(false)
    expect(takesStrategy({ minAmount: '1.005' })).toBe(false)
    expect(takesStrategy({ minAmount: '-1' })).toBe(false)
    expect(takesStrategy({ minAmount: '1.5x' })).toBe(false)
  })
})
