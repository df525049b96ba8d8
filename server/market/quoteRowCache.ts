import type { QuoteRow } from '../../machines/marketData.ts'
import type { Instrument } from './instruments/instrument.ts'
import type { MarketDataProvider } from './provider.ts'
import { toQuoteRow } from './quoteRows.ts'
import { TICK_INTERVAL_MS } from './tickHub.ts'

/**
 * Each instrument's quote row, built once per tick and shared by every request of that tick
 * (issue 17: a quarter of `market/list` went to rebuilding the same rows for every caller).
 * Prices move once a tick (the stream's interval), so a row is as fresh as the stream.
 */
export class QuoteRowCache {
  private readonly rows = new Map<string, { tick: number; row: QuoteRow }>()

  constructor(private readonly provider: MarketDataProvider) {}

  rowOf(instrument: Instrument, at: number): QuoteRow {
    const tick = Math.floor(at / TICK_INTERVAL_MS)
    const cached = this.rows.get(instrument.code)
    if (cached?.tick === tick) return cached.row
    const row = toQuoteRow(instrument, this.provider, at)
    this.rows.set(instrument.code, { tick, row })
    return row
  }
}
