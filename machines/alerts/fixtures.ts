import type { PathFixture } from '../registry.ts'
import type { AlertFacts } from './calls.ts'
import type { AlertTerms } from './priceAlert.ts'

/** Prices after an alert set at 10.00: one short of its level, one past it; a cancel. */
const alertEvents = (short: string, past: string) => [
  { type: 'alert.price', price: short, now: 0 },
  { type: 'alert.price', price: past, now: 0 },
  { type: 'alert.cancel', now: 0 },
]

const alertAt = (kind: AlertTerms['kind'], level: string): AlertTerms => ({
  kind,
  level,
  reference: '10.00',
})

export const priceAlertFixtures: PathFixture[] = [
  {
    name: 'a rise to 10.50',
    input: alertAt('above', '10.50'),
    events: alertEvents('10.40', '10.60'),
  },
  { name: 'a fall to 9.50', input: alertAt('below', '9.50'), events: alertEvents('9.60', '9.40') },
  { name: 'a move of 5 %', input: alertAt('move', '5'), events: alertEvents('10.40', '9.40') },
  {
    name: 'a new 52-week high over 12.00',
    input: alertAt('high52w', '12.00'),
    events: alertEvents('12.00', '12.10'),
  },
  {
    name: 'a new 52-week low under 8.00',
    input: alertAt('low52w', '8.00'),
    events: alertEvents('8.00', '7.90'),
  },
]

/** Facts that pass every alert rule; each blocking fixture changes one. */
const allowed: AlertFacts = { kind: 'above', level: '10.50', lastPrice: '10.00', activeCount: 0 }

const gateFixture = (name: string, change: Partial<AlertFacts>): PathFixture => ({
  name,
  input: { ...allowed, ...change },
  events: [],
})

export const alertGateFixtures: PathFixture[] = [
  gateFixture('a rise above the price', {}),
  gateFixture('a new 52-week high', { kind: 'high52w', level: '' }),
  gateFixture('no price', { lastPrice: null }),
  gateFixture('fifty alerts already', { activeCount: 50 }),
  gateFixture('a level of zero', { level: '0' }),
  gateFixture('a move of 150 %', { kind: 'move', level: '150' }),
  gateFixture('a rise below the price', { level: '9.90' }),
  gateFixture('a fall above the price', { kind: 'below', level: '10.10' }),
]
