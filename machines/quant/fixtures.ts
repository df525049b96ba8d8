import type { PathFixture } from '../registry.ts'
import type { AllocationFacts } from './allocationGate.ts'
import type { QuantTransferFacts } from './transferGate.ts'

/** Facts that pass the transfer gate; each blocking fixture changes one of them. */
const allowed: QuantTransferFacts = {
  noTrade: false,
  direction: 'in',
  amount: '1000.00',
  available: '2500.00',
}

const gateFixture = (name: string, input: QuantTransferFacts | AllocationFacts): PathFixture => ({
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

/** Facts that pass the allocation gate; each blocking fixture changes one of them. */
const allocationAllowed: AllocationFacts = {
  noTrade: false,
  onShelf: true,
  running: false,
  amount: '1000.00',
  minAmount: '500.00',
  available: '2500.00',
}

export const allocationGateFixtures: PathFixture[] = [
  gateFixture('1.000 € of 2.500 € available', allocationAllowed),
  gateFixture('barred from trading', { ...allocationAllowed, noTrade: true }),
  gateFixture('the strategy off the shelf', { ...allocationAllowed, onShelf: false }),
  gateFixture('already running in it', { ...allocationAllowed, running: true }),
  gateFixture('no amount', { ...allocationAllowed, amount: '' }),
  gateFixture('a cent under the minimum', { ...allocationAllowed, amount: '499.99' }),
  gateFixture('a cent more than available', { ...allocationAllowed, amount: '2500.01' }),
]

export const allocationFixtures: PathFixture[] = [
  {
    name: 'allocated, rebalanced, stopped, settled',
    events: [
      { type: 'allocation.start' },
      { type: 'allocation.rebalance' },
      { type: 'allocation.stop' },
      { type: 'allocation.settle' },
    ],
  },
]
