import type { PathFixture } from '../registry.ts'
import type { SubscriptionFacts } from './subscriptionGate.ts'

const DAY = 86_400_000
/** Monday 2026-11-23, 10:00 in Madrid, inside the application period below. */
const NOW = Date.parse('2026-11-23T09:00:00Z')

/** Facts that pass the subscription gate; each blocking fixture changes one of them. */
const allowed: SubscriptionFacts = {
  noTrade: false,
  channelOpen: true,
  now: NOW,
  opensAt: NOW - DAY,
  closesAt: NOW + 2 * DAY,
  listingAt: NOW + 10 * DAY,
  subscriptionsSoFar: 0,
  maxSubscriptions: 1,
  shares: '10000',
  minShares: 10_000,
  tierMinAmount: '10000.00',
  amount: '25000.00',
  frozenNeeded: '25000.00',
  available: '30000.00',
}

const gateFixture = (name: string, input: SubscriptionFacts): PathFixture => ({
  name,
  input,
  events: [],
})

export const subscriptionGateFixtures: PathFixture[] = [
  gateFixture('10,000 shares, funded', allowed),
  gateFixture('barred from trading', { ...allowed, noTrade: true }),
  gateFixture('channel closed', { ...allowed, channelOpen: false }),
  gateFixture('before the period', { ...allowed, opensAt: NOW + DAY }),
  gateFixture('already listed', { ...allowed, listingAt: NOW - DAY }),
  gateFixture('after the period', { ...allowed, closesAt: NOW - 1 }),
  gateFixture('subscribed once already', { ...allowed, subscriptionsSoFar: 1 }),
  gateFixture('1.5 shares', { ...allowed, shares: '1.5' }),
  gateFixture('9,999 shares', { ...allowed, shares: '9999' }),
  gateFixture('below the tier minimum', { ...allowed, tierMinAmount: '50000.00' }),
  gateFixture('not enough to freeze', { ...allowed, available: '24999.99' }),
]

export const subscriptionFixtures: PathFixture[] = [
  {
    name: '10,000 shares asked for',
    input: { requestedShares: 10_000 },
    events: [
      { type: 'ipo.subscribe' },
      { type: 'ipo.drawWon', shares: 10_000 },
      { type: 'ipo.drawWon', shares: 10_001 },
      { type: 'ipo.drawLost' },
      { type: 'ipo.announce' },
      { type: 'ipo.pay' },
      { type: 'ipo.waive' },
      { type: 'ipo.reject', reason: 'The applicant is not eligible for this tier.' },
      { type: 'ipo.reject', reason: ' ' },
    ],
  },
]
