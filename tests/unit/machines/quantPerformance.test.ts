import { describe, expect, it } from 'vitest'
import type { FeeRates } from '../../../machines/order/pricing.ts'
import {
  type AllocationOrder,
  allocationCurve,
  curveFigures,
  maxDrawdownOf,
  valueAt,
} from '../../../machines/quant/performance.ts'

/**
 * An allocation's value over time (decision 0032 "What the screens show"; issue 20, "no invented
 * returns"): its cash from the ledger plus what its orders hold at each mark — frozen money while
 * pending, once filled what closing at that mark's price would return, nothing once finished.
 * Every expected figure is worked by hand in the comments, in cents.
 */

// A long closes with the sell fee (0.1 %); the stamp duty is charged on a purchase leg only.
const RATES: FeeRates = { buyFee: '0.002', sellFee: '0.001', stampDuty: '0.0005' }

/** 10 lots of A bought at 100.00: contract 1,000.00, unleveraged so margin 1,000.00. */
const order = (change: Partial<AllocationOrder> = {}): AllocationOrder => ({
  code: 'A',
  direction: 'long',
  lots: 10,
  frozenMinor: 100_250n, // 1,000.00 margin + 2.00 buy fee (0.2 %) + 0.50 stamp duty (0.05 %)
  amountMinor: 100_000n,
  marginMinor: 100_000n,
  rates: RATES,
  createdAt: 1_000,
  filledAt: 2_000,
  closedAt: null,
  cancelledAt: null,
  ...change,
})

describe('what an order holds at a moment (decision 0032: frozen while pending, then its close)', () => {
  // At 110.00 the position is 1,100.00: gain 100.00; the sell fee 0.1 % of 1,100.00 is 1.10.
  // Closing returns 1,000.00 + 100.00 − 1.10 = 1,098.90, i.e. 109_890 cents.
  const at110 = { A: '110.00' }

  it('nothing before it is placed; its frozen money from the moment it is placed (at or after)', () => {
    const pending = order({ createdAt: 5_000, filledAt: null })
    expect(valueAt(50n, [pending], 4_999, at110)).toBe(50n)
    expect(valueAt(50n, [pending], 5_000, at110)).toBe(50n + 100_250n)
    expect(valueAt(50n, [pending], 5_001, at110)).toBe(50n + 100_250n)
  })

  it('frozen until the moment it fills; from then what closing it at the mark’s price returns', () => {
    expect(valueAt(0n, [order()], 1_999, at110)).toBe(100_250n)
    expect(valueAt(0n, [order()], 2_000, at110)).toBe(109_890n)
    expect(valueAt(0n, [order()], 2_001, at110)).toBe(109_890n)
  })

  it('a loss at the mark’s price: at 95.00 closing returns 1,000.00 − 50.00 − 0.95 = 949.05', () => {
    expect(valueAt(0n, [order()], 3_000, { A: '95.00' })).toBe(94_905n)
  })

  it('nothing from the moment it is cancelled', () => {
    const cancelled = order({ filledAt: null, cancelledAt: 3_000 })
    expect(valueAt(7n, [cancelled], 2_999, at110)).toBe(7n + 100_250n)
    expect(valueAt(7n, [cancelled], 3_000, at110)).toBe(7n)
    expect(valueAt(7n, [cancelled], 3_001, at110)).toBe(7n)
  })

  it('nothing from the moment it is closed (what it returned is in the cash by then)', () => {
    const closed = order({ closedAt: 4_000 })
    expect(valueAt(9n, [closed], 3_999, at110)).toBe(9n + 109_890n)
    expect(valueAt(9n, [closed], 4_000, at110)).toBe(9n)
    expect(valueAt(9n, [closed], 4_001, at110)).toBe(9n)
  })

  it('filled but no price at the mark, or no contract amount: its margin', () => {
    expect(valueAt(0n, [order()], 3_000, {})).toBe(100_000n)
    expect(valueAt(0n, [order({ amountMinor: null })], 3_000, at110)).toBe(100_000n)
    // No margin recorded either: it holds nothing that can be counted.
    expect(valueAt(0n, [order({ amountMinor: null, marginMinor: null })], 3_000, at110)).toBe(0n)
  })

  it('adds every order to the cash, each at its own instrument’s price', () => {
    // B: 10 lots bought at 100.00, at 90.00 closing returns 1,000.00 − 100.00 − 0.90 = 899.10.
    const b = order({ code: 'B' })
    const pending = order({ code: 'C', filledAt: null })
    expect(valueAt(1_000n, [order(), b, pending], 3_000, { A: '110.00', B: '90.00' })).toBe(
      1_000n + 109_890n + 89_910n + 100_250n,
    )
  })
})

describe('the allocation’s value at each mark (decision 0032: the ledger plus its orders)', () => {
  const mark = (day: string, at: number) => ({ day, at, prices: {} })

  it('each ledger leg counts from its moment on, whatever order the legs come in', () => {
    // 1,000.00 allocated; −300.00 at 300 and +50.00 at 100, listed out of time order; one more
    // leg of +1.00 exactly at the third mark's moment counts at that mark.
    const points = allocationCurve({
      amountMinor: 100_000n,
      legs: [
        { at: 300, amountMinor: -30_000n },
        { at: 100, amountMinor: 5_000n },
        { at: 400, amountMinor: 100n },
      ],
      orders: [],
      marks: [mark('d0', 50), mark('d1', 200), mark('d2', 400), mark('d3', 500)],
    })
    expect(points).toEqual([
      { day: 'd0', value: '1000.00' },
      { day: 'd1', value: '1050.00' },
      { day: 'd2', value: '751.00' },
      { day: 'd3', value: '751.00' },
    ])
  })

  it('three legs in reverse time order each join at their own mark', () => {
    const points = allocationCurve({
      amountMinor: 0n,
      legs: [
        { at: 30, amountMinor: 300n },
        { at: 20, amountMinor: 20n },
        { at: 10, amountMinor: 1n },
      ],
      orders: [],
      marks: [mark('d1', 10), mark('d2', 20), mark('d3', 30)],
    })
    // 0.01, then 0.01 + 0.20, then 0.21 + 3.00.
    expect(points.map((p) => p.value)).toEqual(['0.01', '0.21', '3.21'])
  })

  it('its orders are valued at each mark’s prices', () => {
    // Cash 1,000.00 − 1,002.50 frozen at 1,000 = −2.50; the order holds 1,002.50 while pending
    // (mark at 1,500), then 1,098.90 filled at 110.00 (mark at 2,500): −2.50 + 1,098.90 = 1,096.40.
    const points = allocationCurve({
      amountMinor: 100_000n,
      legs: [{ at: 1_000, amountMinor: -100_250n }],
      orders: [order()],
      marks: [
        { day: 'd1', at: 1_500, prices: { A: '100.00' } },
        { day: 'd2', at: 2_500, prices: { A: '110.00' } },
      ],
    })
    expect(points).toEqual([
      { day: 'd1', value: '1000.00' },
      { day: 'd2', value: '1096.40' },
    ])
  })
})

describe('the largest drawdown: the largest fall from a high to a later low, over the high (its doc; decision 0032)', () => {
  it('from the first value when no start is given: 100 → 120 → 90 falls 30 of 120 = 0.25', () => {
    expect(maxDrawdownOf([100, 120, 90, 110])).toBe(0.25)
  })

  it('a start above every value is the high: from 200, a low of 150 is a fall of 0.25', () => {
    expect(maxDrawdownOf([180, 150, 190], 200)).toBe(0.25)
  })

  it('a rising curve has no drawdown; an empty one neither', () => {
    expect(maxDrawdownOf([1, 2, 3])).toBe(0)
    expect(maxDrawdownOf([])).toBe(0)
  })

  it('no high above zero, no drawdown (nothing to fall from)', () => {
    expect(maxDrawdownOf([0, 0], 0)).toBe(0)
    expect(maxDrawdownOf([-5, -10], -5)).toBe(0)
  })
})

describe('the curve’s figures: drawdown from what was allocated, return of the last point (decision 0032)', () => {
  it('1,000.00 allocated, 1,100.00, 880.00, 990.00: a fall of 220 from 1,100 (0.2000), −1 %', () => {
    const points = [
      { day: 'd1', value: '1100.00' },
      { day: 'd2', value: '880.00' },
      { day: 'd3', value: '990.00' },
    ]
    expect(curveFigures(100_000n, points)).toEqual({
      maxDrawdown: '0.2000',
      totalReturn: '-0.0100',
    })
  })

  it('a curve that only falls from what was allocated: 1,000.00 to 750.00 is −25 %, a fall of 0.25', () => {
    expect(curveFigures(100_000n, [{ day: 'd1', value: '750.00' }])).toEqual({
      maxDrawdown: '0.2500',
      totalReturn: '-0.2500',
    })
  })

  it('no points yet: no fall and no return', () => {
    expect(curveFigures(50_000n, [])).toEqual({ maxDrawdown: '0.0000', totalReturn: '0.0000' })
  })

  it('nothing allocated: a return of zero rather than a division by zero', () => {
    expect(curveFigures(0n, [])).toEqual({ maxDrawdown: '0.0000', totalReturn: '0.0000' })
    expect(curveFigures(0n, [{ day: 'd1', value: '0.00' }])).toEqual({
      maxDrawdown: '0.0000',
      totalReturn: '0.0000',
    })
  })

  it('a gain: 1,000.00 to 1,250.00 is +25 %, no fall', () => {
    expect(curveFigures(100_000n, [{ day: 'd1', value: '1250.00' }])).toEqual({
      maxDrawdown: '0.0000',
      totalReturn: '0.2500',
    })
  })
})
