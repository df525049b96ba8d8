import { describe, expect, it } from 'vitest'
import { runStrategy, strategyFigures } from '../../../machines/follow/strategy.ts'
import { dailyCloses } from '../../../server/follow/strategyCloses.ts'
import { SEED_INSTRUMENTS } from '../../../server/market/instruments/index.ts'
import { SimulatedProvider } from '../../../server/market/simulator/simulatedProvider.ts'

const at = Date.parse('2026-11-20T12:00:00Z')

describe('a fund runs on the simulated exchange’s own closes', () => {
  const provider = new SimulatedProvider(SEED_INSTRUMENTS, at)
  const series = dailyCloses(provider, ['SAN', 'BBVA', 'BTC/USD'], '2026-09-01', at)

  it('takes finished days only, on the first instrument’s calendar, adjusted closes', () => {
    expect(series.days[0]! >= '2026-09-01').toBe(true)
    expect(series.days.at(-1)! < '2026-11-20').toBe(true)
    // Madrid trades on weekdays: no Saturday in a fund of Spanish shares and bitcoin.
    expect(series.days.some((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 6)).toBe(false)
    const last = provider.bars('SAN', 'day', at).at(-2)!
    expect(series.closes.SAN!.at(-1)).toBeCloseTo(last.close, 9)
  })

  it('a basket of one share moves exactly as that share’s close', () => {
    const run = runStrategy(
      {
        rule: { kind: 'basket', weights: [{ code: 'SAN', weight: 1 }] },
        cycleDays: 1000,
        tradeFeeRate: '0',
      },
      series,
      0,
    )
    const san = series.closes.SAN!
    expect(Number(run.days.at(-1)!.nav)).toBeCloseTo(san.at(-1)! / san[0]!, 6)
  })

  it('is the same for another process with its own provider, and never reads ahead', () => {
    const other = dailyCloses(
      new SimulatedProvider(SEED_INSTRUMENTS, at),
      ['SAN', 'BBVA', 'BTC/USD'],
      '2026-09-01',
      at,
    )
    expect(other).toEqual(series)
    const earlier = dailyCloses(
      provider,
      ['SAN', 'BBVA', 'BTC/USD'],
      '2026-09-01',
      Date.parse('2026-10-15T12:00:00Z'),
    )
    const strategy = {
      rule: { kind: 'momentum', codes: ['SAN', 'BBVA', 'BTC/USD'], lookback: 10, top: 1 },
      cycleDays: 5,
      tradeFeeRate: '0.001',
    } as const
    const before = runStrategy(strategy, earlier, 10)
    const now = runStrategy(strategy, series, 10)
    expect(now.days.slice(0, before.days.length)).toEqual(before.days)
    expect(strategyFigures(now).orderCount).toBeGreaterThan(0)
  })
})
