import { useLingui } from '@lingui/react'
import {
  type CandlestickData,
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type LineData,
  LineSeries,
  type LogicalRange,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { Bar } from '../../../machines/marketData.ts'
import { formatDecimal } from '../../../machines/money.ts'
import { type ChartColors, chartColors } from '../../lib/chartColors.ts'
import { useTheme } from '../../lib/theme.ts'
import { offsetSeconds, onWallClock } from './wallClock.ts'

const UP = '#16a34a'
const DOWN = '#dc2626'

/**
 * How many of the latest bars the chart opens on: about 2.7 px a bar on a 390 px phone, so a
 * candle still reads as one. Not in the spec; fitting all 9,000 bars of a 1-minute chart drew
 * 9,000 candles into 330 px, a blur that took 90 ms a frame at 4× CPU slowdown (issue 17).
 */
const VISIBLE_BARS = 120

/**
 * How many bars the chart is given at first (what it shows, and as much again to scroll back
 * through), and how many more each time the reader scrolls near the oldest it has: giving it all
 * 9,000 of a 1-minute chart took one 55 ms task at 4× CPU slowdown.
 */
const FIRST_BARS = 3 * VISIBLE_BARS
const HISTORY_STEP = 1_000

/** Scrolled to within this many bars of the oldest bar given, the chart gets the next step. */
const HISTORY_MARGIN = 20

type PricePoint = CandlestickData<UTCTimestamp> | LineData<UTCTimestamp>

/** The chart and its two series: the price (candles, or a line for time-share) and volume. */
interface Drawing {
  chart: IChartApi
  line: boolean
  price: ISeriesApi<'Candlestick'> | ISeriesApi<'Line'>
  volume: ISeriesApi<'Histogram'>
}

/** Sets a price series' points; candles and lines take different points. */
function setPrices(drawing: Drawing, points: PricePoint[]) {
  if (drawing.line) (drawing.price as ISeriesApi<'Line'>).setData(points as LineData[])
  else (drawing.price as ISeriesApi<'Candlestick'>).setData(points as CandlestickData[])
}

function updatePrice(drawing: Drawing, point: PricePoint) {
  if (drawing.line) (drawing.price as ISeriesApi<'Line'>).update(point as LineData)
  else (drawing.price as ISeriesApi<'Candlestick'>).update(point as CandlestickData)
}

/** The two series: candles or a line, and volume under them. */
function addSeries(chart: IChartApi, line: boolean, colors: ChartColors): Drawing {
  const price = line
    ? chart.addSeries(LineSeries, { color: colors.line, lineWidth: 2 })
    : chart.addSeries(CandlestickSeries, {
        upColor: UP,
        downColor: DOWN,
        wickUpColor: UP,
        wickDownColor: DOWN,
        borderVisible: false,
      })
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: '',
    priceFormat: { type: 'volume' },
    color: colors.volume,
    lastValueVisible: false,
    priceLineVisible: false,
  })
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
  price.priceScale().applyOptions({ scaleMargins: { top: 0.05, bottom: 0.25 } })
  return { chart, line, price, volume }
}

function newChart(element: HTMLElement, colors: ChartColors): IChartApi {
  return createChart(element, {
    autoSize: true,
    layout: {
      background: { color: 'transparent' },
      textColor: colors.text,
      attributionLogo: false,
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
  })
}

/** The latest `count` bars, as the price series and the volume series take them. */
function seriesData(bars: Bar[], count: number, line: boolean, timeZone: string | null) {
  const shown = onWallClock(bars.slice(Math.max(0, bars.length - count)), timeZone)
  return {
    price: line ? shown.map((b): PricePoint => ({ time: b.time, value: b.close })) : shown,
    volume: shown.map((b) => ({ time: b.time, value: b.volume })),
  }
}

/**
 * Draws `bars` in a new chart in `element`: the latest FIRST_BARS at first, older ones as the
 * reader scrolls towards them. Returns its series (for the live price) and what removes it.
 */
function drawChart(
  element: HTMLElement,
  o: {
    bars: Bar[]
    line: boolean
    intraday: boolean
    timeZone: string
    decimals: number
    locale: string
  },
  liveBar: { current: PricePoint | null },
): { series: Drawing; remove(): void } {
  const colors = chartColors()
  const chart = newChart(element, colors)
  chart.applyOptions({
    timeScale: { timeVisible: o.intraday, secondsVisible: false },
    localization: {
      // The app's language names the months on the time axis, not the phone's.
      locale: o.locale,
      // spec §9: dates as 2026.11.23; numbers grouped with dots, comma for decimals.
      dateFormat: 'yyyy.MM.dd',
      priceFormatter: (p: number) => formatDecimal(p.toFixed(o.decimals)),
    },
  })
  const d = addSeries(chart, o.line, colors)
  d.price.applyOptions({
    priceFormat: { type: 'price', precision: o.decimals, minMove: 10 ** -o.decimals },
  })
  const zone = o.intraday ? o.timeZone : null
  let given = 0
  const give = (count: number) => {
    given = Math.min(o.bars.length, count)
    const data = seriesData(o.bars, given, o.line, zone)
    setPrices(d, data.price)
    d.volume.setData(data.volume)
    if (liveBar.current) updatePrice(d, liveBar.current)
  }
  const timeScale = chart.timeScale()
  // Older bars go in on the left; the chart keeps the view where the reader has it.
  const onScroll = (range: LogicalRange | null) => {
    if (range && range.from < HISTORY_MARGIN && given < o.bars.length) give(given + HISTORY_STEP)
  }
  // The bars go in a task after the chart's construction, for the same reason as that.
  const filling = setTimeout(() => {
    give(FIRST_BARS)
    if (o.bars.length > VISIBLE_BARS)
      timeScale.setVisibleLogicalRange({ from: given - VISIBLE_BARS, to: given - 1 })
    else timeScale.fitContent()
    timeScale.subscribeVisibleLogicalRangeChange(onScroll)
    element.dataset.drawn = String(o.bars.length)
  }, 0)
  const remove = () => {
    clearTimeout(filling)
    timeScale.unsubscribeVisibleLogicalRangeChange(onScroll)
    chart.remove()
  }
  return { series: d, remove }
}

/** An intraday bar's time on the exchange's wall clock (the axis shows its local time). */
function onExchangeClock(time: number, intraday: boolean, timeZone: string): UTCTimestamp {
  return (intraday ? time + offsetSeconds(timeZone, time) : time) as UTCTimestamp
}

/**
 * The last bar as the live price makes it: the bar of the current minute grows on a per-minute
 * chart, otherwise the last bar takes the price as its close (and its high or low).
 */
function liveBarOf(
  live: { price: string; at: number },
  last: Bar,
  o: { line: boolean; perMinute: boolean; shift(time: number): UTCTimestamp },
): PricePoint {
  const value = Number(live.price)
  const minute = Math.floor(live.at / 60_000) * 60
  const growing = o.perMinute && minute > last.time
  const time = o.shift(growing ? minute : last.time)
  return o.line
    ? { time, value }
    : {
        time,
        open: growing ? value : last.open,
        high: growing ? value : Math.max(last.high, value),
        low: growing ? value : Math.min(last.low, value),
        close: value,
      }
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
  /** Other bars are on their way: these stay drawn until they come, but are not what was asked. */
  stale: boolean
}

/**
 * A lightweight-charts chart: candles (or a line for time-share) over volume bars. Loaded in its
 * own chunk, the first time a chart is shown. Each set of bars gets a new chart, made in one task
 * and given its bars in a later one, after the empty chart's first frame: making the chart and
 * laying out its canvases, then taking the bars and drawing them, were one 70 ms task at 4× CPU
 * slowdown (issue 17). It opens on the latest bars and is given older ones a step at a time as
 * the reader scrolls back. `data-drawn` holds the number of bars once they are given, and is
 * absent while other bars load.
 *
 * Why not one chart for every period: a lightweight-charts chart given new bars in this app kept
 * the old candles and axis labels on its canvases under the new ones (not cleared between frames,
 * seen in Chromium; a bare page with the same calls clears them), so each set of bars still gets
 * a chart of its own.
 */
export default function PriceChart({
  bars,
  line,
  intraday,
  perMinute,
  timeZone,
  decimals,
  live,
  stale,
}: PriceChartProps) {
  const { locale } = useLingui().i18n
  // A new theme makes a new chart: the canvas takes its colours when it is made.
  const { shown: theme } = useTheme()
  const box = useRef<HTMLDivElement>(null)
  /** The latest live price and staleness, for a chart drawn after they arrived. */
  const liveNow = useRef(live)
  liveNow.current = live
  const staleNow = useRef(stale)
  staleNow.current = stale
  const drawing = useRef<Drawing | null>(null)
  /** The last bar the live price drew, drawn again when older bars are given. */
  const liveBar = useRef<PricePoint | null>(null)
  const shift = (time: number) => onExchangeClock(time, intraday, timeZone)

  useLayoutEffect(() => {
    if (stale) delete box.current!.dataset.drawn
  }, [stale])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme is read through chartColors
  useEffect(() => {
    const element = box.current!
    let remove: (() => void) | undefined
    // The chart is built in a task of its own, after React's commit of the new period: together
    // they made one task of ~60 ms on a phone 4× slower than this machine (issue 17); apart,
    // each stays under the 50 ms at which a task starts to hold up taps.
    const timer = setTimeout(() => {
      const last = bars.at(-1)
      const latest = liveNow.current
      liveBar.current =
        latest && last && !staleNow.current
          ? liveBarOf(latest, last, {
              line,
              perMinute,
              shift: (time) => onExchangeClock(time, intraday, timeZone),
            })
          : null
      const drawn = drawChart(
        element,
        { bars, line, intraday, timeZone, decimals, locale },
        liveBar,
      )
      drawing.current = drawn.series
      remove = drawn.remove
    }, 0)
    return () => {
      clearTimeout(timer)
      remove?.()
      drawing.current = null
      liveBar.current = null
    }
  }, [bars, line, intraday, timeZone, decimals, locale, perMinute, theme])

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new live price moves the bar
  useEffect(() => {
    const last = bars.at(-1)
    if (stale || !live || !last) return
    // Kept even before the chart is drawn: its first frame draws it (drawChart's give).
    liveBar.current = liveBarOf(live, last, { line, perMinute, shift })
    if (drawing.current) updatePrice(drawing.current, liveBar.current)
  }, [live])

  return <div className="price-chart" ref={box} data-testid="price-chart" />
}
