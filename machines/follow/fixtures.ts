import type { PathFixture } from '../registry.ts'
import type { FollowFacts } from './followGate.ts'

const DAY = 86_400_000
/** Monday 2026-11-23, 10:00 in Madrid, before the copy deadline below. */
const NOW = Date.parse('2026-11-23T09:00:00Z')

/** Facts that pass the follow gate; each blocking fixture changes one of them. */
const allowed: FollowFacts = {
  noTrade: false,
  onShelf: true,
  now: NOW,
  deadlineAt: NOW + 3 * DAY,
  amount: '5000.00',
  minAmount: '1000.00',
  roomLeft: '250000.00',
  available: '8000.00',
}

const gateFixture = (name: string, input: FollowFacts): PathFixture => ({
  name,
  input,
  events: [],
})

export const followGateFixtures: PathFixture[] = [
  gateFixture('5,000 € into a fund with room, funded', allowed),
  gateFixture('barred from trading', { ...allowed, noTrade: true }),
  gateFixture('off the shelf', { ...allowed, onShelf: false }),
  gateFixture('at the copy deadline', { ...allowed, deadlineAt: NOW }),
  gateFixture('no amount', { ...allowed, amount: '' }),
  gateFixture('a cent below the minimum', { ...allowed, amount: '999.99' }),
  gateFixture('more than the fund can take', { ...allowed, roomLeft: '4999.99' }),
  gateFixture('more than is available', { ...allowed, available: '4999.99' }),
]

export const followFixtures: PathFixture[] = [
  {
    name: 'a follow through its lock, days and end',
    events: [
      { type: 'follow.start' },
      { type: 'follow.settleDay' },
      { type: 'follow.unlock' },
      { type: 'follow.redeem' },
      { type: 'follow.end' },
    ],
  },
]
