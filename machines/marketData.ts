import type { SessionStatus } from './calendar/sessions.ts'
import type { Market } from './rules.ts'

/** API.md: the boards a market list is cut into (spec §2 Market tabs, plus indices). */
export const BOARDS = [
  'listed',
  'otc',
  'subscription',
  'auction',
  'crypto',
  'forex',
  'index',
  // Decision 0073: exchange-traded funds, a board of each share market of their own.
  'etf',
] as const
export type Board = (typeof BOARDS)[number]

/** spec §3 Stock alert flags. */
export const INSTRUMENT_FLAGS = [
  'suspended',
  'delisted',
  'newlyListed',
  'overheated',
  'viTriggered',
] as const
export type InstrumentFlag = (typeof INSTRUMENT_FLAGS)[number]

/** spec §2, §9 Chart periods: time-share, 1, 5, 15 and 30 minutes, day, week, month. */
export const CHART_PERIODS = ['time', '1m', '5m', '15m', '30m', 'day', 'week', 'month'] as const
export type ChartPeriod = (typeof CHART_PERIODS)[number]

/** spec §2, §9 Adjustment: none, forward, backward. */
export const ADJUST_MODES = ['none', 'forward', 'backward'] as const
export type AdjustMode = (typeof ADJUST_MODES)[number]

/** What an instrument is doing now (API.md `status`). */
export type InstrumentStatus = SessionStatus | 'suspended'

/** A stock row as the API sends it (API.md): prices and amounts are decimal strings. */
export interface QuoteRow {
  code: string
  name: string
  market: Exclude<Market, 'usdc'>
  board: Board
  /** The currency of the price; null for a forex rate and for an index level (points). */
  currency: 'EUR' | 'USD' | null
  price: string
  prevClose: string
  change: string
  changePercent: string
  open: string
  high: string
  low: string
  /** Shares (or units) traded today; null for an index, which trades nothing itself. */
  volume: string | null
  turnover: string | null
  marketCap: string | null
  high52w: string
  low52w: string
  foreignRatio: string | null
  industry: string
  status: InstrumentStatus
  flags: InstrumentFlag[]
}

/** How an ETF holds its index: every constituent, a sample of them, or a swap (issue 52). */
export const ETF_REPLICATIONS = ['physical', 'sampling', 'synthetic'] as const
/** What an ETF does with its holdings' dividends: reinvests them, or pays them out (issue 52). */
export const ETF_DISTRIBUTIONS = ['accumulating', 'distributing'] as const

/** An exchange-traded fund's public facts, rounded (issue 52); null for any other instrument. */
export interface EtfFacts {
  issuer: string
  /** The index it tracks. */
  index: string
  /** Total expense ratio a year, in percent (a decimal string: "0.20" is 0.20 %). */
  ter: string
  replication: (typeof ETF_REPLICATIONS)[number]
  distribution: (typeof ETF_DISTRIBUTIONS)[number]
  /** Assets under management, in the fund's currency (a decimal string). */
  fundSize: string
}

/** spec §3 Stock fundamentals, added by `market/detail`. */
export interface StockDetail extends QuoteRow {
  fundamentals: { sales: string; operatingProfit: string; netProfit: string } | null
  etf: EtfFacts | null
  shortSelling: { shortRatio: string; daysToCover: string; shortVolume: string } | null
  investorTrends: Array<{ day: string; retail: string; institutions: string; foreign: string }>
  listedOn: string | null
  simulated: true
  /** The exchange's time zone, for chart labels; prices carry `decimals` fraction digits. */
  timeZone: string
  decimals: number
}

/** A live price change pushed on the quote stream. */
export interface Tick {
  code: string
  price: string
  change: string
  changePercent: string
  high: string
  low: string
  volume: string | null
  turnover: string | null
  status: InstrumentStatus
  at: string
}

/** One chart bar (API.md `market/kline`); `time` is seconds since the epoch. */
export interface Bar {
  time: number
  open: number
  high: number
  low: number
  close: number
  volume: number
}

/** spec §2 News tabs: Top news and Stock info. */
export const NEWS_CATEGORIES = ['top', 'stock'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]

/** What a stock-info item reports; the client words it in the reader's language. */
export type StockNewsKind = 'dividend' | 'split' | InstrumentFlag

/** One item of a news list: an article (top news) or a market event (stock info). */
export type NewsItem =
  | { id: string; category: 'top'; publishedAt: string; title: string; body: string }
  | {
      id: string
      category: 'stock'
      publishedAt: string
      kind: StockNewsKind
      code: string
      name: string
      /** dividend: `cash` per share and `currency`; split: `ratio`. */
      params: Record<string, string>
    }

/**
 * Issue 18: an index level is points, not money, and an index trades nothing itself — its quote
 * carries no currency and no volume or turnover (the simulator's figures for a basket were
 * trillions of euros a day).
 */
export const isPointsQuote = (board: Board) => board === 'index'
