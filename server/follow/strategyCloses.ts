import { dayStartSeconds } from '../../machines/calendar/holidays.ts'
import type { DailyCloses } from '../../machines/follow/strategy.ts'
import { adjustBars, onDailyStamps } from '../market/adjust.ts'
import type { MarketDataProvider } from '../market/provider.ts'

const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

/**
 * One instrument's finished days from `fromDay` up to `at`, closes adjusted for its dividends and
 * splits. Today's close is still moving: a fund is settled on closes, so it counts from tomorrow.
 */
function finishedCloses(provider: MarketDataProvider, code: string, fromDay: string, at: number) {
  const today = new Date(at).toISOString().slice(0, 10)
  const raw = provider.dailyCloses(code, fromDay, today).map(({ day, close }) => ({
    time: dayStartSeconds(day),
    open: close,
    high: close,
    low: close,
    close,
    volume: 0,
  }))
  const adjusted = adjustBars(raw, onDailyStamps(provider.adjustmentEvents(code, at)), 'forward')
  return new Map(adjusted.map((bar) => [dayOf(bar.time), bar.close] as const))
}

/**
 * The exchange's daily closes a fund's strategy runs on (machines/follow/strategy.ts): every
 * finished trading day of the first instrument from `fromDay`, each instrument's close adjusted
 * for its dividends and splits (what a holder of the share had), an instrument with no close that
 * day (another calendar) at its last one. Nothing after `at` is read, so a run never knows the
 * future, and every process gets the same closes from the same provider.
 */
export function dailyCloses(
  provider: MarketDataProvider,
  codes: string[],
  fromDay: string,
  at: number,
): DailyCloses {
  const byCode = codes.map((code) => finishedCloses(provider, code, fromDay, at))
  const days = [...byCode[0]!.keys()].filter((day) => day >= fromDay)
  const columns = byCode.map((known) => {
    const ordered = [...known.keys()]
    let k = 0
    let last = Number.NaN
    return days.map((day) => {
      while (k < ordered.length && ordered[k]! <= day) last = known.get(ordered[k++]!)!
      return last
    })
  })
  // A day counts once every instrument has a close (one listed later joins from its first day).
  const kept = days.flatMap((_, i) => (columns.every((c) => Number.isFinite(c[i])) ? [i] : []))
  return {
    days: kept.map((i) => days[i]!),
    closes: Object.fromEntries(codes.map((code, c) => [code, kept.map((i) => columns[c]![i]!)])),
  }
}
