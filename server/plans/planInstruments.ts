import type { PlanInstrument } from '../../machines/plans/calls.ts'
import type { SliceFacts } from '../../machines/plans/runGate.ts'
import type { Deps } from '../core/deps.ts'
import type { Instrument } from '../market/instruments/instrument.ts'
import { lastPriceOf } from '../trading/prices.ts'

type MarketDeps = Pick<Deps, 'market'>

/** Decision 0073: a plan holds shares and ETFs, nothing else. */
const PLAN_BOARDS = new Set<Instrument['board']>(['listed', 'otc', 'etf'])

/** Whether an instrument is a share or ETF that trades (not suspended or delisted). */
const buyable = (instrument: Instrument) =>
  PLAN_BOARDS.has(instrument.board) &&
  !instrument.flags.includes('suspended') &&
  !instrument.flags.includes('delisted')

/** An instrument as the plan form knows it; an unknown code is not buyable and has no currency. */
export function planInstrument(deps: MarketDeps, code: string, at: number): PlanInstrument {
  const instrument = deps.market.provider.instrument(code)
  if (!instrument)
    return { code, name: code, board: 'listed', currency: null, price: null, buyable: false }
  return {
    code,
    name: instrument.name,
    board: instrument.board,
    currency: instrument.currency,
    price: lastPriceOf(deps.market.provider, instrument, at),
    buyable: buyable(instrument),
  }
}

/**
 * A slice's instrument at a run: what it is, its price now, and whether it trades — suspended by
 * the operator, or halted (delisted, or no price to be had: issue 52's "halted").
 */
export function sliceAt(deps: MarketDeps, code: string, at: number) {
  const instrument = deps.market.provider.instrument(code) ?? null
  const price = instrument ? lastPriceOf(deps.market.provider, instrument, at) : null
  const facts: SliceFacts = {
    suspended: instrument?.flags.includes('suspended') ?? false,
    halted: !instrument || instrument.flags.includes('delisted') || price === null,
  }
  return { instrument, price, facts }
}

/** plans/etfs (console): every ETF the exchange lists, by market, with its facts and price. */
export async function adminEtfs(deps: Pick<Deps, 'market' | 'clock'>) {
  const at = deps.clock.now().getTime()
  return {
    list: deps.market.provider.instruments().flatMap((i) =>
      i.board === 'etf' && i.etf && i.currency
        ? [
            {
              code: i.code,
              name: i.name,
              market: i.market as 'Spain' | 'usd',
              currency: i.currency,
              price: lastPriceOf(deps.market.provider, i, at),
              facts: i.etf,
            },
          ]
        : [],
    ),
  }
}
