import { describe, expect, it } from 'vitest'
import {
  closeOutPrice,
  closeOutReached,
  closesOutAtOpening,
  equityMinor,
  lossAtPrice,
  marginCallReached,
  marginRestored,
  type PositionExposure,
  riskLevelsValid,
} from '../../../machines/order/closeOut.ts'
import { closingSettlement } from '../../../machines/order/pricing.ts'
import { DEFAULT_TRADE_RULES, RISK_LEVELS } from '../../../machines/order/tradeRules.ts'

const FEES = DEFAULT_TRADE_RULES.Spain.fees
const tenTimes = (direction: 'long' | 'short'): PositionExposure => ({
  direction,
  lots: 100,
  leverage: 10,
  amount: '1000.00',
  margin: '100.00',
  fees: FEES,
})

describe('the equity of a position on margin (issue 25)', () => {
  it('is what closing at the price would return: margin, gain or loss, less closing fees', () => {
    // Long: 100 + (970 − 1000) − 0.97 sell fee.
    expect(equityMinor(tenTimes('long'), '9.70')).toBe(6903n)
    // Short: 100 + (1000 − 1025) − 1.03 buy fee − 2.05 stamp duty on the buy-back.
    expect(equityMinor(tenTimes('short'), '10.25')).toBe(7192n)
    // Beyond the margin it goes below zero.
    expect(equityMinor(tenTimes('long'), '8.00')).toBe(-10080n)
  })

  it('calls at the maintenance margin, closes out at the close-out level, restores halfway', () => {
    const long = tenTimes('long')
    expect(marginCallReached(long, '9.80', RISK_LEVELS)).toBe(false) // 79.02
    expect(marginCallReached(long, '9.70', RISK_LEVELS)).toBe(true) // 69.03
    expect(closeOutReached(long, '9.70', RISK_LEVELS)).toBe(false)
    expect(closeOutReached(long, '9.50', RISK_LEVELS)).toBe(true) // 49.05
    expect(marginRestored(long, '9.80', RISK_LEVELS)).toBe(false) // below 87.50
    expect(marginRestored(long, '9.90', RISK_LEVELS)).toBe(true) // 89.01
  })

  it('never watches shares bought outright, however far the price falls', () => {
    const outright = { ...tenTimes('long'), leverage: 1, margin: '1000.00' }
    expect(closeOutReached(outright, '0.01', RISK_LEVELS)).toBe(false)
    expect(marginCallReached(outright, '0.01', RISK_LEVELS)).toBe(false)
    expect(closeOutPrice(outright, RISK_LEVELS, 3)).toBeNull()
  })

  it('watches a short even without leverage: its loss has no ceiling', () => {
    const short = { ...tenTimes('short'), leverage: 1, margin: '1000.00' }
    // 1000 + (1000 − 100 P) − 0.3 % of 100 P in fee and duty ≤ 500: P ≥ 14.9551.
    expect(closeOutPrice(short, RISK_LEVELS, 3)).toBe('14.956')
  })
})

describe('the close-out price', () => {
  const tick = (price: string, ticks: number) => (Number(price) + ticks / 1000).toFixed(3)

  for (const direction of ['long', 'short'] as const) {
    it(`is exactly the first tick the rule closes out (${direction})`, () => {
      const p = tenTimes(direction)
      const price = closeOutPrice(p, RISK_LEVELS, 3)!
      expect(closeOutReached(p, price, RISK_LEVELS)).toBe(true)
      // One tick back towards the opening price is not closed out.
      const safer = tick(price, direction === 'long' ? 1 : -1)
      expect(closeOutReached(p, safer, RISK_LEVELS)).toBe(false)
    })
  }

  it('is near half the margin lost, for leverage from 2 to 50', () => {
    for (const leverage of [2, 5, 10, 20, 50]) {
      const margin = (1000 / leverage).toFixed(2)
      const p = { ...tenTimes('long'), leverage, margin }
      const price = Number(closeOutPrice(p, RISK_LEVELS, 3))
      // Half the margin lost on 100 shares, the fees take a little more.
      expect(price).toBeGreaterThan(10 - Number(margin) / 2 / 100)
      expect(price).toBeLessThan(10 - Number(margin) / 2 / 100 + 0.02)
      expect(lossAtPrice(p, String(price))).toBeGreaterThanOrEqual(
        BigInt(Math.round(Number(margin) * 50)),
      )
    }
  })
})

describe('extreme leverage or fees', () => {
  it('open a position at its close-out level, which placement refuses', () => {
    const extreme = { ...tenTimes('long'), leverage: 999, margin: '1.00' }
    expect(closesOutAtOpening(extreme, '10.00', RISK_LEVELS)).toBe(true)
    expect(closesOutAtOpening(tenTimes('long'), '10.00', RISK_LEVELS)).toBe(false)
  })

  it('still give the exact close-out price, above the opening price if need be', () => {
    // 100× with a 5 % selling fee: closed out even at the opening price.
    const costly = {
      ...tenTimes('long'),
      leverage: 100,
      margin: '10.00',
      fees: { buyFee: '0', sellFee: '0.05', stampDuty: '0' },
    }
    const price = closeOutPrice(costly, RISK_LEVELS, 3)!
    expect(Number(price)).toBeGreaterThan(10)
    expect(closeOutReached(costly, price, RISK_LEVELS)).toBe(true)
    expect(closeOutReached(costly, (Number(price) + 0.001).toFixed(3), RISK_LEVELS)).toBe(false)
  })
})

describe('the risk levels together', () => {
  it('want a close-out above zero and below a maintenance margin of at most the margin', () => {
    expect(riskLevelsValid(RISK_LEVELS)).toBe(true)
    expect(riskLevelsValid({ maintenanceMargin: '0.75', closeOutLevel: '0' })).toBe(false)
    expect(riskLevelsValid({ maintenanceMargin: '0.5', closeOutLevel: '0.5' })).toBe(false)
    expect(riskLevelsValid({ maintenanceMargin: '0.4', closeOutLevel: '0.5' })).toBe(false)
    expect(riskLevelsValid({ maintenanceMargin: '1.2', closeOutLevel: '0.5' })).toBe(false)
    expect(riskLevelsValid({ maintenanceMargin: '1', closeOutLevel: '0.25' })).toBe(true)
  })
})

describe('a close beyond the margin (a gap)', () => {
  it('takes the margin and no more, and says how much was written off', () => {
    const opening = { amountMinor: 100_000n, marginMinor: 10_000n }
    const gap = closingSettlement(opening, '8.00', 100, 'long', FEES)
    expect(gap.creditMinor).toBe(0n)
    // 200 lost on the price, 0.80 fee: 100.80 beyond the 100 of margin.
    expect(gap.writtenOffMinor).toBe(10_080n)
    const fine = closingSettlement(opening, '9.50', 100, 'long', FEES)
    expect(fine.writtenOffMinor).toBe(0n)
  })
})

// closeOut.ts: the close-out price is where the rule closes out; no price where nothing is safe
describe('the close-out price at the edges of its search (issue 25)', () => {
  const oneLot = (direction: 'long' | 'short'): PositionExposure => ({
    direction,
    lots: 1,
    leverage: 2,
    amount: '1.00',
    margin: '0.50',
    fees: FEES,
  })

  it('finds a short’s close-out on a whole-unit instrument priced at 1', () => {
    // Short 1 at 1, margin 0.50 (2×), close-out at 0.25. At 1: 0.50 + 0 − 0.00 fees = 0.50, safe;
    // at 2: 0.50 − 1.00 − 0.00 (0.1 % and 0.2 % of 2.00 round to 0) = −0.50, closed out.
    expect(closeOutPrice(oneLot('short'), RISK_LEVELS, 0)).toBe('2')
  })

  it('is none for a long that even the lowest tick leaves above the close-out level', () => {
    // Long 1 at 1 (2×): at the lowest price, 1, equity is 0.50 − 0.00 fee, over 0.25.
    expect(closeOutPrice(oneLot('long'), RISK_LEVELS, 0)).toBeNull()
  })

  it('is the same per share for 200 lots as the rule gives (more lots than 100)', () => {
    // Long 200 at 10.000, 10×: margin 200.00, close-out at 100.00. At P (in mills x):
    // 200.00 + (0.2 x − 2000.00) − 0.1 % fee ≤ 100.00. x = 9.509: 1901.80 − 2000 − 1.90 + 200 =
    // 99.90, closed out; x = 9.510: 1902.00 − 2000 − 1.90 + 200 = 100.10, safe.
    const p = { ...tenTimes('long'), lots: 200, amount: '2000.00', margin: '200.00' }
    expect(closeOutPrice(p, RISK_LEVELS, 3)).toBe('9.509')
    expect(lossAtPrice(p, '9.509')).toBe(10_010n)
  })

  it('is none when the fees take the whole sale: no price is safe', () => {
    // A 100 % selling fee: equity = 0.50 + (P − 1.00) − P = −0.50 at every price.
    const allFees = { ...oneLot('long'), fees: { ...FEES, sellFee: '1' } }
    expect(closeOutPrice(allFees, RISK_LEVELS, 0)).toBeNull()
  })

  it('still finds a price above sixty-four doublings of its first bound', () => {
    // Long 1 at 1 (2×), selling fee 1 − ε with ε = 1.5e-20: at P (whole units) the sale of
    // A = 100 P cents keeps A − round(A (1 − ε)) = ceil(A ε − 0.5) cents, the equity is that
    // − 0.50, closed out while ceil(A ε − 0.5) ≤ 75, i.e. A ε ≤ 75.5, P ≤ 75.5 / 1.5e-18 =
    // 50 333 333 333 333 333 333.3. The search starts at 2 (1.50 per lot + 1) and doubles:
    // 2 × 2^64 ≈ 3.7e19 is still closed out, 2 × 2^65 ≈ 7.4e19 is not, so the answer lies after
    // the 64th doubling, where the search has not given up yet.
    const nearlyAll = { ...oneLot('long'), fees: { ...FEES, sellFee: '0.999999999999999999985' } }
    expect(closeOutPrice(nearlyAll, RISK_LEVELS, 0)).toBe('50333333333333333333')
  })

  it('gives up past sixty-five doublings: beyond them it counts nothing as safe', () => {
    // The same with ε = 1e-20: closed out while 100 P × 1e-20 ≤ 75.5, P ≤ 7.55e19, which is past
    // 2 × 2^65 ≈ 7.38e19, the last bound the search tries: no price.
    const nearlyAll = { ...oneLot('long'), fees: { ...FEES, sellFee: '0.99999999999999999999' } }
    expect(closeOutPrice(nearlyAll, RISK_LEVELS, 0)).toBeNull()
  })
})

describe('the loss at a price above the close-out (decision 0047)', () => {
  it('is the margin less what the close returns', () => {
    // Long 100 at 10, 10×: at 9.80 the close returns 79.02 (see above): 100.00 − 79.02 = 20.98.
    expect(lossAtPrice(tenTimes('long'), '9.80')).toBe(2098n)
  })
})
