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

function newChart(element: HTMLElement, colors: ChartColors, locale: string): IChartApi {
  return createChart(element, {
    autoSize: true,
    layout: {
      background: { color: 'transparent' },
      textColor: colors.text,
      attributionLogo: false,
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    // The app's language names the months on the time axis, not the phone's.
    localization: { locale, dateFormat: 'yyyy.MM.dd' },
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

/** A set of bars and how they are drawn. */
interface Shown {
  bars: Bar[]
  line: boolean
  intraday: boolean
  timeZone: string
  decimals: number
}

/**
 * One chart for every set of bars the panel shows: a new period, adjustment or kind of chart is
 * given to the chart there is. Making a chart (its canvases, their layout, their first frame) and
 * taking the old one down was the longest task of a switch to the 1-minute chart (issue 17).
 */
class ChartDrawing {
  readonly #chart: IChartApi
  readonly #colors: ChartColors
  #series: Drawing | null = null
  /** The bars given last: a live price belongs to them, not to bars still to come. */
  #bars: Bar[] | null = null
  #stopScrolling = () => {}

  constructor(element: HTMLElement, locale: string) {
    this.#colors = chartColors()
    this.#chart = newChart(element, this.#colors, locale)
  }

  /** The series drawing `bars`, if those are the bars the chart shows. */
  seriesOf(bars: Bar[]): Drawing | null {
    return this.#bars === bars ? this.#series : null
  }

  /** Older bars are no longer given as the reader scrolls: other bars are on their way. */
  stopScrolling() {
    this.#stopScrolling()
  }

  /**
   * Draws `o.bars`: the latest FIRST_BARS at first, older ones as the reader scrolls towards
   * them, and the live price's bar over the last one.
   */
  show(o: Shown, liveBar: { current: PricePoint | null }) {
    this.#stopScrolling()
    const chart = this.#chart
    chart.applyOptions({
      // The price axis keeps the width it has: narrower labels (a shorter period's prices) would
      // resize every canvas of the chart, the longest task of a switch at 4× CPU slowdown.
      rightPriceScale: { minimumWidth: chart.priceScale('right').width() },
      timeScale: { timeVisible: o.intraday, secondsVisible: false },
      // spec §9: numbers grouped with dots, comma for decimals.
      localization: { priceFormatter: (p: number) => formatDecimal(p.toFixed(o.decimals)) },
    })
    if (this.#series?.line !== o.line) {
      if (this.#series) {
        chart.removeSeries(this.#series.price)
        chart.removeSeries(this.#series.volume)
      }
      this.#series = addSeries(chart, o.line, this.#colors)
    }
    const d = this.#series
    this.#bars = o.bars
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
    give(FIRST_BARS)
    if (o.bars.length > VISIBLE_BARS)
      timeScale.setVisibleLogicalRange({ from: given - VISIBLE_BARS, to: given - 1 })
    else timeScale.fitContent()
    // Older bars go in on the left; the chart keeps the view where the reader has it.
    const onScroll = (range: LogicalRange | null) => {
      if (range && range.from < HISTORY_MARGIN && given < o.bars.length) give(given + HISTORY_STEP)
    }
    timeScale.subscribeVisibleLogicalRangeChange(onScroll)
    this.#stopScrolling = () => timeScale.unsubscribeVisibleLogicalRangeChange(onScroll)
  }

  remove() {
    this.#stopScrolling()
    this.#chart.remove()
  }
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
 * own chunk, the first time a chart is shown. One chart serves every set of bars (a new language
 * or theme makes a new one: its canvas takes them when it is made). Its work is spread over tasks
 * of its own, each under the 50 ms at which a task starts to hold up taps on a phone 4× slower
 * than this machine (issue 17): React's commit of the new period, then the chart's making (the
 * first time), then its bars. It opens on the latest bars and is given older ones a step at a
 * time as the reader scrolls back. `data-drawn` holds the number of bars once they are given,
 * and is absent while other bars load.
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
  const { shown: theme } = useTheme()
  const box = useRef<HTMLDivElement>(null)
  /** The latest live price and staleness, for bars drawn after they arrived. */
  const liveNow = useRef(live)
  liveNow.current = live
  const staleNow = useRef(stale)
  staleNow.current = stale
  const chart = useRef<ChartDrawing | null>(null)
  /** The last bar the live price drew, drawn again when older bars are given. */
  const liveBar = useRef<PricePoint | null>(null)
  const shift = (time: number) => onExchangeClock(time, intraday, timeZone)

  useLayoutEffect(() => {
    if (stale) delete box.current!.dataset.drawn
  }, [stale])

  // A new language or theme takes the chart down; the effect below makes the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: they are why the chart goes
  useEffect(
    () => () => {
      chart.current?.remove()
      chart.current = null
      if (box.current) delete box.current.dataset.drawn
    },
    [locale, theme],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme is read through chartColors
  useEffect(() => {
    const element = box.current!
    const draw = () => {
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
      chart.current!.show({ bars, line, intraday, timeZone, decimals }, liveBar)
      element.dataset.drawn = String(bars.length)
    }
    let timer = setTimeout(() => {
      if (chart.current) return draw()
      chart.current = new ChartDrawing(element, locale)
      timer = setTimeout(draw, 0)
    }, 0)
    return () => {
      clearTimeout(timer)
      // The bars drawn are not these any more: a scroll meanwhile gives none of them.
      chart.current?.stopScrolling()
      liveBar.current = null
    }
  }, [bars, line, intraday, timeZone, decimals, locale, perMinute, theme])

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new live price moves the bar
  useEffect(() => {
    const last = bars.at(-1)
    if (stale || !live || !last) return
    // Kept even before the bars are given: show() draws it over the last one.
    liveBar.current = liveBarOf(live, last, { line, perMinute, shift })
    const series = chart.current?.seriesOf(bars)
    if (series) updatePrice(series, liveBar.current)
  }, [live])

  return <div className="price-chart" ref={box} data-testid="price-chart" />
}
