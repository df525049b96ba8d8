import type { Bar } from '../../machines/marketData.ts'

/** Merges consecutive bars that share a bucket key into one bar. */
export function aggregateBars(bars: Bar[], bucketOf: (bar: Bar) => number): Bar[] {
  const out: Bar[] = []
  let key = Number.NaN
  for (const bar of bars) {
    const bucket = bucketOf(bar)
    const current = out[out.length - 1]
    if (current && bucket === key) {
      current.high = Math.max(current.high, bar.high)
      current.low = Math.min(current.low, bar.low)
      current.close = bar.close
      current.volume += bar.volume
    } else {
      key = bucket
      out.push({ ...bar, time: bucket })
    }
  }
  return out
}

const DAY_SECONDS = 86_400

/** Monday of the bar's week, for a daily bar stamped at 00:00 UTC of its day. */
export function weekBucket(bar: Bar): number {
  const weekday = new Date(bar.time * 1000).getUTCDay()
  return bar.time - ((weekday + 6) % 7) * DAY_SECONDS
}

/** First day of the bar's month. */
export function monthBucket(bar: Bar): number {
  const date = new Date(bar.time * 1000)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000
}

/** Start of the bar's n-minute slot, counted from `origin` (the session's first minute). */
export function minuteBucket(minutes: number, origin: number) {
  return (bar: Bar) => bar.time - ((bar.time - origin) % (minutes * 60))
}
