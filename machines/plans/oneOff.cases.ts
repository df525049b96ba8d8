import {
  boundary,
  cents,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  rule,
} from '../decisionTable.ts'
import { type OneOffFacts, planOneOffGate } from './oneOff.ts'

/**
 * A one-off amount into a plan (issue 52 item 2; decision 0073 for the amount's form), written from
 * those sources: 100 € against a minimum of 10 €, then each rule at its edges.
 */

const base: OneOffFacts = { noTrade: false, amount: '100.00', minContribution: '10.00' }

export const decisionTables: DecisionTable[] = [
  gateTable('a one-off amount', planOneOffGate, base, [
    rule(EVERY_RULE, 'issue 52, decision 0073', [
      { name: '100 € against a 10 € minimum', change: {}, expect: 'allowed' },
      {
        name: 'barred, with no amount: the restriction first',
        change: { noTrade: true, amount: '' },
        expect: 'barred',
      },
    ]),
    rule('planBarred', 'spec §6 Account restrictions', [
      { name: 'barred from trading by the operator', change: { noTrade: true }, expect: 'barred' },
    ]),
    rule('planAmountInvalid', 'not in the spec (decision 0073)', [
      { name: 'no amount', change: { amount: '' }, expect: 'amountInvalid' },
      { name: 'three decimals', change: { amount: '10.001' }, expect: 'amountInvalid' },
      { name: 'a cent over 1,000,000', change: { amount: '1000000.01' }, expect: 'amountInvalid' },
    ]),
    rule('planBelowMinimum', 'not in the spec (issue 52)', [
      ...boundary('a one-off against the 10.00 minimum', cents('10.00'), (amount) => ({ amount }), {
        below: 'belowMinimum',
        at: 'allowed',
        above: 'allowed',
      }),
    ]),
  ]),
]
