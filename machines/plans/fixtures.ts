import type { PathFixture } from '../registry.ts'
import type { PlanFormFacts } from './planForm.ts'
import type { PlanRunFacts } from './runGate.ts'

/** A plan the form gate allows: three instruments in euros, 50 € monthly on the 5th. */
const allowedPlan: PlanFormFacts = {
  noTrade: false,
  name: 'World and Spain',
  slices: [
    { code: 'VWCE', weight: '60', currency: 'EUR', buyable: true },
    { code: 'SXRT', weight: '25.5', currency: 'EUR', buyable: true },
    { code: 'SAN', weight: '14.5', currency: 'EUR', buyable: true },
  ],
  amount: '50.00',
  minContribution: '10.00',
  schedule: 'monthly',
  runDay: 5,
}

const gateFixture = (name: string, input: object): PathFixture => ({ name, input, events: [] })

/** 21 shares of the IBEX 35, one more than a plan holds. */
const IBEX_21 =
  'ACS ANA ANE ACX AENA AMS MTS SAB SAN BKT BBVA CABK CLNX ENG ELE FER FDR GRF IAG IBE ITX'.split(
    ' ',
  )
const withSlice = (i: number, change: Partial<PlanFormFacts['slices'][number]>) =>
  allowedPlan.slices.map((s, j) => (j === i ? { ...s, ...change } : s))

export const planFormFixtures: PathFixture[] = [
  gateFixture('three ETFs and a share, 50 € monthly', allowedPlan),
  gateFixture('barred from trading', { ...allowedPlan, noTrade: true }),
  gateFixture('no name', { ...allowedPlan, name: '  ' }),
  gateFixture('no instrument', { ...allowedPlan, slices: [] }),
  gateFixture('21 instruments', {
    ...allowedPlan,
    slices: IBEX_21.map((code) => ({ code, weight: '5', currency: 'EUR', buyable: true })),
  }),
  gateFixture('one instrument twice', { ...allowedPlan, slices: withSlice(2, { code: 'VWCE' }) }),
  gateFixture('a dollar share among euro ones', {
    ...allowedPlan,
    slices: withSlice(2, { code: 'SPY', currency: 'USD' }),
  }),
  gateFixture('a suspended share', {
    ...allowedPlan,
    slices: withSlice(2, { code: 'HLZ', buyable: false }),
  }),
  gateFixture('a weight of 0.5 %', {
    ...allowedPlan,
    slices: withSlice(2, { weight: '0.5' }),
  }),
  gateFixture('weights making 99 %', { ...allowedPlan, slices: withSlice(2, { weight: '13.5' }) }),
  gateFixture('an amount of 1.005', { ...allowedPlan, amount: '1.005' }),
  gateFixture('a cent under the minimum', { ...allowedPlan, amount: '9.99' }),
  gateFixture('monthly on the 29th', { ...allowedPlan, runDay: 29 }),
]

/** A due monthly run of 50 € with 80 € available at an open market. */
const dueRun: PlanRunFacts = {
  planRuns: true,
  marketOpen: true,
  available: '80.00',
  contribution: '50.00',
}

export const planRunGateFixtures: PathFixture[] = [
  gateFixture('50 € due, 80 € available, the market open', dueRun),
  gateFixture('the plan paused since', { ...dueRun, planRuns: false }),
  gateFixture('the market closed', { ...dueRun, marketOpen: false }),
  gateFixture('a cent short', { ...dueRun, available: '49.99' }),
]

export const planFixtures: PathFixture[] = [
  {
    name: 'paused, resumed, a one-off, rebalanced, closed',
    events: [
      { type: 'plan.pause' },
      { type: 'plan.contribute' },
      { type: 'plan.resume' },
      { type: 'plan.rebalance' },
      { type: 'plan.edit' },
      { type: 'plan.sell' },
      { type: 'plan.close' },
      { type: 'plan.closed' },
    ],
  },
  { name: 'closed while paused', events: [{ type: 'plan.pause' }, { type: 'plan.close' }] },
]

export const planRunFixtures: PathFixture[] = [
  {
    name: 'waits for the open, then fills every slice',
    events: [{ type: 'run.wait' }, { type: 'run.execute', held: 0 }],
  },
  { name: 'one slice suspended', events: [{ type: 'run.execute', held: 1 }] },
  { name: 'too little balance', events: [{ type: 'run.skip', reason: 'balanceShort' }] },
]

export const planOneOffFixtures: PathFixture[] = [
  gateFixture('100 € against a 10 € minimum', {
    noTrade: false,
    amount: '100.00',
    minContribution: '10.00',
  }),
  gateFixture('barred from trading', { noTrade: true, amount: '100.00', minContribution: '10.00' }),
  gateFixture('an amount of 1.005', { noTrade: false, amount: '1.005', minContribution: '10.00' }),
  gateFixture('a cent under the minimum', {
    noTrade: false,
    amount: '9.99',
    minContribution: '10.00',
  }),
]
