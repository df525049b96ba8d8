import type { CalendarId } from '../../../machines/calendar/hours.ts'
import type { Board, EtfFacts, InstrumentFlag } from '../../../machines/marketData.ts'
import type { Market } from '../../../machines/rules.ts'

/** A split (ratio new shares per old share) on its first trading day after the split. */
export interface Split {
  day: string
  ratio: number
}

/** Annual figures in millions of the instrument's currency (spec §3 Stock). */
export interface Fundamentals {
  sales: number
  operatingProfit: number
  netProfit: number
}

/**
 * One tradable instrument as seed data. Prices are simulated around `refPrice`, the approximate
 * level at the simulation's anchor day; the other figures are rounded public figures (2025) or,
 * where marked, simulated.
 */
export interface Instrument {
  code: string
  name: string
  market: Exclude<Market, 'usdc'>
  board: Exclude<Board, 'subscription' | 'auction'>
  calendar: CalendarId
  /** ISO 4217 currency of the price; null for a forex rate, which is a plain ratio. */
  currency: 'EUR' | 'USD' | null
  decimals: number
  industry: string
  refPrice: number
  /** Annualised volatility, e.g. 0.25 for 25 %. */
  volatility: number
  /** Millions of shares (or coins) in issue; null where it means nothing (indices, forex). */
  sharesOutstanding: number | null
  /** Typical shares (or coins, or contracts) traded per day. */
  averageVolume: number
  fundamentals: Fundamentals | null
  /** Percent of shares held by foreign investors; null where it means nothing. */
  foreignRatio: number | null
  dividendYield: number
  dividendsPerYear: number
  splits: Split[]
  /** Operator flags carried by the seed (spec §3 alert flags); `newlyListed` comes from listing. */
  flags: InstrumentFlag[]
  /** Trading days since listing, for a newly listed instrument; its history starts there. */
  listedDaysAgo?: number
  /** An exchange-traded fund's facts (board `etf`, issue 52). */
  etf?: EtfFacts
}

/** Stock rows as compact tuples, expanded into instruments by each market's file. */
export type StockRow = [
  code: string,
  name: string,
  industry: string,
  refPrice: number,
  sharesMillions: number,
  salesMillions: number,
  operatingProfitMillions: number,
  netProfitMillions: number,
  volatilityPercent: number,
  foreignPercent: number,
  dividendYieldPercent: number,
]

/** Price decimals a venue quotes at this price level. */
export function priceDecimals(price: number): number {
  if (price < 1) return 4
  if (price < 10) return 3
  return 2
}

/** What a market file adds to some of its rows: splits in their history, operator flags. */
export interface RowExtras {
  splits?: Record<string, Split[]>
  flags?: Record<string, Partial<Pick<Instrument, 'flags' | 'listedDaysAgo'>>>
}

/** The instruments of one board of a market, from its rows and their extras. */
export function boardFromRows(
  rows: StockRow[],
  common: Pick<Instrument, 'market' | 'board' | 'calendar' | 'currency' | 'dividendsPerYear'>,
  extras: RowExtras,
): Instrument[] {
  return rows.map((row) =>
    stockFromRow(row, common, { splits: extras.splits?.[row[0]] ?? [], ...extras.flags?.[row[0]] }),
  )
}

function stockFromRow(
  row: StockRow,
  common: Pick<Instrument, 'market' | 'board' | 'calendar' | 'currency' | 'dividendsPerYear'>,
  extra: Partial<Instrument> = {},
): Instrument {
  const [code, name, industry, price, shares, sales, op, net, vol, foreign, dividend] = row
  return {
    ...common,
    code,
    name,
    industry,
    decimals: priceDecimals(price),
    refPrice: price,
    volatility: vol / 100,
    sharesOutstanding: shares,
    // About 0.4 % of the shares change hands on a typical day.
    averageVolume: Math.round(shares * 1_000_000 * 0.004),
    fundamentals: { sales, operatingProfit: op, netProfit: net },
    foreignRatio: foreign,
    dividendYield: dividend / 100,
    splits: [],
    flags: [],
    ...extra,
  }
}
