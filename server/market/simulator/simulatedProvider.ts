import { addDays, dayIndex, dayStartSeconds } from '../../../machines/calendar/holidays.ts'
import { currentTradingDay, sessionOn } from '../../../machines/calendar/sessions.ts'
import type { Bar, ChartPeriod } from '../../../machines/marketData.ts'
import type { AdjustmentEvent } from '../adjust.ts'
import { aggregateBars, minuteBucket } from '../aggregate.ts'
import type { Instrument } from '../instruments/instrument.ts'
import type { MarketActivity, MarketDataProvider, Quote } from '../provider.ts'
import { type DayPath, HISTORY_START, InstrumentHistory } from './history.ts'
import { normal, uniform } from './random.ts'

const MINUTE = 60_000

/** How many sessions of intraday bars each period shows. */
const INTRADAY_SESSIONS: Partial<Record<ChartPeriod, { sessions: number; minutes: number }>> = {
  time: { sessions: 1, minutes: 1 },
  '1m': { sessions: 7, minutes: 1 },
  '5m': { sessions: 20, minutes: 5 },
  '15m': { sessions: 60, minutes: 15 },
  '30m': { sessions: 120, minutes: 30 },
}

/**
 * The simulated exchange: every figure is a pure function of the instrument's seed and the
 * instant asked about, so two servers (or two test runs) agree to the last digit.
 */
export class SimulatedProvider implements MarketDataProvider {
  readonly name = 'simulated'
  private readonly byCode: Map<string, Instrument>
  private readonly histories = new Map<string, InstrumentHistory>()

  constructor(
    private readonly list: readonly Instrument[],
    /** The instant newly listed instruments count their listing back from. */
    private readonly listingReference: number,
  ) {
    this.byCode = new Map(list.map((i) => [i.code, i]))
  }

  instruments() {
    return this.list
  }

  instrument(code: string) {
    return this.byCode.get(code)
  }

  private history(code: string): InstrumentHistory {
    let history = this.histories.get(code)
    if (!history) {
      const instrument = this.byCode.get(code)
      if (!instrument) throw new Error(`unknown instrument ${code}`)
      history = new InstrumentHistory(instrument, this.firstDay(instrument))
      this.histories.set(code, history)
    }
    return history
  }

  private firstDay(instrument: Instrument): string {
    if (instrument.listedDaysAgo === undefined) return HISTORY_START
    let day = currentTradingDay(instrument.calendar, this.listingReference)
    for (let n = 0; n < instrument.listedDaysAgo; n++) {
      day = addDays(day, -1)
      while (!this.isTrading(instrument, day)) day = addDays(day, -1)
    }
    return day
  }

  private isTrading(instrument: Instrument, day: string) {
    return currentTradingDay(instrument.calendar, Date.parse(`${day}T23:59:59Z`)) === day
  }

  listedOn(code: string) {
    return this.history(code).days[0]!
  }

  /** The day index and path whose session holds `at` (or the last one before it). */
  private today(code: string, at: number): { i: number; path: DayPath } {
    const history = this.history(code)
    const instrument = history.instrument
    // A halted instrument stays at the close of the day before the current one.
    const halted = instrument.flags.includes('suspended') || instrument.flags.includes('delisted')
    let i = history.indexAtOrBefore(currentTradingDay(instrument.calendar, at))
    if (halted && i > 0) i -= 1
    const path = history.dayPath(i)
    return { i, path }
  }

  quote(code: string, at: number): Quote {
    const history = this.history(code)
    const { i, path } = this.today(code, at)
    const minutes = path.volumes.length
    const elapsed = Math.max(0, at - path.session.extendedOpen)
    const halted =
      at >= path.session.extendedClose || history.instrument.flags.includes('suspended')
    const m = halted ? minutes - 1 : Math.min(minutes - 1, Math.floor(elapsed / MINUTE))
    const fraction = halted ? 1 : (elapsed % MINUTE) / MINUTE
    const from = path.prices[m]!
    const to = path.prices[m + 1]!
    // Between minute points the price wanders a little, pinned to both ends.
    const second = Math.floor((elapsed % MINUTE) / 1000)
    const wiggle =
      4 * fraction * (1 - fraction) * 0.0004 * from * normal(history.seed, m, 90_000 + second)
    const price = from + (to - from) * fraction + wiggle
    const minuteVolume = path.volumes[m]! * fraction
    const before = m > 0 ? m - 1 : -1
    const previousClose = i > 0 ? history.rawClose(i - 1) : path.prices[0]!
    return {
      code,
      price,
      previousClose,
      open: path.prices[0]!,
      high: Math.max(before >= 0 ? path.runningHigh[before]! : from, from, price),
      low: Math.min(before >= 0 ? path.runningLow[before]! : from, from, price),
      volume: Math.round((before >= 0 ? path.runningVolume[before]! : 0) + minuteVolume),
      turnover: (before >= 0 ? path.runningTurnover[before]! : 0) + minuteVolume * price,
      day: path.day,
    }
  }

  bars(code: string, period: Exclude<ChartPeriod, 'week' | 'month'>, at: number): Bar[] {
    const intraday = INTRADAY_SESSIONS[period]
    if (intraday) return this.intradayBars(code, at, intraday.sessions, intraday.minutes)
    return this.dailyBars(code, at)
  }

  private intradayBars(code: string, at: number, sessions: number, size: number): Bar[] {
    const history = this.history(code)
    const { i } = this.today(code, at)
    const live = this.quote(code, at).price
    const bars: Bar[] = []
    for (let d = Math.max(0, i - sessions + 1); d <= i; d++) {
      const path = history.dayPath(d)
      const minuteBars = minuteBarsOf(path, d === i ? at : Number.POSITIVE_INFINITY, live)
      const origin = Math.floor(path.session.extendedOpen / 1000)
      bars.push(
        ...(size === 1 ? minuteBars : aggregateBars(minuteBars, minuteBucket(size, origin))),
      )
    }
    return bars
  }

  /** Daily bars from listing to the current day, today's ending at the live price. */
  private dailyBars(code: string, at: number): Bar[] {
    const history = this.history(code)
    const { i } = this.today(code, at)
    const bars: Bar[] = []
    for (let d = 0; d < i; d++) {
      const bar = history.dailyBar(d)
      bars.push({ ...bar, time: dayStartSeconds(bar.day) })
    }
    const quote = this.quote(code, at)
    bars.push({
      time: dayStartSeconds(history.days[i]!),
      open: quote.open,
      high: quote.high,
      low: quote.low,
      close: quote.price,
      volume: quote.volume,
    })
    return bars
  }

  dailyCloses(code: string, from: string, before: string) {
    const history = this.history(code)
    history.extendTo(before)
    const closes: Array<{ day: string; close: number }> = []
    for (let d = history.indexAtOrBefore(from); d < history.days.length; d++) {
      const day = history.days[d]!
      if (day >= before) break
      if (day >= from) closes.push({ day, close: history.rawClose(d) })
    }
    return closes
  }

  dividendCalendar(code: string, at: number) {
    const history = this.history(code)
    const today = history.days[this.today(code, at).i]!
    const dividends = history.actions.filter((a) => a.kind === 'dividend')
    const lastAction = dividends.filter((a) => a.day <= today && a.day > history.days[0]!).at(-1)
    const nextAction = dividends.find((a) => a.day > today)
    const last = lastAction
      ? (() => {
          const previousClose = history.rawClose(history.indexAtOrBefore(lastAction.day) - 1)
          return { day: lastAction.day, cash: previousClose * (1 - lastAction.factor) }
        })()
      : null
    const next = nextAction ? { day: nextAction.day, fraction: 1 - nextAction.factor } : null
    return { last, next }
  }

  adjustmentEvents(code: string, at: number): AdjustmentEvent[] {
    const history = this.history(code)
    const { i } = this.today(code, at)
    const today = history.days[i]!
    const first = history.days[0]!
    return history.actions
      .filter((action) => action.day > first && action.day <= today)
      .map((action) => {
        const exIndex = history.indexAtOrBefore(action.day)
        const previousClose = history.rawClose(exIndex - 1)
        return {
          day: action.day,
          time: Math.floor(sessionOn(history.instrument.calendar, action.day)!.extendedOpen / 1000),
          // The cash that makes the ex-date gap: the scheduled yield of the close before it.
          cash: action.kind === 'dividend' ? previousClose * (1 - action.factor) : 0,
          ratio: action.ratio,
          previousClose,
        }
      })
  }

  /** 52-week high and low on closing prices (and today's price), on today's share basis. */
  range52w(code: string, at: number) {
    const history = this.history(code)
    const { i } = this.today(code, at)
    const yearAgo = history.indexAtOrBefore(addDays(history.days[i]!, -365)) + 1
    const closes = history.adjustedCloses(yearAgo, i - 1, i)
    const price = this.quote(code, at).price
    return { high: Math.max(price, ...closes), low: Math.min(price, ...closes) }
  }

  /** Simulated: short interest and net buying by investor group, drawn per instrument and day. */
  activity(code: string, at: number): MarketActivity {
    const history = this.history(code)
    const { i } = this.today(code, at)
    const quote = this.quote(code, at)
    const n = (d: number) => dayIndex(history.days[d]!)
    const shortRatio = 1 + 11 * uniform(history.seed, n(i), 300)
    const investorTrends = []
    for (let d = Math.max(0, i - 4); d <= i; d++) {
      const volume = d === i ? quote.volume : history.dailyBar(d).volume
      const retail = Math.round(volume * 0.1 * normal(history.seed, n(d), 301))
      const foreign = Math.round(volume * 0.1 * normal(history.seed, n(d), 302))
      // Every share bought by one group is sold by another: the three nets sum to zero.
      investorTrends.push({
        day: history.days[d]!,
        retail,
        foreign,
        institutions: -retail - foreign,
      })
    }
    const shortVolume = Math.round((quote.volume * shortRatio) / 100)
    // Shares sold short and not yet bought back: 0.5 % to 5 % of the shares in issue.
    const shares = (history.instrument.sharesOutstanding ?? 0) * 1_000_000
    const shortBalance = shares * (0.005 + 0.045 * uniform(history.seed, n(i), 303))
    return {
      shortRatio,
      shortVolume,
      daysToCover: shortBalance / history.instrument.averageVolume,
      investorTrends: investorTrends.reverse(),
    }
  }
}

/** A day's one-minute bars up to `until`; the minute in progress ends at the live price. */
function minuteBarsOf(path: DayPath, until: number, live: number): Bar[] {
  const bars: Bar[] = []
  const start = path.session.extendedOpen
  for (let m = 0; m < path.volumes.length; m++) {
    const time = start + m * MINUTE
    if (time > until) break
    const open = path.prices[m]!
    const inProgress = until < time + MINUTE
    const close = inProgress ? live : path.prices[m + 1]!
    const volume = inProgress ? path.volumes[m]! * ((until - time) / MINUTE) : path.volumes[m]!
    bars.push({
      time: time / 1000,
      open,
      high: Math.max(open, close),
      low: Math.min(open, close),
      close,
      volume: Math.round(volume),
    })
  }
  return bars
}
