import type { MarketDataProvider, Quote } from './provider.ts'

/**
 * A provider whose last price a test can set per instrument (issue 25): a margin call, a
 * close-out or a gap at the open needs a price the simulated exchange would reach only on some
 * day. Built only for the test clock (TRADEFLOW_TEST_CLOCK=1) and the in-process test servers,
 * never for a real server. Everything but the quote's price, high and low is the exchange's own.
 */
export class PriceOverrides implements MarketDataProvider {
  private readonly prices = new Map<string, number>()

  constructor(private readonly inner: MarketDataProvider) {}

  get name() {
    return this.inner.name
  }

  /** From now on `code` trades at `price`; null gives it back to the exchange. */
  set(code: string, price: number | null) {
    if (price === null) this.prices.delete(code)
    else this.prices.set(code, price)
  }

  quote(code: string, at: number): Quote {
    const quote = this.inner.quote(code, at)
    const price = this.prices.get(code)
    if (price === undefined) return quote
    return { ...quote, price, high: Math.max(quote.high, price), low: Math.min(quote.low, price) }
  }

  instruments: MarketDataProvider['instruments'] = () => this.inner.instruments()
  instrument: MarketDataProvider['instrument'] = (code) => this.inner.instrument(code)
  bars: MarketDataProvider['bars'] = (...args) => this.inner.bars(...args)
  dailyCloses: MarketDataProvider['dailyCloses'] = (...args) => this.inner.dailyCloses(...args)
  dividendCalendar: MarketDataProvider['dividendCalendar'] = (...args) =>
    this.inner.dividendCalendar(...args)
  adjustmentEvents: MarketDataProvider['adjustmentEvents'] = (...args) =>
    this.inner.adjustmentEvents(...args)
  range52w: MarketDataProvider['range52w'] = (...args) => this.inner.range52w(...args)
  activity: MarketDataProvider['activity'] = (...args) => this.inner.activity(...args)
  listedOn: MarketDataProvider['listedOn'] = (code) => this.inner.listedOn(code)
}
