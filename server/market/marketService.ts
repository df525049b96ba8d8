import type { Clock } from '../clock.ts'
import { SEED_INSTRUMENTS } from './instruments/index.ts'
import type { MarketDataProvider } from './provider.ts'
import { SimulatedProvider } from './simulator/simulatedProvider.ts'
import { TickHub } from './tickHub.ts'

/** The market data the routes use: a provider and the hub that streams its ticks. */
export interface MarketService {
  provider: MarketDataProvider
  ticks: TickHub
}

export function createMarketService(
  clock: Clock,
  provider: MarketDataProvider = new SimulatedProvider(SEED_INSTRUMENTS, clock.now().getTime()),
): MarketService {
  return { provider, ticks: new TickHub(provider, clock) }
}
