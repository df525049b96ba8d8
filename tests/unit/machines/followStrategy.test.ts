import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { followActions, followHasTag, followMachine } from '../../../machines/follow/follow.ts'
import {
  type DailyCloses,
  runStrategy,
  type Strategy,
  strategyCodes,
  strategyFigures,
  targetWeights,
  warmUpDays,
} from '../../../machines/follow/strategy.ts'

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`)

/** A rises 1 % a day; B falls 1 % a day; C is flat. */
const series: DailyCloses = {
  days: days(20),
  closes: {
    A: Array.from({ length: 20 }, (_, i) => 100 * 1.01 ** i),
    B: Array.from({ length: 20 }, (_, i) => 50 * 0.99 ** i),
    C: Array.from({ length: 20 }, () => 10),
  },
}
const free = { tradeFeeRate: '0' }

describe('a fund’s strategy on the exchange’s closes (spec §3 Copy-trade product)', () => {
  it('a basket grows by its weights, with the rest in cash', () => {
    const half: Strategy = {
      rule: { kind: 'basket', weights: [{ code: 'A', weight: 0.5 }] },
      cycleDays: 100,
      ...free,
    }
    const run = runStrategy(half, series, 0)
    expect(run.days[0]?.nav).toBe('1.00000000')
    // One day: half the fund in A (+1 %), half in cash: +0,5 %.
    expect(run.days[1]?.nav).toBe('1.00500000')
    expect(run.orders).toEqual([
      { no: 1, day: '2026-10-01', code: 'A', side: 'buy', from: 0, to: 0.5 },
    ])
  })
  it('a trend rule holds only while the fast average is above the slow one', () => {
    const up = runStrategy(
      { rule: { kind: 'trend', code: 'A', fast: 2, slow: 5 }, cycleDays: 1, ...free },
      series,
      5,
    )
    const down = runStrategy(
      { rule: { kind: 'trend', code: 'B', fast: 2, slow: 5 }, cycleDays: 1, ...free },
      series,
      5,
    )
    expect(Number(up.days.at(-1)?.nav)).toBeCloseTo(1.01 ** 14, 6)
    expect(up.orders).toHaveLength(1)
    expect(down.days.every((d) => d.nav === '1.00000000')).toBe(true)
    expect(down.orders).toHaveLength(0)
  })
  it('momentum holds the best riser, decides each cycle, and numbers its orders', () => {
    const run = runStrategy(
      {
        rule: { kind: 'momentum', codes: ['B', 'C', 'A'], lookback: 3, top: 1 },
        cycleDays: 5,
        ...free,
      },
      series,
      3,
    )
    expect(run.orders[0]).toMatchObject({ no: 1, code: 'A', side: 'buy', to: 1 })
    expect(run.orders.map((o) => o.no)).toEqual(run.orders.map((_, i) => i + 1))
    expect(strategyFigures(run).totalReturn).toBeCloseTo(1.01 ** 16 - 1, 6)
  })
  it('pays the exchange’s fee on what it trades, so its figures are after costs', () => {
    const rule = { kind: 'basket', weights: [{ code: 'C', weight: 1 }] } as const
    const withFees = runStrategy({ rule, cycleDays: 100, tradeFeeRate: '0.001' }, series, 0)
    expect(withFees.days.at(-1)?.nav).toBe('0.99900000')
  })
  it('is the same run for every reader, and reads no close after the day it decides', () => {
    const strategy: Strategy = {
      rule: { kind: 'momentum', codes: ['A', 'B', 'C'], lookback: 2, top: 2 },
      cycleDays: 3,
      tradeFeeRate: '0.001',
    }
    const full = runStrategy(strategy, series, 2)
    const cut = {
      days: series.days.slice(0, 12),
      closes: Object.fromEntries(
        Object.entries(series.closes).map(([k, v]) => [k, v.slice(0, 12)]),
      ),
    }
    const early = runStrategy(strategy, cut, 2)
    expect(runStrategy(strategy, series, 2)).toEqual(full)
    expect(full.days.slice(0, early.days.length)).toEqual(early.days)
    expect(full.orders.filter((o) => o.day <= '2026-10-12')).toEqual(early.orders)
  })
  it('reports the highest return reached, not only the last', () => {
    const figures = strategyFigures({
      days: [
        { day: 'a', nav: '1.00000000' },
        { day: 'b', nav: '1.30000000' },
        { day: 'c', nav: '1.10000000' },
      ],
      orders: [],
    })
    expect(figures.highestReturn).toBeCloseTo(0.3, 10)
    expect(figures.totalReturn).toBeCloseTo(0.1, 10)
    expect(figures.dailyReturn).toBeCloseTo(1.1 / 1.3 - 1, 10)
  })
})

describe('the instruments and the history a rule reads (strategy.ts doc comments)', () => {
  it('a rule can hold its basket’s codes, its trend’s one code, or the codes it ranks', () => {
    expect(
      strategyCodes({
        kind: 'basket',
        weights: [
          { code: 'A', weight: 0.5 },
          { code: 'B', weight: 0.2 },
        ],
      }),
    ).toEqual(['A', 'B'])
    expect(strategyCodes({ kind: 'trend', code: 'A', fast: 2, slow: 5 })).toEqual(['A'])
    expect(strategyCodes({ kind: 'momentum', codes: ['A', 'C'], lookback: 3, top: 1 })).toEqual([
      'A',
      'C',
    ])
  })
  it('a trend waits for its slow average, momentum and mean reversion for their lookback, a basket for nothing', () => {
    expect(warmUpDays({ kind: 'trend', code: 'A', fast: 2, slow: 5 })).toBe(5)
    expect(warmUpDays({ kind: 'momentum', codes: ['A', 'B'], lookback: 3, top: 1 })).toBe(3)
    expect(warmUpDays({ kind: 'meanReversion', codes: ['A'], lookback: 4, below: 0.5 })).toBe(4)
    expect(warmUpDays({ kind: 'basket', weights: [{ code: 'A', weight: 1 }] })).toBe(0)
  })
  it('a run must leave the rule its warm-up days: one day short is refused, exactly enough runs', () => {
    // Momentum over 3 days compares day i with day i − 3: the first day it can decide is day 3.
    const momentum: Strategy = {
      rule: { kind: 'momentum', codes: ['A', 'B'], lookback: 3, top: 1 },
      cycleDays: 1,
      ...free,
    }
    expect(() => runStrategy(momentum, series, 2)).toThrow(
      'not enough history before the first day',
    )
    expect(runStrategy(momentum, series, 3).days[0]?.day).toBe('2026-10-04')
  })
})

describe('what each rule wants at a day’s close (strategy.ts targetWeights)', () => {
  it('a trend holds nothing while the fast average only equals the slow one (“above”)', () => {
    // C is flat at 10: both averages are 10, so the fast one is not above the slow one.
    const flat = targetWeights({ kind: 'trend', code: 'C', fast: 2, slow: 5 }, series.closes, 5)
    expect(flat).toEqual(new Map([['C', 0]]))
  })

  // Mean reversion (doc comment): a close at least `below` under its lookback average is bought,
  // at 1/n of the fund. Lookback 4, below 0.5: closes 14, 14, 14, c average (42 + c) / 4, and
  // half of it is (42 + c) / 8; c = 6 gives 48 / 8 = 6 exactly, the threshold.
  const reverting = (c: number) => ({ X: [14, 14, 14, c], Y: [10, 10, 10, 10] })
  const meanReversion = {
    kind: 'meanReversion',
    codes: ['X', 'Y'],
    lookback: 4,
    below: 0.5,
  } as const
  it('mean reversion buys a close exactly half under its average, at 1/2 of the fund for 2 codes', () => {
    expect(targetWeights(meanReversion, reverting(6), 3)).toEqual(
      new Map([
        ['X', 0.5],
        ['Y', 0],
      ]),
    )
  })
  it('mean reversion buys a cent under the threshold and not a cent over it', () => {
    // 5.99: half the average is (42 + 5.99) / 8 = 5.99875, and 5.99 is under it.
    expect(targetWeights(meanReversion, reverting(5.99), 3).get('X')).toBe(0.5)
    // 6.01: half the average is (42 + 6.01) / 8 = 6.00125, and 6.01 is over it.
    expect(targetWeights(meanReversion, reverting(6.01), 3).get('X')).toBe(0)
  })

  it('momentum ranks by the rise (close over the close `lookback` days before), not by price', () => {
    // X doubles (10 → 20), Y rises 10 % (100 → 110): X rose most although Y costs more.
    const closes = { X: [10, 20], Y: [100, 110], Z: [50, 50] }
    expect(
      targetWeights({ kind: 'momentum', codes: ['Y', 'Z', 'X'], lookback: 1, top: 1 }, closes, 1),
    ).toEqual(
      new Map([
        ['X', 1],
        ['Y', 0],
        ['Z', 0],
      ]),
    )
  })
  it('momentum holds its top 2 in equal halves and the third not at all', () => {
    const closes = { X: [10, 20], Y: [100, 110], Z: [50, 50] }
    const weights = targetWeights(
      { kind: 'momentum', codes: ['Z', 'Y', 'X'], lookback: 1, top: 2 },
      closes,
      1,
    )
    expect(weights).toEqual(
      new Map([
        ['X', 0.5],
        ['Y', 0.5],
        ['Z', 0],
      ]),
    )
  })
  it('momentum breaks a tie in the rise by code, whatever order the codes are listed in', () => {
    // All three are flat: equal rises, so the ranking is by code, A first.
    const closes = { A: [5, 5], B: [7, 7], C: [9, 9] }
    for (const codes of [
      ['C', 'B', 'A'],
      ['B', 'C', 'A'],
      ['A', 'C', 'B'],
    ]) {
      const weights = targetWeights({ kind: 'momentum', codes, lookback: 1, top: 1 }, closes, 1)
      expect([...weights.entries()]).toEqual([
        ['A', 1],
        ['B', 0],
        ['C', 0],
      ])
    }
  })
})

describe('a run between decisions and at each cycle (strategy.ts runStrategy)', () => {
  // X doubles on the second day, then stays: 100, 200, 200.
  const doubling: DailyCloses = {
    days: ['2026-10-01', '2026-10-02', '2026-10-05'],
    closes: { X: [100, 200, 200] },
  }
  const halfInX = { kind: 'basket', weights: [{ code: 'X', weight: 0.5 }] } as const

  it('a holding drifts with its close between decisions: half in X that quadruples is 2.5', () => {
    const quadrupling: DailyCloses = {
      days: ['2026-10-01', '2026-10-02', '2026-10-05'],
      closes: { X: [100, 200, 400] },
    }
    const run = runStrategy({ rule: halfInX, cycleDays: 100, ...free }, quadrupling, 0)
    // Buy and hold: 0.5 cash + 0.5 × 4 = 2.5 (rebalanced back to half it would be 1.5 × 1.5).
    expect(run.days.map((d) => d.nav)).toEqual(['1.00000000', '1.50000000', '2.50000000'])
  })

  it('decides again every `cycleDays` days and sells what drifted above its weight', () => {
    const run = runStrategy({ rule: halfInX, cycleDays: 2, ...free }, doubling, 0)
    // After the double X is 1 of 1.5 = 2/3 of the fund; on day 2 (a new cycle) it is sold to 1/2.
    expect(run.orders).toHaveLength(2)
    expect(run.orders[1]).toMatchObject({
      no: 2,
      day: '2026-10-05',
      code: 'X',
      side: 'sell',
      to: 0.5,
    })
    expect(run.orders[1]?.from).toBeCloseTo(2 / 3, 12)
  })

  it('pays the fee on the weight moved by a sell, not on the weights it moves between', () => {
    const run = runStrategy({ rule: halfInX, cycleDays: 2, tradeFeeRate: '0.002' }, doubling, 0)
    // Day 0: buys 0.5, fee 0.5 × 0.002 = 0.001: 0.999. Day 1: × 1.5 = 1.4985.
    // Day 2: sells 2/3 → 1/2, moves 1/6: 1.4985 × (1 − 0.002 / 6) = 1.4985 − 0.0004995 = 1.4980005.
    expect(run.days.map((d) => d.nav)).toEqual(['0.99900000', '1.49850000', '1.49800050'])
  })

  it('does not trade a drift smaller than half a percent of the fund', () => {
    const onePercent: DailyCloses = {
      days: ['2026-10-01', '2026-10-02'],
      closes: { X: [100, 101] },
    }
    // X at 1.01: 0.505 of 1.005 ≈ 0.50249, a quarter percent over its half: not traded.
    const run = runStrategy({ rule: halfInX, cycleDays: 1, ...free }, onePercent, 0)
    expect(run.orders.map((o) => o.day)).toEqual(['2026-10-01'])
  })

  it('trades a weight of exactly half a percent, not one a tenth of a percent under it', () => {
    const flat: DailyCloses = { days: ['2026-10-01'], closes: { X: [100], Y: [100], Z: [100] } }
    const rule = {
      kind: 'basket',
      weights: [
        { code: 'X', weight: 0.004 },
        { code: 'Y', weight: 0.005 },
        { code: 'Z', weight: 0.006 },
      ],
    } as const
    const run = runStrategy({ rule, cycleDays: 1, ...free }, flat, 0)
    expect(run.orders.map((o) => [o.code, o.side, o.to])).toEqual([
      ['Y', 'buy', 0.005],
      ['Z', 'buy', 0.006],
    ])
  })

  it('sells out a holding that fell under half a percent when the rule no longer wants it', () => {
    // Momentum over 1 day, top 2 of X, Y, Z. Day 1: X +10 %, Y +5 %: holds X and Y, half each.
    // Day 2: X falls to a thousandth (≈ 0.1 % of the fund), Y and Z flat: Y and Z are the top 2,
    // and X, though under half a percent, is sold to nothing rather than left.
    const crash: DailyCloses = {
      days: ['2026-10-01', '2026-10-02', '2026-10-05'],
      closes: { X: [100, 110, 0.11], Y: [100, 105, 105], Z: [100, 100, 100] },
    }
    const run = runStrategy(
      {
        rule: { kind: 'momentum', codes: ['X', 'Y', 'Z'], lookback: 1, top: 2 },
        cycleDays: 1,
        ...free,
      },
      crash,
      1,
    )
    const lastDay = run.orders.filter((o) => o.day === '2026-10-05')
    expect(lastDay.map((o) => [o.code, o.side, o.to])).toEqual([
      ['Y', 'sell', 0.5],
      ['Z', 'buy', 0.5],
      ['X', 'sell', 0],
    ])
    expect(lastDay[2]?.from).toBeLessThan(0.005)
  })
})

describe('a follow’s life (spec §4 Copy trade: in progress, ended)', () => {
  it('cannot be redeemed in its lock time, can after it, and ends by itself', () => {
    const actor = createActor(followMachine).start()
    actor.send({ type: 'follow.start' })
    expect(actor.getSnapshot().hasTag('inProgress')).toBe(true)
    expect(followActions('locked').redeem).toBe(false)
    actor.send({ type: 'follow.redeem' })
    expect(actor.getSnapshot().value).toBe('locked')
    actor.send({ type: 'follow.unlock' })
    expect(followActions('open').redeem).toBe(true)
    actor.send({ type: 'follow.end' })
    expect(actor.getSnapshot().hasTag('ended')).toBe(true)
    expect(followActions('ended').redeem).toBe(false)
  })
  it('a stored follow is in progress while locked or open, redeemable only open, else ended', () => {
    // spec §4 Copy trade: in progress, ended; locked until the lock time, then redeemable.
    const tags = (state: 'locked' | 'open' | 'ended') =>
      (['inProgress', 'redeemable', 'ended'] as const).filter((tag) => followHasTag(state, tag))
    expect(tags('locked')).toEqual(['inProgress'])
    expect(tags('open')).toEqual(['inProgress', 'redeemable'])
    expect(tags('ended')).toEqual(['ended'])
  })
})
