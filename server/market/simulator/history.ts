import { addDays, dayIndex } from '../../../machines/calendar/holidays.ts'
import type { CalendarId } from '../../../machines/calendar/hours.ts'
import {
  isTradingDay,
  previousTradingDay,
  type Session,
  sessionOn,
} from '../../../machines/calendar/sessions.ts'
import type { Instrument } from '../instruments/instrument.ts'
import { calendarDays } from './calendarDays.ts'
import { type CorporateAction, scheduledActions } from './corporateActions.ts'
import { normal, seedOf, uniform } from './random.ts'

/** The first day of simulated history. */
export const HISTORY_START = '2018-01-02'
/** The day on whose close an instrument's value equals its seed `refPrice` (about its 2025 year-end close). */
export const ANCHOR_DAY = '2025-12-31'
/** Dividends are scheduled up to this year, so history never runs out of them. */
const LAST_ACTION_YEAR = 2035
const MINUTE = 60_000
/**
 * Daily bars before this day come from a 48-step bridge instead of the full minute path: no
 * chart shows minutes that old, and it makes a ten-year daily chart cheap to build.
 */
const COARSE_BEFORE = '2026-01-01'
const COARSE_STEPS = 48

/** Trading days per year, to turn annual volatility into daily. */
const DAYS_PER_YEAR: Record<CalendarId, number> = { spain: 252, us: 252, crypto: 365, forex: 260 }

/** A trading day's price path, one point per minute boundary, with running totals. */
export interface DayPath {
  day: string
  session: Session
  /** Raw (unadjusted) price at each minute boundary: minutes + 1 points. */
  prices: Float64Array
  /** Shares traded in each minute. */
  volumes: Float64Array
  /** Highest, lowest, volume and turnover up to the end of each minute. */
  runningHigh: Float64Array
  runningLow: Float64Array
  runningVolume: Float64Array
  runningTurnover: Float64Array
}

export interface DailyBar {
  day: string
  open: number
  high: number
  low: number
  close: number
  volume: number
}

/**
 * One instrument's simulated history. Its value follows a geometric Brownian motion with the
 * instrument's volatility, one step per trading day, anchored so that the close on ANCHOR_DAY is
 * the seed price; each day is filled minute by minute with a Brownian bridge from the open to
 * that close. Raw prices are the value divided by the forward factors of the corporate actions
 * still to come, so splits and dividends show up as the gaps they make in real quotes.
 */
export class InstrumentHistory {
  readonly seed: number
  readonly actions: CorporateAction[]
  readonly days: string[] = []
  private readonly dailySigma: number
  private readonly cumulative: number[] = []
  private anchorIndex = 0
  private readonly index = new Map<string, number>()
  private readonly daily: DailyBar[] = []
  private readonly paths = new Map<string, DayPath>()

  constructor(
    readonly instrument: Instrument,
    firstDay: string,
  ) {
    this.seed = seedOf(instrument.code)
    this.dailySigma = instrument.volatility / Math.sqrt(DAYS_PER_YEAR[instrument.calendar])
    this.actions = scheduledActions(instrument, Number(firstDay.slice(0, 4)), LAST_ACTION_YEAR)
    let day = firstDay
    while (!isTradingDay(instrument.calendar, day)) day = addDays(day, 1)
    this.push(day)
    this.extendTo(firstDay > ANCHOR_DAY ? firstDay : ANCHOR_DAY)
    this.anchorIndex = firstDay > ANCHOR_DAY ? 0 : this.indexAtOrBefore(ANCHOR_DAY)
  }

  private push(day: string, n = dayIndex(day)) {
    const z = normal(this.seed, n, 0)
    const step = this.days.length === 0 ? 0 : this.dailySigma * z - this.dailySigma ** 2 / 2
    const previous = this.cumulative.at(-1) ?? 0
    this.index.set(day, this.days.length)
    this.days.push(day)
    this.cumulative.push(previous + step)
  }

  /** Makes sure every trading day up to `day` is in the history: its calendar's, from its first. */
  extendTo(day: string) {
    if (this.days.at(-1)! >= day) return
    const calendar = calendarDays(this.instrument.calendar)
    const next = calendar.positionOf(this.days[0]!) + this.days.length
    calendar.extendTo(day)
    const { days, dayIndexes } = calendar
    for (let p = next; p < days.length && days[p]! <= day; p++) this.push(days[p]!, dayIndexes[p])
  }

  /** Index of the latest trading day on or before `day`. */
  indexAtOrBefore(day: string): number {
    this.extendTo(day)
    const exact = this.index.get(day)
    if (exact !== undefined) return exact
    let probe = day
    while (probe >= this.days[0]!) {
      probe = previousTradingDay(this.instrument.calendar, probe)
      const found = this.index.get(probe)
      if (found !== undefined) return found
    }
    return 0
  }

  /** The value (adjusted to today's share basis) at the close of day `i`. */
  private value(i: number): number {
    return (
      this.instrument.refPrice * Math.exp(this.cumulative[i]! - this.cumulative[this.anchorIndex]!)
    )
  }

  /**
   * Raw price ÷ value on `day`. The two agree on ANCHOR_DAY; before it the raw price is the value
   * undone by the actions between, after it the value carried through them, so every ex-date
   * leaves its gap in the raw quotes.
   */
  rawFactor(day: string): number {
    let factor = 1
    for (const action of this.actions) {
      if (day < action.day && action.day <= ANCHOR_DAY) factor /= action.factor
      if (ANCHOR_DAY < action.day && action.day <= day) factor *= action.factor
    }
    return factor
  }

  /** Closes of days `from`..`to` on the share basis of day `basis` (forward-adjusted), cheaply. */
  adjustedCloses(from: number, to: number, basis: number): number[] {
    const factor = this.rawFactor(this.days[basis]!)
    const closes: number[] = []
    for (let i = Math.max(0, from); i <= to; i++) closes.push(this.value(i) * factor)
    return closes
  }

  /** The raw close of day `i`, without building the day's path. */
  rawClose(i: number): number {
    return this.value(i) * this.rawFactor(this.days[i]!)
  }

  /** The day's minute path, computed once and kept for the most recent days. */
  dayPath(i: number): DayPath {
    const day = this.days[i]!
    const cached = this.paths.get(day)
    if (cached) return cached
    const path = this.buildPath(i)
    this.paths.set(day, path)
    if (this.paths.size > 64) this.paths.delete(this.paths.keys().next().value!)
    return path
  }

  private buildPath(i: number, steps?: number): DayPath {
    const day = this.days[i]!
    const n = dayIndex(day)
    const session = sessionOn(this.instrument.calendar, day)!
    const minutes = steps ?? Math.round((session.extendedClose - session.extendedOpen) / MINUTE)
    const previousValue = i > 0 ? this.value(i - 1) : this.value(0) * Math.exp(-this.dailySigma)
    const start = Math.log(previousValue) + 0.2 * this.dailySigma * normal(this.seed, n, 1)
    const end = Math.log(this.value(i))
    const sigma = this.dailySigma / Math.sqrt(minutes)
    // Brownian bridge: a free walk with its end pulled back to the day's close.
    const walk = new Float64Array(minutes + 1)
    for (let m = 1; m <= minutes; m++) walk[m] = walk[m - 1]! + sigma * normal(this.seed, n, 10 + m)
    const factor = this.rawFactor(day)
    const prices = new Float64Array(minutes + 1)
    for (let m = 0; m <= minutes; m++) {
      const t = m / minutes
      prices[m] = Math.exp(start + t * (end - start) + walk[m]! - t * walk[minutes]!) * factor
    }
    const volumes = this.minuteVolumes(
      session,
      minutes,
      n,
      steps === undefined ? 1 : (session.extendedClose - session.extendedOpen) / MINUTE / minutes,
    )
    return { day, session, prices, volumes, ...running(prices, volumes) }
  }

  /** A U-shaped day: busy at the open and the close, quiet at midday and in extended hours. */
  private minuteVolumes(
    session: Session,
    minutes: number,
    n: number,
    minutesPerStep: number,
  ): Float64Array {
    const dayVolume =
      this.instrument.averageVolume * Math.exp(0.35 * normal(this.seed, n, 2) - 0.06)
    const regularStart = (session.open - session.extendedOpen) / MINUTE / minutesPerStep
    const regularMinutes = (session.close - session.open) / MINUTE / minutesPerStep
    const weights = new Float64Array(minutes)
    let total = 0
    for (let m = 0; m < minutes; m++) {
      const x = (m - regularStart) / regularMinutes
      const shape = x < 0 || x >= 1 ? 0.05 : 0.6 + 1.6 * (2 * x - 1) ** 2
      weights[m] = shape * (0.5 + uniform(this.seed, n, 5000 + m))
      total += weights[m]!
    }
    for (let m = 0; m < minutes; m++) weights[m] = Math.round((dayVolume * weights[m]!) / total)
    return weights
  }

  /** The raw daily bar of day `i`, from the day's path (kept once built). */
  dailyBar(i: number): DailyBar {
    const cached = this.daily[i]
    if (cached) return cached
    const day = this.days[i]!
    const path =
      this.paths.get(day) ??
      (day < COARSE_BEFORE ? this.buildPath(i, COARSE_STEPS) : this.dayPath(i))
    const last = path.prices.length - 1
    const bar = {
      day,
      open: path.prices[0]!,
      high: path.runningHigh[last - 1]!,
      low: path.runningLow[last - 1]!,
      close: path.prices[last]!,
      volume: path.runningVolume[last - 1]!,
    }
    this.daily[i] = bar
    return bar
  }
}

function running(prices: Float64Array, volumes: Float64Array) {
  const minutes = volumes.length
  const runningHigh = new Float64Array(minutes)
  const runningLow = new Float64Array(minutes)
  const runningVolume = new Float64Array(minutes)
  const runningTurnover = new Float64Array(minutes)
  let high = prices[0]!
  let low = prices[0]!
  let volume = 0
  let turnover = 0
  for (let m = 0; m < minutes; m++) {
    high = Math.max(high, prices[m]!, prices[m + 1]!)
    low = Math.min(low, prices[m]!, prices[m + 1]!)
    volume += volumes[m]!
    turnover += (volumes[m]! * (prices[m]! + prices[m + 1]!)) / 2
    runningHigh[m] = high
    runningLow[m] = low
    runningVolume[m] = volume
    runningTurnover[m] = turnover
  }
  return { runningHigh, runningLow, runningVolume, runningTurnover }
}
