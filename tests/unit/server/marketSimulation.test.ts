import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Bar } from '../../../machines/marketData.ts'
import { manualClock } from '../../../server/clock.ts'
import { adjustBars, forwardFactor } from '../../../server/market/adjust.ts'
import { chartBars } from '../../../server/market/chartBars.ts'
import { SEED_INSTRUMENTS } from '../../../server/market/instruments/index.ts'
import { SimulatedProvider } from '../../../server/market/simulator/simulatedProvider.ts'
import { TickHub } from '../../../server/market/tickHub.ts'

const bar = (time: number, close: number): Bar => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume: 100,
})

describe('adjustment (hand-computed)', () => {
  // Closes 20, 20 | ex-dividend €1 | 19, 19 | 2-for-1 split | 9.5, 10
  const bars = [bar(1, 20), bar(2, 20), bar(3, 19), bar(4, 19), bar(5, 9.5), bar(6, 10)]
  const events = [
    { day: '', time: 3, cash: 1, ratio: 1, previousClose: 20 },
    { day: '', time: 5, cash: 0, ratio: 2, previousClose: 19 },
  ]

  it('has the factors of the textbook: 19/20 for the dividend, 1/2 for the split', () => {
    expect(forwardFactor(events[0]!)).toBeCloseTo(0.95, 12)
    expect(forwardFactor(events[1]!)).toBeCloseTo(0.5, 12)
  })

  it('forward: keeps the latest prices, scales the earlier ones', () => {
    const closes = adjustBars(bars, events, 'forward').map((b) => b.close)
    expect(closes.map((c) => Number(c.toFixed(4)))).toEqual([9.5, 9.5, 9.5, 9.5, 9.5, 10])
  })

  it('backward: keeps the first prices, scales the later ones', () => {
    const closes = adjustBars(bars, events, 'backward').map((b) => b.close)
    expect(closes.map((c) => Number(c.toFixed(4)))).toEqual([20, 20, 20, 20, 20, 21.0526])
  })

  it('none: the raw bars, and events after the last bar change nothing', () => {
    expect(adjustBars(bars, events, 'none')).toBe(bars)
    const later = [{ day: '', time: 99, cash: 1, ratio: 1, previousClose: 10 }]
    expect(adjustBars(bars, later, 'forward').map((b) => b.close)).toEqual(bars.map((b) => b.close))
  })
})

describe('simulated history', () => {
  const at = Date.parse('2026-11-20T12:00:00Z')

  it('is deterministic: two providers agree on every bar and quote', () => {
    const a = new SimulatedProvider(SEED_INSTRUMENTS, at)
    const b = new SimulatedProvider(SEED_INSTRUMENTS, at)
    for (const code of ['SAN', 'AAPL', 'BTC/USD', 'EUR/USD']) {
      expect(a.bars(code, '5m', at)).toEqual(b.bars(code, '5m', at))
      expect(a.quote(code, at)).toEqual(b.quote(code, at))
    }
    // And the order of questions does not matter.
    const c = new SimulatedProvider(SEED_INSTRUMENTS, at)
    c.bars('SAN', 'day', at)
    expect(c.quote('SAN', at)).toEqual(a.quote('SAN', at))
  })

  it('puts the anchor-day close at the seed price', () => {
    const p = new SimulatedProvider(SEED_INSTRUMENTS, at)
    const close = p.quote('SAN', Date.parse('2025-12-31T18:00:00Z')).price
    expect(close).toBeCloseTo(8.52, 6)
  })

  it("ends a day's minute bars at the day's close, which is the next day's previous close", () => {
    const p = new SimulatedProvider(SEED_INSTRUMENTS, at)
    const friday = p.bars('ITX', '1m', Date.parse('2026-11-20T18:00:00Z'))
    const monday = p.quote('ITX', Date.parse('2026-11-23T09:00:00Z'))
    expect(monday.previousClose).toBeCloseTo(friday.at(-1)!.close, 9)
    const daily = p.bars('ITX', 'day', Date.parse('2026-11-20T18:00:00Z')).at(-1)!
    expect(daily.close).toBeCloseTo(friday.at(-1)!.close, 9)
    expect(daily.high).toBeCloseTo(
      Math.max(...friday.filter((b) => b.time >= daily.time).map((b) => b.high)),
      9,
    )
  })

  it('shows a split as a gap in raw prices (AAPL 4-for-1, 31 August 2020)', () => {
    const p = new SimulatedProvider(SEED_INSTRUMENTS, at)
    const days = p.bars('AAPL', 'day', at)
    const split = Date.parse('2020-08-31T00:00:00Z') / 1000
    const i = days.findIndex((d) => d.time === split)
    expect(days[i - 1]!.close / days[i]!.open).toBeGreaterThan(3.5)
    const adjusted = chartBars(p, 'AAPL', 'day', 'forward', at)
    expect(adjusted[i - 1]!.close / adjusted[i]!.open).toBeLessThan(1.2)
  })

  it('freezes a suspended instrument', () => {
    const p = new SimulatedProvider(SEED_INSTRUMENTS, at)
    expect(p.quote('HLZ', at).price).toBe(p.quote('HLZ', at + 3_600_000).price)
  })
})

describe('tick hub', () => {
  afterEach(() => vi.useRealTimers())

  it('sends each subscriber only its codes, at once and then only when they change', () => {
    vi.useFakeTimers()
    const clock = manualClock(new Date('2026-11-20T10:00:00Z'))
    const provider = new SimulatedProvider(SEED_INSTRUMENTS, clock.now().getTime())
    const hub = new TickHub(provider, clock, 1_000)
    const a: string[][] = []
    const b: string[][] = []
    const stopA = hub.subscribe(['SAN', 'BBVA'], (t) => a.push(t.map((x) => x.code)))
    hub.subscribe(['BBVA'], (t) => b.push(t.map((x) => x.code)))
    expect(a).toEqual([['SAN', 'BBVA']])
    expect(b).toEqual([['BBVA']])

    vi.advanceTimersByTime(1_000) // the clock has not moved: nothing changed
    expect(a).toHaveLength(1)
    clock.advance(30_000)
    vi.advanceTimersByTime(1_000)
    expect(a.at(-1)).toEqual(['SAN', 'BBVA'])
    expect(b.at(-1)).toEqual(['BBVA'])

    stopA()
    expect(hub.listeners).toBe(1)
    hub.stop()
  })
})
