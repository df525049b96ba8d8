import {
  boundary,
  cents,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  rule,
  wholeUnits,
} from '../decisionTable.ts'
import { type BorrowFacts, borrowGate, type RepayFacts, repayGate } from './loanForms.ts'

/**
 * Borrowing and repaying (spec §5 Credit, §8 Credit and loans), written from the spec: a loan of
 * 500 € within a limit of 10,000 € (the smallest loan the console's default, 100 €), and a
 * repayment of 100 € of 500 € owed; then each rule, with the smallest loan, the limit and
 * repaying exactly what is owed.
 */

const borrow: BorrowFacts = {
  activated: true,
  amount: '500',
  owesLoan: false,
  requestPending: false,
  borrowable: '10000.00',
  minLoan: '100.00',
}

const repay: RepayFacts = { amount: '100.00', outstanding: '500.00', available: '1000.00' }

export const decisionTables: DecisionTable[] = [
  gateTable('borrowing', borrowGate, borrow, [
    rule(EVERY_RULE, 'spec §5 Credit, §8 Credit and loans', [
      { name: 'a loan of 500 € within the limit', change: {}, expect: 'allowed' },
      {
        name: 'a loan of 500.00 € written with cents',
        change: { amount: '500.00' },
        expect: 'allowed',
      },
      {
        name: 'credit not active and no amount: the activation first',
        change: { activated: false, amount: '' },
        expect: 'notActivated',
      },
      {
        name: 'below the smallest loan and a loan owed: the amount first',
        change: { amount: '50', owesLoan: true },
        expect: 'belowMinimum',
      },
      {
        name: 'a loan owed and a request pending: the loan owed first',
        change: { owesLoan: true, requestPending: true },
        expect: 'owed',
      },
      {
        name: 'a request pending and beyond the limit: the request first',
        change: { requestPending: true, amount: '20000' },
        expect: 'pending',
      },
    ]),
    rule('creditNotActivated', 'spec §2 Credit loan, §9', [
      { name: 'credit not activated', change: { activated: false }, expect: 'notActivated' },
    ]),
    rule('loanAmountMissing', 'spec §5 Credit', [
      { name: 'no amount typed', change: { amount: '' }, expect: 'amountMissing' },
      { name: 'an amount of zero', change: { amount: '0' }, expect: 'amountMissing' },
      { name: 'a negative amount', change: { amount: '-500' }, expect: 'amountMissing' },
      { name: 'a word for an amount', change: { amount: 'five hundred' }, expect: 'amountMissing' },
    ]),
    rule('loanAmountNotWhole', 'spec §5 Credit', [
      { name: '500.50 €, not whole euros', change: { amount: '500.50' }, expect: 'amountNotWhole' },
    ]),
    rule('belowMinimumLoan', 'spec §8 Credit', [
      ...boundary(
        'a loan in euros against the smallest loan of 100.00',
        wholeUnits('100.00'),
        (amount) => ({ amount }),
        { below: 'belowMinimum', at: 'allowed', above: 'allowed' },
      ),
      ...boundary(
        'a loan in cents against the smallest loan of 100.00',
        cents('100.00'),
        (amount) => ({ amount }),
        { below: 'amountNotWhole', at: 'allowed', above: 'amountNotWhole' },
      ),
      {
        name: 'a smallest loan of 150.50 €, a loan of 150 €',
        change: { minLoan: '150.50', amount: '150' },
        expect: 'belowMinimum',
      },
    ]),
    rule('loanStillOwed', 'spec §5 Credit, §8', [
      { name: 'a loan still owed', change: { owesLoan: true }, expect: 'owed' },
    ]),
    rule('loanRequestPending', 'spec §5 Credit, §8', [
      { name: 'a request pending review', change: { requestPending: true }, expect: 'pending' },
    ]),
    rule('beyondCreditLimit', 'spec §8 Funds', [
      ...boundary(
        'a loan against the 10000.00 the limit leaves',
        wholeUnits('10000.00'),
        (amount) => ({ amount }),
        { below: 'allowed', at: 'allowed', above: 'beyondLimit' },
      ),
      ...boundary(
        'what the limit leaves against a loan of 10,000 €',
        cents('10000.00'),
        (borrowable) => ({ amount: '10000', borrowable }),
        { below: 'beyondLimit', at: 'allowed', above: 'allowed' },
      ),
    ]),
  ]),
  gateTable('repaying', repayGate, repay, [
    rule(EVERY_RULE, 'spec §5 Credit', [
      { name: '100 € of 500 € owed', change: {}, expect: 'allowed' },
      { name: 'exactly what is owed', change: { amount: '500.00' }, expect: 'allowed' },
      {
        name: 'more than owed and more than available: what is owed first',
        change: { amount: '600.00', available: '10.00' },
        expect: 'exceeds',
      },
    ]),
    rule('repaymentMissing', 'spec §5 Credit', [
      { name: 'no amount typed', change: { amount: '' }, expect: 'amountMissing' },
      { name: 'an amount of zero', change: { amount: '0.00' }, expect: 'amountMissing' },
      { name: 'a negative amount', change: { amount: '-5' }, expect: 'amountMissing' },
      {
        name: 'an amount with three decimals',
        change: { amount: '10.005' },
        expect: 'amountMissing',
      },
    ]),
    rule('repaymentExceedsLoan', 'spec §5 Credit', [
      ...boundary(
        'a repayment against the 500.00 owed',
        cents('500.00'),
        (amount) => ({ amount }),
        { below: 'allowed', at: 'allowed', above: 'exceeds' },
      ),
    ]),
    rule('repaymentUnfunded', 'spec §8 Funds', [
      ...boundary(
        'the available balance against a repayment of 100.00',
        cents('100.00'),
        (available) => ({ available }),
        { below: 'insufficient', at: 'allowed', above: 'allowed' },
      ),
    ]),
  ]),
]
