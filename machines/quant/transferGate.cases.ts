import {
  boundary,
  cents,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  rule,
} from '../decisionTable.ts'
import { type QuantTransferFacts, quantTransferGate } from './transferGate.ts'

/**
 * Moving money between the balance and the quant account (spec §2 Quantitative trading, §6, §8
 * Funds), written from the spec: 1,000 € in from a balance of 2,500 €; then each rule, with the
 * amount a cent either side of what the source holds, both ways.
 */

const base: QuantTransferFacts = {
  noTrade: false,
  direction: 'in',
  amount: '1000.00',
  available: '2500.00',
}

export const decisionTables: DecisionTable[] = [
  gateTable('the quant transfer gate', quantTransferGate, base, [
    rule(EVERY_RULE, 'spec §2 Quantitative trading, §8 Funds', [
      { name: '1,000 € in from a balance of 2,500 €', change: {}, expect: 'allowed' },
      {
        name: '1,000 € out of a quant account of 2,500 €',
        change: { direction: 'out' },
        expect: 'allowed',
      },
      {
        name: 'barred and no amount: the restriction first',
        change: { noTrade: true, amount: '' },
        expect: 'barred',
      },
    ]),
    rule('quantBarred', 'spec §6 Account restrictions', [
      { name: 'barred from trading by the operator', change: { noTrade: true }, expect: 'barred' },
      {
        name: 'barred, taking money out',
        change: { noTrade: true, direction: 'out' },
        expect: 'barred',
      },
    ]),
    rule('quantAmountInvalid', 'spec §5 Trading', [
      { name: 'no amount typed', change: { amount: '' }, expect: 'amountInvalid' },
      { name: 'an amount of zero', change: { amount: '0' }, expect: 'amountInvalid' },
      {
        name: 'an amount with three decimals',
        change: { amount: '1.005' },
        expect: 'amountInvalid',
      },
      { name: 'the amount with spaces around', change: { amount: ' 1000.00 ' }, expect: 'allowed' },
    ]),
    rule('quantTransferUnfunded', 'spec §8 Funds', [
      ...boundary(
        'money in against the 2500.00 available',
        cents('2500.00'),
        (amount) => ({ amount }),
        {
          below: 'allowed',
          at: 'allowed',
          above: 'unfunded',
        },
      ),
      ...boundary(
        'money out against the 2500.00 in the quant account',
        cents('2500.00'),
        (amount) => ({ amount, direction: 'out' as const }),
        { below: 'allowed', at: 'allowed', above: 'unfunded' },
      ),
    ]),
  ]),
]
