import type { PathFixture } from '../registry.ts'
import type { QuantTransferFacts } from './transferGate.ts'

/** Facts that pass the transfer gate; each blocking fixture changes one of them. */
const allowed: QuantTransferFacts = {
  noTrade: false,
  direction: 'in',
  amount: '1000.00',
  available: '2500.00',
}

const gateFixture = (name: string, input: QuantTransferFacts): PathFixture => ({
  name,
  input,
  events: [],
})

export const quantTransferGateFixtures: PathFixture[] = [
  gateFixture('1.000 € in from a balance of 2.500 €', allowed),
  gateFixture('out, all of it', { ...allowed, direction: 'out', amount: '2500.00' }),
  gateFixture('barred from trading', { ...allowed, noTrade: true }),
  gateFixture('no amount', { ...allowed, amount: '' }),
  gateFixture('a cent more than available', { ...allowed, amount: '2500.01' }),
]

export const quantTransferFixtures: PathFixture[] = [
  { name: 'money in', events: [{ type: 'transfer.in' }] },
  {
    name: 'money out, arriving T+2',
    events: [{ type: 'transfer.out' }, { type: 'transfer.arrive' }],
  },
]
