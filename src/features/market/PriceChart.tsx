import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import type { Bar } from '../../../machines/marketData.ts'
import { formatDecimal } from '../../../machines/money.ts'

const UP = '#16a34a'
const DOWN = '#dc2626'

const offsets = new Map<string, number>()

const formats = new Map<string, Intl.DateTimeFormat>()

/** A formatter that names the zone's UTC offset, made once per zone (making one takes long). */
function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    formats.set(timeZone, format)
  }
  return format
}

/** Seconds to add to a UTC instant to read it as wall-clock time in `timeZone`. */
function offsetSeconds(timeZone: string, time: number): number {
  const key = `${timeZone}:${Math.floor(time / 3600)}`
  const cached = offsets.get(key)
  if (cached !== undefined) return cached
  const name = offsetFormat(timeZone)
    .formatToParts(time * 1000)
    .find((p) => p.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '')
  const seconds = match ? (match[1] === '-' ? -1 : 1) * (+match[2]! * 3600 + +match[3]! * 60) : 0
  offsets.set(key, seconds)
  return seconds
}

/**
 * The bars with their times read as wall-clock time in `timeZone` (null: left in UTC). Bars are
 * oldest first, so the zone's offset is looked up once per hour of bars, not once per bar: a
 * 1-minute chart has 9,000 bars and the lookup was half the time of drawing it (issue 17).
 */
type ChartBar = Omit<Bar, 'time'> & { time: UTCTimestamp }

function onWallClock(bars: Bar[], timeZone: string | null): ChartBar[] {
  if (!timeZone) return bars as ChartBar[]
  const out = new Array<ChartBar>(bars.length)
  let hour = Number.NaN
  let offset = 0
  for (let i = 0; i < bars.length; i++) {
    const bar = bars[i]!
    const barHour = Math.floor(bar.time / 3600)
    if (barHour !== hour) {
      hour = barHour
      offset = offsetSeconds(timeZone, bar.time)
    }
    out[i] = { ...bar, time: (bar.time + offset) as UTCTimestamp }
  }
  return out
}

export interface PriceChartProps {
  bars: Bar[]
  line: boolean
  intraday: boolean
  /** The chart grows a bar each minute (time-share and 1 minute). */
  perMinute: boolean
  /** The exchange's time zone: intraday axes show its local time. */
  timeZone: string
  decimals: number
  /** The instrument's live price (a decimal string) and when it was seen, to move the last bar. */
  live: { price: string; at: number } | null
}

/**
 * A lightweight-charts chart: candles (or a line for time-share) over volume bars. Loaded in its
 * own chunk, the first time a chart is shown.
 */
export default function PriceChart({
  bars,
  line,
  intraday,
  perMinute,
  timeZone,
  decimals,
  live,
}: PriceChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<IChartApi | null>(null)
  const price = useRef<ISeriesApi<'Candlestick'> | ISeriesApi<'Line'> | null>(null)
  const shift = (time: number) =>
    (intraday ? time + offsetSeconds(timeZone, time) : time) as UTCTimestamp

  useEffect(() => {
    const element = box.current!
    const created = createChart(element, {
      autoSize: true,
      layout: {
        background: { color: 'transparent' },
        textColor: '#475569',
        attributionLogo: false,
      },
      grid: { vertLines: { color: '#eef2f7' }, horzLines: { color: '#eef2f7' } },
      timeScale: { timeVisible: intraday, secondsVisible: false },
      // spec §9: numbers grouped with dots, comma for decimals.
      localization: { priceFormatter: (p: number) => formatDecimal(p.toFixed(decimals)) },
    })
    const format = { type: 'price' as const, precision: decimals, minMove: 10 ** -decimals }
    const series = line
      ? created.addSeries(LineSeries, { color: '#2563eb', lineWidth: 2, priceFormat: format })
      : created.addSeries(CandlestickSeries, {
          upColor: UP,
          downColor: DOWN,
          wickUpColor: UP,
          wickDownColor: DOWN,
          borderVisible: false,
          priceFormat: format,
        })
    const volume = created.addSeries(HistogramSeries, {
      priceScaleId: '',
      priceFormat: { type: 'volume' },
      color: '#cbd5e1',
      lastValueVisible: false,
      priceLineVisible: false,
    })
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
    series.priceScale().applyOptions({ scaleMargins: { top: 0.05, bottom: 0.25 } })
    const data = onWallClock(bars, intraday ? timeZone : null)
    if (line)
      (series as ISeriesApi<'Line'>).setData(data.map((b) => ({ time: b.time, value: b.close })))
    else (series as ISeriesApi<'Candlestick'>).setData(data)
    volume.setData(data.map((b) => ({ time: b.time, value: b.volume })))
    created.timeScale().fitContent()
    chart.current = created
    price.current = series
    element.dataset.drawn = String(bars.length)
    return () => {
      created.remove()
      chart.current = null
      price.current = null
    }
  }, [bars, line, intraday, timeZone, decimals])

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new live price moves the bar
  useEffect(() => {
    const series = price.current
    const last = bars.at(-1)
    if (!series || !live || !last) return
    const value = Number(live.price)
    const minute = Math.floor(live.at / 60_000) * 60
    const growing = perMinute && minute > last.time
    const time = shift(growing ? minute : last.time)
    if (line) {
      ;(series as ISeriesApi<'Line'>).update({ time, value })
      return
    }
    ;(series as ISeriesApi<'Candlestick'>).update({
      time,
      open: growing ? value : last.open,
      high: growing ? value : Math.max(last.high, value),
      low: growing ? value : Math.min(last.low, value),
      close: value,
    })
  }, [live])

  return <div className="price-chart" ref={box} data-testid="price-chart" />
}
