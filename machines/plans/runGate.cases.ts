import {
  boundary,
  cents,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  guardTable,
  rule,
} from '../decisionTable.ts'
import { type PlanRunFacts, planRunGate, sliceHeld } from './runGate.ts'

/**
 * A due run of a savings plan (issue 52 item 4, decision 0073), written from those sources: 50 €
 * due with 80 € available while the market is open; then each rule, the balance to the cent.
 */

const base: PlanRunFacts = {
  planRuns: true,
  marketOpen: true,
  available: '80.00',
  contribution: '50.00',
}

export const decisionTables: DecisionTable[] = [
  gateTable('the run gate', planRunGate, base, [
    rule(EVERY_RULE, 'issue 52, decision 0073', [
      { name: '50 € due, 80 € available, the market open', change: {}, expect: 'allowed' },
      {
        name: 'paused and the market closed: skipped, not waiting',
        change: { planRuns: false, marketOpen: false },
        expect: 'stopped',
      },
      {
        name: 'the market closed and the balance short: it waits (a deposit may come first)',
        change: { marketOpen: false, available: '0.00' },
        expect: 'marketClosed',
      },
      {
        name: 'a sale takes nothing from the balance, whatever it is',
        change: { available: '0.00', contribution: '0.00' },
        expect: 'allowed',
      },
    ]),
    rule('runPlanStopped', 'not in the spec (decision 0073)', [
      { name: 'paused or closed since it was due', change: { planRuns: false }, expect: 'stopped' },
    ]),
    rule('runMarketClosed', 'not in the spec (decision 0073)', [
      { name: 'a weekend or a holiday', change: { marketOpen: false }, expect: 'marketClosed' },
    ]),
    rule('runBalanceShort', 'not in the spec (issue 52)', [
      ...boundary(
        'available against the 50.00 due',
        cents('50.00'),
        (available) => ({ available }),
        {
          below: 'balanceShort',
          at: 'allowed',
          above: 'allowed',
        },
      ),
    ]),
  ]),
  guardTable(
    'sliceHeld',
    sliceHeld,
    { suspended: false, halted: false },
    'not in the spec (issue 52)',
    [
      { name: 'trading', change: {}, expect: false },
      { name: 'suspended by the operator', change: { suspended: true }, expect: true },
      { name: 'halted (a volatility interruption)', change: { halted: true }, expect: true },
    ],
  ),
]
