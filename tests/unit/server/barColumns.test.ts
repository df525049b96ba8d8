import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADJUST_MODES, type Bar, CHART_PERIODS } from '../../../machines/marketData.ts'
import { decodeBars, encodeBars } from '../../../machines/marketView/barColumns.ts'
import { marketKlineCall } from '../../../machines/marketView/calls.ts'
import { registerCall } from '../../../machines/session/calls.ts'
import { chartBars } from '../../../server/market/chartBars.ts'
import { SEED_INSTRUMENTS } from '../../../server/market/instruments/index.ts'
import { SimulatedProvider } from '../../../server/market/simulator/simulatedProvider.ts'
import { registration, startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * What `market/kline` sent before its bars became columns (issue 17), as the browser parsed it:
 * one object per bar, prices rounded to the instrument's price unit, whole volumes.
 */
function barsAsObjectsWere(bars: Bar[], decimals: number): Bar[] {
  const scale = 10 ** decimals
  const round = (x: number) => Math.round(x * scale) / scale
  const sent = bars.map((b) => ({
    time: b.time,
    open: round(b.open),
    high: round(b.high),
    low: round(b.low),
    close: round(b.close),
    volume: Math.round(b.volume),
  }))
  return JSON.parse(JSON.stringify(sent))
}

const FIELDS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const

/** The first field of the first bar that is not the same number to the bit, or null. */
function firstDifference(got: Bar[], want: Bar[]): string | null {
  if (got.length !== want.length) return `${got.length} bars instead of ${want.length}`
  for (let i = 0; i < want.length; i++) {
    for (const field of FIELDS) {
      if (!Object.is(got[i]![field], want[i]![field]))
        return `bar ${i} ${field}: ${got[i]![field]} instead of ${want[i]![field]}`
    }
  }
  return null
}

/** Through the wire: JSON out, JSON in. */
const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value))

// One instrument of each price unit (2 to 5 decimals), an index, a stock with a split and
// dividends (AAPL), one that trades around the clock (BTC/USD, the biggest chart) and forex.
const CODES = ['AAPL', 'SAN', 'ITX', 'IBEX', 'BTC/USD', 'EUR/USD', 'DOGE/USD']
const AT = Date.parse('2026-11-23T10:00:00+01:00')

/**
 * Every period of every code unadjusted, and every period adjusted both ways for the codes whose
 * history has dividends and a split (adjusted prices are the ones far from the price unit).
 */
const ADJUSTED = ['AAPL', 'SAN']
const CASES = CODES.flatMap((code) =>
  CHART_PERIODS.flatMap((period) =>
    ADJUST_MODES.filter((adjust) => adjust === 'none' || ADJUSTED.includes(code)).map(
      (adjust) => [code, period, adjust] as const,
    ),
  ),
)

describe('bars as columns (market/kline)', () => {
  const provider = new SimulatedProvider(SEED_INSTRUMENTS, AT)

  it('covers every price unit the instruments have', () => {
    const units = new Set(CODES.map((code) => provider.instrument(code)!.decimals))
    const all = new Set(SEED_INSTRUMENTS.map((i) => i.decimals))
    expect([...units].sort()).toEqual([...all].sort())
  })

  it('decodes every field of every bar to the value the objects carried, to the bit', () => {
    for (const [code, period, adjust] of CASES) {
      const { decimals } = provider.instrument(code)!
      const bars = chartBars(provider, code, period, adjust, AT)
      expect(bars.length, `${code} ${period} ${adjust}`).toBeGreaterThan(0)
      const decoded = decodeBars(overTheWire(encodeBars(bars, decimals)))
      const difference = firstDifference(decoded, barsAsObjectsWere(bars, decimals))
      expect(difference, `${code} ${period} ${adjust}`).toBeNull()
    }
  })

  it('keeps what rounding would hide: a gap, a flat bar, a bar below the previous close', () => {
    const bars: Bar[] = [
      { time: 1_000_020, open: 0.5, high: 0.5, low: 0.5, close: 0.5, volume: 0 },
      { time: 1_000_080, open: 0.49, high: 0.52, low: 0.47, close: 0.51, volume: 7.6 },
      { time: 1_090_000, open: 0.3, high: 0.31, low: 0.25, close: 0.26, volume: 1e12 },
      { time: 1_090_060, open: 1234.565, high: 1300.004, low: 0.001, close: 1299.995, volume: 3 },
    ]
    const decoded = decodeBars(overTheWire(encodeBars(bars, 2)))
    expect(firstDifference(decoded, barsAsObjectsWere(bars, 2))).toBeNull()
    expect(decoded[1]).toEqual({
      time: 1_000_080,
      open: 0.49,
      high: 0.52,
      low: 0.47,
      close: 0.51,
      volume: 8,
    })
  })

  it('sends no bars as empty columns', () => {
    const empty = encodeBars([], 3)
    expect(empty).toEqual({
      decimals: 3,
      time: [],
      open: [],
      high: [],
      low: [],
      close: [],
      volume: [],
    })
    expect(decodeBars(empty)).toEqual([])
  })

  it('is smaller than the objects were: under a fifth for a 1-minute chart', () => {
    const bars = chartBars(provider, 'BTC/USD', '1m', 'none', AT)
    const columns = JSON.stringify(encodeBars(bars, 2)).length
    const objects = JSON.stringify(barsAsObjectsWere(bars, 2)).length
    expect(columns).toBeLessThan(objects / 5)
  })
})

describe('the server encodes what the client decodes', () => {
  let server: TestServer
  let investor: Record<string, string>

  beforeAll(async () => {
    server = await startTestServer({ clockStart: new Date(AT) })
    const { token } = await server.sendOk(registerCall, registration('600000851'))
    investor = { token, account: '600000851' }
  })
  afterAll(() => server.close())

  it('answers market/kline with the columns of the bars the provider has, every period and mode', async () => {
    const cases = CASES.filter(([code]) => code === 'SAN' || code === 'BTC/USD')
    for (const [code, period, adjust] of cases) {
      const { decimals } = server.market.provider.instrument(code)!
      const answer = await server.send(marketKlineCall, { code, period, adjust }, investor)
      expect(answer.status, `${code} ${period} ${adjust}`).toBe(1)
      const at = server.clock.now().getTime()
      const want = barsAsObjectsWere(
        chartBars(server.market.provider, code, period, adjust, at),
        decimals,
      )
      const difference = firstDifference(decodeBars(answer.data!), want)
      expect(difference, `${code} ${period} ${adjust}`).toBeNull()
    }
  })
})
