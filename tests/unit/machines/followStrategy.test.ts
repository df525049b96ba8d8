import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { followActions, followMachine } from '../../../machines/follow/follow.ts'
import {
  type DailyCloses,
  runStrategy,
  type Strategy,
  strategyFigures,
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
})
