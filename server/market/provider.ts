import type { Bar, ChartPeriod } from '../../machines/marketData.ts'
import type { AdjustmentEvent } from './adjust.ts'
import type { Instrument } from './instruments/instrument.ts'

/** An instrument's state at an instant, as numbers in its price unit (not yet rounded). */
export interface Quote {
  code: string
  price: number
  previousClose: number
  open: number
  high: number
  low: number
  volume: number
  turnover: number
  /** The trading day the figures belong to (the last one when the market is shut). */
  day: string
}

/** Short-selling figures and the net buying of each investor group on one day (spec §3). */
export interface MarketActivity {
  shortRatio: number
  daysToCover: number
  shortVolume: number
  investorTrends: Array<{ day: string; retail: number; institutions: number; foreign: number }>
}

/**
 * Where market data comes from. The simulated exchange implements it; a real feed can replace it
 * without touching routes or screens. Every answer is for the instant `at` (ms since the epoch),
 * so the server's clock, not the provider, decides what "now" is.
 */
export interface MarketDataProvider {
  readonly name: string
  instruments(): readonly Instrument[]
  instrument(code: string): Instrument | undefined
  quote(code: string, at: number): Quote
  /** Raw (unadjusted) bars, oldest first, up to `at`; weeks and months are built from days. */
  bars(code: string, period: Exclude<ChartPeriod, 'week' | 'month'>, at: number): Bar[]
  /**
   * Raw closes of the trading days from `from` up to (not including) `before`, oldest first, as
   * cheaply as the provider can (no minute data): what a fund's daily strategy runs on.
   */
  dailyCloses(code: string, from: string, before: string): Array<{ day: string; close: number }>
  /**
   * The instrument's last dividend up to `at` (ex-date, cash per share) and its next scheduled one
   * (ex-date, and the share of the price before it that it pays); null where there is none.
   */
  dividendCalendar(
    code: string,
    at: number,
  ): {
    last: { day: string; cash: number } | null
    next: { day: string; fraction: number } | null
  }
  /** Dividends and splits up to `at`, for adjusting bars. */
  adjustmentEvents(code: string, at: number): AdjustmentEvent[]
  /** Highest high and lowest low of the last 52 weeks, on today's share basis. */
  range52w(code: string, at: number): { high: number; low: number }
  activity(code: string, at: number): MarketActivity
  /** The first trading day of the instrument. */
  listedOn(code: string): string
}
