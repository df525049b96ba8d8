import { compareDecimal } from '../decimal.ts'
import { isAmount } from '../funds/amountChecks.ts'
import { defineGate } from '../gate.ts'
import { isWholeAmount } from './terms.ts'

/** What decides whether a loan request is taken (loan/borrow). */
export interface BorrowFacts {
  activated: boolean
  amount: string
  /** The user owes a loan now (approved, not fully repaid). */
  owesLoan: boolean
  /** The user has a loan request waiting for review. */
  requestPending: boolean
  /** The credit limit less what is borrowed, a decimal string. */
  borrowable: string
  /** The smallest loan the operator takes, a decimal string. */
  minLoan: string
}

/** What decides what a borrower may do next: activate, repay, wait for the review, or borrow. */
export type CreditStandingFacts = Pick<BorrowFacts, 'activated' | 'owesLoan' | 'requestPending'>

// spec §2 Credit loan, §9: a loan needs credit activated first
export const creditNotActivated = (f: CreditStandingFacts) => !f.activated
// spec §5 Credit: the loan amount is required
export const loanAmountMissing = (f: BorrowFacts) => !isAmount(f.amount)
// spec §5 Credit: added credit must be a positive integer
export const loanAmountNotWhole = (f: BorrowFacts) => isAmount(f.amount) && !isWholeAmount(f.amount)
// spec §5 Credit, §8: an outstanding loan blocks a new one until it is repaid
export const loanStillOwed = (f: CreditStandingFacts) => f.owesLoan
// spec §5 Credit, §8: a pending-review request blocks a new request
export const loanRequestPending = (f: CreditStandingFacts) => f.requestPending
// spec §8 Credit: below minimum borrowing
export const belowMinimumLoan = (f: BorrowFacts) =>
  isAmount(f.amount) && compareDecimal(f.amount, f.minLoan) < 0
// spec §8 Funds: borrowing must stay within the credit limit
export const beyondCreditLimit = (f: BorrowFacts) =>
  isAmount(f.amount) && compareDecimal(f.amount, f.borrowable) > 0

export const borrowGate = defineGate<BorrowFacts>(
  'loanRequest',
  'Decides whether a loan request is taken: credit activated, an amount in whole euros of at least the smallest loan, no loan owed, no request pending review, within the credit limit (spec §5 Credit, §8 Credit and loans).',
  [
    {
      state: 'notActivated',
      code: 'loan.conditionsUnmet',
      blocks: { name: 'creditNotActivated', test: creditNotActivated },
      description: 'Credit is not activated.',
    },
    {
      state: 'amountMissing',
      code: 'loan.amountRequired',
      blocks: { name: 'loanAmountMissing', test: loanAmountMissing },
      description: 'No amount.',
    },
    {
      state: 'amountNotWhole',
      code: 'loan.amountNotWhole',
      blocks: { name: 'loanAmountNotWhole', test: loanAmountNotWhole },
      description: 'The amount is not a whole number of euros.',
    },
    {
      state: 'belowMinimum',
      code: 'loan.belowMinimum',
      blocks: { name: 'belowMinimumLoan', test: belowMinimumLoan },
      description: 'Less than the smallest loan.',
    },
    {
      state: 'owed',
      code: 'loan.outstanding',
      blocks: { name: 'loanStillOwed', test: loanStillOwed },
      description: 'A loan is still owed.',
    },
    {
      state: 'pending',
      code: 'loan.pendingReview',
      blocks: { name: 'loanRequestPending', test: loanRequestPending },
      description: 'Another request is pending review.',
    },
    {
      state: 'beyondLimit',
      code: 'loan.limitInsufficient',
      blocks: { name: 'beyondCreditLimit', test: beyondCreditLimit },
      description: 'More than the credit limit leaves to borrow.',
    },
  ],
)

/** What decides whether a repayment is taken (loan/repay). */
export interface RepayFacts {
  amount: string
  /** What the loan owes now, interest included. */
  outstanding: string
  available: string
}

// spec §5 Credit: the repayment amount is required
export const repaymentMissing = (f: RepayFacts) => !isAmount(f.amount)
// spec §5 Credit: repayment must not exceed the borrowed amount
export const repaymentExceedsLoan = (f: RepayFacts) =>
  isAmount(f.amount) && compareDecimal(f.amount, f.outstanding) > 0
// spec §8 Funds: a repayment is paid from the available balance
export const repaymentUnfunded = (f: RepayFacts) =>
  isAmount(f.amount) && compareDecimal(f.amount, f.available) > 0

export const repayGate = defineGate<RepayFacts>(
  'loanRepayment',
  'Decides whether a repayment is taken: an amount, not more than is owed, and available in the balance (spec §5 Credit).',
  [
    {
      state: 'amountMissing',
      code: 'loan.amountRequired',
      blocks: { name: 'repaymentMissing', test: repaymentMissing },
      description: 'No amount.',
    },
    {
      state: 'exceeds',
      code: 'loan.repayExceeds',
      blocks: { name: 'repaymentExceedsLoan', test: repaymentExceedsLoan },
      description: 'More than the loan owes.',
    },
    {
      state: 'insufficient',
      code: 'funds.insufficient',
      blocks: { name: 'repaymentUnfunded', test: repaymentUnfunded },
      description: 'More than the available balance.',
    },
  ],
)
