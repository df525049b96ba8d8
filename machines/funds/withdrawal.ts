import { compareDecimal } from '../decimal.ts'
import { defineGate } from '../gate.ts'
import { setup } from '../setup.ts'
import {
  type AmountFacts,
  amountAboveMax,
  amountBelowMin,
  amountMissing,
  centsOfWholeCurrency,
  isAmount,
} from './amountChecks.ts'
import { hasReason } from './review.ts'

/** What decides whether a submitted withdrawal form is taken, after the withdrawal gate. */
export interface WithdrawalRequestFacts extends AmountFacts {
  /** The currency withdrawn (a card takes any the account holds but USDC). */
  currency: string
  methodChosen: boolean
  fundPasswordGiven: boolean
  available: string
  /** Known to the server only (checked against the stored hash); the screen leaves them out. */
  fundPasswordLocked?: boolean
  fundPasswordWrong?: boolean
}

// not in the spec (ISO 4217, issue 21): the yen, the won and the dong are withdrawn in whole units
export const withdrawalCentsOfWholeCurrency = (f: WithdrawalRequestFacts) =>
  centsOfWholeCurrency(f.amount, f.currency)
// spec §5 Withdrawal: a chosen card or wallet is required, with its own prompt
export const methodNotChosen = (f: WithdrawalRequestFacts) => !f.methodChosen
// spec §5 Withdrawal: the fund password is required, with its own prompt
export const fundPasswordNotGiven = (f: WithdrawalRequestFacts) => !f.fundPasswordGiven
// spec §8 Funds: the amount must not exceed the withdrawable balance
export const exceedsAvailable = (f: WithdrawalRequestFacts) =>
  isAmount(f.amount) && compareDecimal(f.amount, f.available) > 0
// not in the spec (OWASP ASVS 2.2.1): too many wrong fund passwords pause withdrawals
export const fundPasswordLocked = (f: WithdrawalRequestFacts) => f.fundPasswordLocked === true
// spec §8 Funds: the fund password must be right
export const fundPasswordWrong = (f: WithdrawalRequestFacts) => f.fundPasswordWrong === true

export const withdrawalRequestGate = defineGate<WithdrawalRequestFacts>(
  'withdrawalRequest',
  'Decides whether a withdrawal form is taken: amount, card or wallet, fund password, minimum (per currency to a card: 100 €, 10,000 won; 10 USDC to a wallet), maximum, balance, then the password itself (spec §5 Withdrawal, §8 Funds).',
  [
    {
      state: 'amountMissing',
      code: 'funds.amountRequired',
      blocks: { name: 'amountMissing', test: amountMissing },
      description: 'No amount (or not a positive amount with two decimals at most).',
    },
    {
      state: 'wholeUnits',
      code: 'funds.wholeUnits',
      blocks: { name: 'withdrawalCentsOfWholeCurrency', test: withdrawalCentsOfWholeCurrency },
      description: 'Cents of a currency that has none (the yen, the won, the dong).',
    },
    {
      state: 'methodMissing',
      code: 'funds.methodRequired',
      blocks: { name: 'methodNotChosen', test: methodNotChosen },
      description: 'No bank card or wallet chosen.',
    },
    {
      state: 'passwordMissing',
      code: 'funds.fundPasswordRequired',
      blocks: { name: 'fundPasswordNotGiven', test: fundPasswordNotGiven },
      description: 'No fund password typed.',
    },
    {
      state: 'belowMin',
      code: 'funds.belowMin',
      blocks: { name: 'amountBelowMin', test: amountBelowMin },
      description:
        'Below the minimum: per currency to a bank card (100 €, 10,000 won), 10 USDC to a wallet, or the configured minimum.',
    },
    {
      state: 'aboveMax',
      code: 'funds.aboveMax',
      blocks: { name: 'amountAboveMax', test: amountAboveMax },
      description: 'Above the configured maximum.',
    },
    {
      state: 'insufficient',
      code: 'funds.insufficient',
      blocks: { name: 'exceedsAvailable', test: exceedsAvailable },
      description: 'More than the available balance.',
    },
    {
      state: 'passwordLocked',
      code: 'funds.fundPasswordLocked',
      blocks: { name: 'fundPasswordLocked', test: fundPasswordLocked },
      description: 'Too many wrong fund passwords in a row: withdrawals pause for a while.',
      serverOnly: true,
    },
    {
      state: 'passwordWrong',
      code: 'funds.fundPasswordWrong',
      blocks: { name: 'fundPasswordWrong', test: fundPasswordWrong },
      description: 'The fund password is wrong (and the failure is counted).',
      serverOnly: true,
    },
  ],
)

/** The states a stored withdrawal takes (its lifecycle below). */
export const WITHDRAWAL_STATES = [
  'pendingReview',
  'approved',
  'paid',
  'rejected',
  'failed',
] as const

export type WithdrawalEvent =
  | { type: 'withdrawal.approve' }
  | { type: 'withdrawal.reject'; reason?: string }
  | { type: 'withdrawal.pay' }

/**
 * A withdrawal (spec §3 Withdrawal, §4 Review, §9 processing): the amount is frozen on submit;
 * a reviewer approves it (still frozen) and marks it paid once the transfer is sent (the money
 * leaves the ledger), or rejects it and the frozen amount returns to the available balance.
 */
export const withdrawalMachine = setup({
  types: { events: {} as WithdrawalEvent },
  guards: { hasReason },
}).createMachine({
  id: 'withdrawal',
  description:
    'A withdrawal from request to payout: pending review with the amount frozen, approved, then paid; or rejected, or its transfer failing to start, with the amount returned.',
  initial: 'pendingReview',
  states: {
    pendingReview: {
      description: 'Pending review: the amount is frozen (spec §4 Review).',
      on: {
        'withdrawal.approve': 'approved',
        'withdrawal.reject': { guard: 'hasReason', target: 'rejected' },
      },
    },
    approved: {
      description: 'Approved: the transfer is being sent (spec §9: within 24 hours).',
      on: {
        'withdrawal.pay': 'paid',
        // spec §8 Funds: withdrawal initiation failed (the bank refused the transfer), with why
        'withdrawal.reject': { guard: 'hasReason', target: 'failed' },
      },
    },
    paid: { type: 'final', description: 'Paid: the money has left the account.' },
    rejected: {
      type: 'final',
      description: 'Rejected: the frozen amount is back in the available balance.',
    },
    failed: {
      type: 'final',
      tags: ['transferFailed'],
      description:
        'Initiation failed: the transfer could not be sent (spec §8 Funds); the frozen amount is back in the available balance.',
    },
  },
})
