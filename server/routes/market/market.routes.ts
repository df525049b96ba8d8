import { encodeBars } from '../../../machines/marketView/barColumns.ts'
import {
  marketDetailCall,
  marketKlineCall,
  marketListCall,
  marketSearchCall,
} from '../../../machines/marketView/calls.ts'
import { marketDividendsCall } from '../../../machines/marketView/dividends.ts'
import type { Deps } from '../../core/deps.ts'
import { ApiRefusal } from '../../core/refusal.ts'
import { serve } from '../../http/route.ts'
import { chartBars } from '../../market/chartBars.ts'
import { dividendStocks } from '../../market/dividends.ts'
import type { Instrument } from '../../market/instruments/instrument.ts'
import { toStockDetail } from '../../market/quoteRows.ts'

/** The instrument behind a code, or the documented refusal. */
export function instrumentOf(deps: Deps, value: string): Instrument {
  const instrument = deps.market.provider.instrument(value)
  if (!instrument) throw new ApiRefusal('market.unknownInstrument')
  return instrument
}

/** The instruments of one board, in listing order. */
function boardInstruments(deps: Deps, type: string, board: string): Instrument[] {
  const all = deps.market.provider.instruments()
  switch (board) {
    case 'crypto':
    case 'forex':
      return all.filter((i) => i.board === board)
    // A volatility interruption (VI) halts continuous trading for an auction.
    case 'auction':
      return all.filter((i) => i.market === type && i.flags.includes('viTriggered'))
    // New shares are not quoted before they list: the Subscription tab reads ipo/list instead.
    case 'subscription':
      return []
    default:
      return all.filter((i) => i.market === type && i.board === board)
  }
}

/** The same for every caller within a tick: one answer per board and page, shared. */
export const marketListRoute = serve(
  marketListCall,
  async ({ body, deps }) => {
    const instruments = boardInstruments(deps, body.type, body.board)
    const at = deps.clock.now().getTime()
    const slice = instruments.slice((body.page - 1) * body.size, body.page * body.size)
    return {
      list: slice.map((i) => deps.market.rows.rowOf(i, at)),
      total: instruments.length,
      page: body.page,
      size: body.size,
    }
  },
  { sharedPerTick: true },
)

export const marketDividendsRoute = serve(marketDividendsCall, async ({ body, deps }) =>
  dividendStocks(deps.market, body.type, deps.clock.now().getTime()),
)

export const marketDetailRoute = serve(marketDetailCall, async ({ body, deps }) => {
  const instrument = instrumentOf(deps, body.code)
  return toStockDetail(instrument, deps.market.provider, deps.clock.now().getTime())
})

export const marketKlineRoute = serve(marketKlineCall, async ({ body, deps }) => {
  const instrument = instrumentOf(deps, body.code)
  const at = deps.clock.now().getTime()
  const bars = chartBars(deps.market.provider, instrument.code, body.period, body.adjust, at)
  return encodeBars(bars, instrument.decimals)
})

/** Not in the spec: a search answers with at most this many instruments, best matches first. */
const SEARCH_RESULTS_MAX = 30

/** Lower case without accents, so "telefonica" finds "Telefónica". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

export const marketSearchRoute = serve(marketSearchCall, async ({ body, deps }) => {
  const needle = folded(body.keyword)
  const at = deps.clock.now().getTime()
  const all = deps.market.provider.instruments()
  const byCode = all.filter((i) => folded(i.code).startsWith(needle))
  const byName = all.filter((i) => !byCode.includes(i) && folded(i.name).includes(needle))
  const matches = [...byCode, ...byName].slice(0, SEARCH_RESULTS_MAX)
  return {
    list: matches.map((i) => deps.market.rows.rowOf(i, at)),
    total: matches.length,
  }
})

export const marketRoutes = [
  marketListRoute,
  marketDividendsRoute,
  marketDetailRoute,
  marketKlineRoute,
  marketSearchRoute,
]
