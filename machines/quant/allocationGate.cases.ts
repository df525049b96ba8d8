import {
  boundary,
  cents,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  rule,
} from '../decisionTable.ts'
import { type AllocationFacts, allocationGate } from './allocationGate.ts'

/**
 * Allocating quant money to an AI quant strategy (issue 20; spec §2 Quantitative trading, §5
 * Other, §8), written from the spec: 1,000 € of 2,500 € available into a strategy taking at least
 * 500 €; then each rule, with its minimum and what is available to the cent.
 */

const base: AllocationFacts = {
  noTrade: false,
  onShelf: true,
  running: false,
  amount: '1000.00',
  minAmount: '500.00',
  available: '2500.00',
}

export const decisionTables: DecisionTable[] = [
  gateTable('the allocation gate', allocationGate, base, [
    rule(EVERY_RULE, 'spec §2 Quantitative trading, §5 Other, §8', [
      { name: '1,000 € of 2,500 € available', change: {}, expect: 'allowed' },
      {
        name: 'barred and off the shelf: the restriction first',
        change: { noTrade: true, onShelf: false },
        expect: 'barred',
      },
      {
        name: 'off the shelf and running: the shelf first',
        change: { onShelf: false, running: true },
        expect: 'offShelf',
      },
      {
        name: 'running and no amount: running first',
        change: { running: true, amount: '' },
        expect: 'running',
      },
      {
        name: 'below the minimum and unfunded: the minimum first',
        change: { amount: '100.00', available: '50.00' },
        expect: 'belowMinimum',
      },
    ]),
    rule('allocatorBarred', 'spec §6 Account restrictions', [
      { name: 'barred from trading by the operator', change: { noTrade: true }, expect: 'barred' },
    ]),
    rule('strategyOffShelf', 'spec §8 Other', [
      { name: 'the strategy off the shelf', change: { onShelf: false }, expect: 'offShelf' },
    ]),
    rule('strategyAlreadyRunning', 'not in the spec (issue 20)', [
      { name: 'money already running in it', change: { running: true }, expect: 'running' },
    ]),
    rule('allocationAmountInvalid', 'spec §5 Trading', [
      { name: 'no amount typed', change: { amount: '' }, expect: 'amountInvalid' },
      { name: 'an amount of zero', change: { amount: '0.00' }, expect: 'amountInvalid' },
      { name: 'a word for an amount', change: { amount: 'all' }, expect: 'amountInvalid' },
      // The amount is read as typed, white space around it left out (spec §5 Trading).
      { name: 'the amount with spaces around', change: { amount: ' 1000.00 ' }, expect: 'allowed' },
    ]),
    rule('belowMinimumAllocation', 'spec §5 Other', [
      ...boundary(
        'the amount against the strategy’s minimum of 500.00',
        cents('500.00'),
        (amount) => ({ amount }),
        { below: 'belowMinimum', at: 'allowed', above: 'allowed' },
      ),
      {
        name: 'a cent under the minimum, typed with spaces around',
        change: { amount: ' 499.99 ' },
        expect: 'belowMinimum',
      },
      {
        name: 'the minimum, typed with spaces around',
        change: { amount: ' 500.00 ' },
        expect: 'allowed',
      },
    ]),
    rule('allocationUnfunded', 'spec §2 Quantitative trading', [
      ...boundary(
        'the amount against the 2500.00 in the quant account',
        cents('2500.00'),
        (amount) => ({ amount }),
        { below: 'allowed', at: 'allowed', above: 'insufficient' },
      ),
      {
        name: 'a cent over what is available, typed with spaces around',
        change: { amount: ' 2500.01 ' },
        expect: 'insufficient',
      },
      {
        name: 'all that is available, typed with spaces around',
        change: { amount: ' 2500.00 ' },
        expect: 'allowed',
      },
    ]),
  ]),
]
