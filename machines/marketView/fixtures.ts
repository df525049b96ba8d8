import type { QuoteRow } from '../marketData.ts'
import type { PathFixture } from '../registry.ts'

const sampleRow: QuoteRow = {
  code: 'SAN',
  name: 'Banco Santander',
  market: 'Spain',
  board: 'listed',
  currency: 'EUR',
  price: '8.520',
  prevClose: '8.500',
  change: '0.020',
  changePercent: '0.24',
  open: '8.500',
  high: '8.560',
  low: '8.480',
  volume: '1000',
  turnover: '8520.00',
  marketCap: '127800000000',
  high52w: '9.000',
  low52w: '6.000',
  foreignRatio: '68.00',
  industry: 'Banks',
  status: 'open',
  flags: [],
}
export const sampleTick = {
  code: 'SAN',
  price: '8.530',
  change: '0.030',
  changePercent: '0.35',
  high: '8.560',
  low: '8.480',
  volume: '1200',
  turnover: '10236.00',
  status: 'open',
  at: '2026-11-20T10:00:00.000Z',
}

export const marketViewFixtures: PathFixture[] = [
  {
    name: 'rows load, stream, go stale, come back; a load fails and is retried',
    events: [
      { type: 'xstate.done.actor.loadRows', output: [sampleRow] },
      { type: 'xstate.done.actor.loadRows', output: [] },
      { type: 'xstate.error.actor.loadRows', error: { code: 'common.busy' } },
      { type: 'quotes.ticks', ticks: [sampleTick] },
      { type: 'quotes.heartbeat' },
      { type: 'quotes.lost' },
      { type: 'view.visible', codes: ['BBVA'] },
      { type: 'view.visible', codes: [] },
      { type: 'view.reload' },
      { type: 'view.retry' },
    ],
  },
]
