import type { Clock } from '../clock.ts'
import { SEED_INSTRUMENTS } from './instruments/index.ts'
import type { MarketDataProvider } from './provider.ts'
import { QuoteRowCache } from './quoteRowCache.ts'
import { SimulatedProvider } from './simulator/simulatedProvider.ts'
import { TickHub } from './tickHub.ts'

/** The market data the routes use: a provider and the hub that streams its ticks. */
export interface MarketService {
  provider: MarketDataProvider
  ticks: TickHub
  /** Quote rows built once a tick, shared by every request of that tick. */
  rows: QuoteRowCache
}

/** The simulated exchange of the seed instruments, on `clock`. */
export const simulatedExchange = (clock: Clock) =>
  new SimulatedProvider(SEED_INSTRUMENTS, clock.now().getTime())

export function createMarketService(
  clock: Clock,
  provider: MarketDataProvider = simulatedExchange(clock),
): MarketService {
  return { provider, ticks: new TickHub(provider, clock), rows: new QuoteRowCache(provider) }
}
