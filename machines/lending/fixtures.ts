import type { PathFixture } from '../registry.ts'
import type { LendingFacts } from './lendingGate.ts'

/** Facts that pass the lending gate; each blocking fixture changes one of them. */
const allowed: LendingFacts = {
  noTrade: false,
  lendable: true,
  channelOpen: true,
  lots: '300',
  heldLots: 500,
  amount: '2556.00',
  minAmount: '1000.00',
  quotaLeft: 100_000,
}

const gateFixture = (name: string, input: LendingFacts): PathFixture => ({
  name,
  input,
  events: [],
})

export const lendingGateFixtures: PathFixture[] = [
  gateFixture('300 of 500 lots worth 2.556 €', allowed),
  gateFixture('barred from trading', { ...allowed, noTrade: true }),
  gateFixture('a short, or lent already', { ...allowed, lendable: false }),
  gateFixture('the channel closed', { ...allowed, channelOpen: false }),
  gateFixture('more lots than held', { ...allowed, lots: '501' }),
  gateFixture('worth a cent under the minimum', { ...allowed, amount: '999.99' }),
  gateFixture('more than the pool takes', { ...allowed, quotaLeft: 299 }),
]

export const lendingFixtures: PathFixture[] = [
  {
    name: 'lent, a day paid, recalled',
    events: [
      { type: 'lending.apply' },
      { type: 'lending.accept' },
      { type: 'lending.accrue' },
      { type: 'lending.recall' },
    ],
  },
  { name: 'not taken', events: [{ type: 'lending.apply' }, { type: 'lending.reject' }] },
]
