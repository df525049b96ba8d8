import { dayStartSeconds } from '../../machines/calendar/holidays.ts'
import type { AdjustMode, Bar } from '../../machines/marketData.ts'

/** A dividend or split as a feed reports it, with the raw close of the day before it. */
export interface AdjustmentEvent {
  /** The ex-date. */
  day: string
  /** First instant (seconds since the epoch) on the new basis: the ex-date's session start. */
  time: number
  /** Cash per share (a dividend), 0 for a split. */
  cash: number
  /** New shares per old share (a split), 1 for a dividend. */
  ratio: number
  /** Raw close of the trading day before `time`. */
  previousClose: number
}

/**
 * The forward factor of one event: what a price from before it is multiplied by to compare with
 * prices after it. A 4-for-1 split gives 1/4; a €1 dividend after a €20 close gives 19/20.
 */
export function forwardFactor(event: AdjustmentEvent): number {
  const afterDividend = (event.previousClose - event.cash) / event.previousClose
  return afterDividend / event.ratio
}

/** The events restamped at 00:00 UTC of their ex-date, to compare with daily bars. */
export function onDailyStamps(events: AdjustmentEvent[]): AdjustmentEvent[] {
  return events.map((e) => ({ ...e, time: dayStartSeconds(e.day) }))
}

/**
 * Adjusted bars. `forward` keeps the latest prices and scales earlier bars by the events after
 * them (the usual "adjusted" chart); `backward` keeps the earliest prices and scales later bars
 * up by the events before them, so the chart shows what the first share became. Volume is left
 * as traded. Only events up to the last bar count: a dividend not yet paid changes nothing.
 */
export function adjustBars(bars: Bar[], events: AdjustmentEvent[], mode: AdjustMode): Bar[] {
  if (mode === 'none' || bars.length === 0) return bars
  const last = bars[bars.length - 1]!.time
  const happened = events.filter((e) => e.time <= last).sort((a, b) => a.time - b.time)
  const factors = happened.map(forwardFactor)
  return bars.map((bar) => {
    let scale = 1
    happened.forEach((event, i) => {
      const after = event.time > bar.time
      if (mode === 'forward' && after) scale *= factors[i]!
      if (mode === 'backward' && !after) scale /= factors[i]!
    })
    return scale === 1
      ? bar
      : {
          ...bar,
          open: bar.open * scale,
          high: bar.high * scale,
          low: bar.low * scale,
          close: bar.close * scale,
        }
  })
}
