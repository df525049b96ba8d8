import { compareDecimal } from '../decimal.ts'
import { isAmount } from '../funds/amountChecks.ts'
import { hasReason } from '../funds/review.ts'
import type { ServerMessageCode } from '../serverMessages.ts'
import { setup } from '../setup.ts'

export type LoanEvent =
  | { type: 'loan.submit' }
  | { type: 'loan.approve' }
  | { type: 'loan.reject'; reason?: string }
  /** A repayment of `amount` against what is `outstanding` now (principal and interest). */
  | { type: 'loan.repay'; amount: string; outstanding: string }

/** The states a stored loan can be in: every state but the form before it exists. */
export const STORED_LOAN_STATES = [
  'pendingReview',
  'outstanding',
  'partlyRepaid',
  'repaid',
  'rejected',
] as const
export const LOAN_STATES = ['requested', ...STORED_LOAN_STATES] as const
export type LoanState = (typeof LOAN_STATES)[number]

/** The states in which a loan is owed: they block a new loan (spec §5 Credit). */
export const OWED_LOAN_STATES: readonly LoanState[] = ['outstanding', 'partlyRepaid']

const repayOf = (event: LoanEvent) =>
  event.type === 'loan.repay' && isAmount(event.amount) && isAmount(event.outstanding)
    ? event
    : null

/** spec §8 Credit and loans: what a refused repayment says, by state. */
const REPAY_REFUSALS: Partial<Record<LoanEvent['type'], ServerMessageCode>> = {
  'loan.repay': 'loan.repayExceeds',
}

/**
 * A credit loan (spec §2 Credit loan, §4 Review): requested, pending review, then approved (the
 * money is lent: it is owed, never a negative balance) or rejected; repaid in part, then in full.
 * Interest accrues on the server's clock into what is outstanding.
 */
export const loanMachine = setup({
  types: { events: {} as LoanEvent },
  guards: {
    // spec §5 Credit: repayment must not exceed the borrowed amount, and settles it when equal
    repaysInFull: ({ event }) => {
      const r = repayOf(event)
      return r !== null && compareDecimal(r.amount, r.outstanding) === 0
    },
    // spec §5 Credit: a repayment amount is required and may be less than what is owed
    repaysInPart: ({ event }) => {
      const r = repayOf(event)
      return r !== null && compareDecimal(r.amount, r.outstanding) < 0
    },
    hasReason,
  },
}).createMachine({
  id: 'loan',
  description:
    'A credit loan: requested, pending review, then approved and owed, or rejected; repaid in part, then in full. Interest accrues daily into what is owed.',
  initial: 'requested',
  states: {
    requested: {
      description: 'Requested: the user fills in the loan form.',
      on: { 'loan.submit': 'pendingReview' },
    },
    pendingReview: {
      description: 'Pending review: a reviewer approves or rejects the loan (spec §4 Review).',
      on: {
        'loan.approve': 'outstanding',
        'loan.reject': { guard: 'hasReason', target: 'rejected' },
      },
    },
    outstanding: {
      description: 'Approved: the amount is in the balance and owed, with interest.',
      meta: { refusals: REPAY_REFUSALS },
      on: {
        'loan.repay': [
          { guard: 'repaysInFull', target: 'repaid' },
          { guard: 'repaysInPart', target: 'partlyRepaid' },
        ],
      },
    },
    partlyRepaid: {
      description: 'Partly repaid: the rest is still owed, with interest.',
      meta: { refusals: REPAY_REFUSALS },
      on: {
        'loan.repay': [
          { guard: 'repaysInFull', target: 'repaid' },
          { guard: 'repaysInPart', target: 'partlyRepaid', reenter: true },
        ],
      },
    },
    repaid: { type: 'final', description: 'Repaid in full: nothing is owed.' },
    rejected: {
      type: 'final',
      description: 'Rejected with a reason: nothing was lent.',
    },
  },
})
