import { currentTradingDay, sessionOn } from '../../machines/calendar/sessions.ts'
import type { NewsItem } from '../../machines/marketData.ts'
import type { MarketDataProvider } from '../market/provider.ts'
import { flagsOf } from '../market/quoteRows.ts'

/** Stock info reaches back this far. */
const LOOKBACK_DAYS = 120
const DAY_MS = 86_400_000

type StockItem = Extract<NewsItem, { category: 'stock' }>

/**
 * Stock info is not written: it is what happened on the exchange — dividends and splits going
 * ex, and the alert flags of spec §3 — read from the market-data provider, newest first.
 */
export function stockNews(provider: MarketDataProvider, at: number): StockItem[] {
  const items: StockItem[] = []
  const since = at - LOOKBACK_DAYS * DAY_MS
  for (const instrument of provider.instruments()) {
    const base = { category: 'stock' as const, code: instrument.code, name: instrument.name }
    for (const event of provider.adjustmentEvents(instrument.code, at)) {
      const time = event.time * 1000
      if (time < since) continue
      const kind = event.ratio === 1 ? ('dividend' as const) : ('split' as const)
      items.push({
        ...base,
        id: `${instrument.code}:${kind}:${event.time}`,
        kind,
        publishedAt: new Date(time).toISOString(),
        params:
          kind === 'dividend'
            ? { cash: event.cash.toFixed(4), currency: instrument.currency ?? '' }
            : { ratio: String(event.ratio) },
      })
    }
    const today = sessionOn(instrument.calendar, currentTradingDay(instrument.calendar, at))
    const listed = sessionOn(instrument.calendar, provider.listedOn(instrument.code))
    for (const flag of flagsOf(instrument)) {
      // A listing is news on its first day; the other flags are today's notices.
      const time = flag === 'newlyListed' ? listed?.extendedOpen : today?.extendedOpen
      if (time === undefined || time > at || time < since) continue
      items.push({
        ...base,
        id: `${instrument.code}:${flag}:${time / 1000}`,
        kind: flag,
        publishedAt: new Date(time).toISOString(),
        params: {},
      })
    }
  }
  return items.sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id),
  )
}
