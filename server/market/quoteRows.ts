import { CALENDAR_HOURS } from '../../machines/calendar/hours.ts'
import { sessionStatus } from '../../machines/calendar/sessions.ts'
import {
  type InstrumentFlag,
  type InstrumentStatus,
  isPointsQuote,
  type QuoteRow,
  type StockDetail,
  type Tick,
} from '../../machines/marketData.ts'
import type { Instrument } from './instruments/instrument.ts'
import type { MarketDataProvider, Quote } from './provider.ts'

/**
 * Prices leave the server as decimal strings at the instrument's tick size: the simulation's
 * floats are rounded once, here, to whole ticks, and everything derived (change, percent) is
 * integer arithmetic on those ticks.
 */
export function ticksOf(value: number, decimals: number): number {
  return Math.round(value * 10 ** decimals)
}

export function ticksToText(ticks: number, decimals: number): string {
  const negative = ticks < 0
  const digits = String(Math.abs(ticks)).padStart(decimals + 1, '0')
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
  return negative ? `-${text}` : text
}

const priceText = (value: number, decimals: number) =>
  ticksToText(ticksOf(value, decimals), decimals)

/** The alert flags of an instrument now: the operator's, and `newlyListed` for a recent listing. */
export function flagsOf(instrument: Instrument): InstrumentFlag[] {
  return instrument.listedDaysAgo === undefined
    ? instrument.flags
    : [...instrument.flags, 'newlyListed']
}

export function statusOf(instrument: Instrument, at: number): InstrumentStatus {
  if (instrument.flags.includes('suspended')) return 'suspended'
  if (instrument.flags.includes('delisted')) return 'closed'
  return sessionStatus(instrument.calendar, at)
}

function moves(quote: Quote, decimals: number) {
  const price = ticksOf(quote.price, decimals)
  const previous = ticksOf(quote.previousClose, decimals)
  const change = price - previous
  const hundredths = previous === 0 ? 0 : Math.round((change * 10_000) / previous)
  return {
    price: ticksToText(price, decimals),
    prevClose: ticksToText(previous, decimals),
    change: ticksToText(change, decimals),
    changePercent: ticksToText(hundredths, 2),
  }
}

/** A live update for the quote stream. */
export function toTick(instrument: Instrument, quote: Quote, at: number): Tick {
  const { decimals } = instrument
  const { price, change, changePercent } = moves(quote, decimals)
  return {
    code: instrument.code,
    price,
    change,
    changePercent,
    high: priceText(quote.high, decimals),
    low: priceText(quote.low, decimals),
    volume: isPointsQuote(instrument.board) ? null : String(quote.volume),
    turnover: isPointsQuote(instrument.board) ? null : priceText(quote.turnover, 2),
    status: statusOf(instrument, at),
    at: new Date(at).toISOString(),
  }
}

/** A stock row of API.md. */
export function toQuoteRow(
  instrument: Instrument,
  provider: MarketDataProvider,
  at: number,
): QuoteRow {
  const quote = provider.quote(instrument.code, at)
  const { decimals } = instrument
  const range = provider.range52w(instrument.code, at)
  const shares = instrument.sharesOutstanding
  return {
    code: instrument.code,
    name: instrument.name,
    market: instrument.market,
    board: instrument.board,
    currency: isPointsQuote(instrument.board) ? null : instrument.currency,
    ...moves(quote, decimals),
    open: priceText(quote.open, decimals),
    high: priceText(quote.high, decimals),
    low: priceText(quote.low, decimals),
    volume: isPointsQuote(instrument.board) ? null : String(quote.volume),
    turnover: isPointsQuote(instrument.board) ? null : priceText(quote.turnover, 2),
    marketCap: shares === null ? null : priceText(quote.price * shares * 1_000_000, 0),
    high52w: priceText(range.high, decimals),
    low52w: priceText(range.low, decimals),
    foreignRatio: instrument.foreignRatio === null ? null : instrument.foreignRatio.toFixed(2),
    industry: instrument.industry,
    status: statusOf(instrument, at),
    flags: flagsOf(instrument),
  }
}

const millions = (value: number) => priceText(value * 1_000_000, 0)

/** `market/detail`: the row plus the fundamentals and (simulated) market activity of spec §3. */
export function toStockDetail(
  instrument: Instrument,
  provider: MarketDataProvider,
  at: number,
): StockDetail {
  const activity = provider.activity(instrument.code, at)
  const f = instrument.fundamentals
  const isShare = instrument.board === 'listed' || instrument.board === 'otc'
  return {
    ...toQuoteRow(instrument, provider, at),
    fundamentals: f && {
      sales: millions(f.sales),
      operatingProfit: millions(f.operatingProfit),
      netProfit: millions(f.netProfit),
    },
    etf: instrument.etf ?? null,
    shortSelling: isShare
      ? {
          shortRatio: activity.shortRatio.toFixed(2),
          daysToCover: activity.daysToCover.toFixed(1),
          shortVolume: String(activity.shortVolume),
        }
      : null,
    investorTrends: isShare
      ? activity.investorTrends.map((t) => ({
          day: t.day,
          retail: String(t.retail),
          institutions: String(t.institutions),
          foreign: String(t.foreign),
        }))
      : [],
    listedOn: provider.listedOn(instrument.code),
    simulated: true,
    timeZone: CALENDAR_HOURS[instrument.calendar].timeZone,
    decimals: instrument.decimals,
  }
}
