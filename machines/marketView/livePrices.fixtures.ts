import type { PathFixture } from '../registry.ts'
import { sampleTick } from './fixtures.ts'

export const livePricesFixtures: PathFixture[] = [
  {
    name: 'positions in two codes, then none',
    events: [
      { type: 'prices.watch', codes: ['SAN', 'BBVA'] },
      { type: 'prices.watch', codes: [] },
      { type: 'quotes.ticks', ticks: [sampleTick] },
    ],
  },
]
