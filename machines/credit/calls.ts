import * as zod from 'zod/mini'
import { type AnswerOf, defineCall } from '../contract/call.ts'
import {
  amountText,
  empty,
  isoTime,
  money,
  pageFields,
  pageOf,
  requestId,
} from '../contract/fields.ts'
import { messageCode } from '../contract/messageCode.ts'
import { named } from '../contract/schemaNames.ts'
import { KYC_STATUSES } from '../funds/kyc.ts'
import type { GateInput } from '../gate.ts'
import { CREDIT_ACTIVITY_DAYS, CREDIT_CURRENCY, CREDIT_MIN_ASSETS } from '../rules.ts'
import { ACTIVATION_CONDITIONS, type ActivationFacts, activationGate } from './activation.ts'
import { STORED_LOAN_STATES } from './loan.ts'
import {
  type BorrowFacts,
  borrowGate,
  type CreditStandingFacts,
  type RepayFacts,
  repayGate,
} from './loanForms.ts'

/** The calls of credit: rating and activation, loans and repayments (spec §2, §5 Credit, §9). */

/** A loan as its borrower and the back office see it. */
export const loanRecord = named(
  'Loan',
  zod.object({
    id: zod.number(),
    loanNo: zod.string(),
    currency: zod.string(),
    principal: money,
    outstanding: money,
    interest: money,
    repaid: money,
    dailyRate: zod.string(),
    state: zod.enum(STORED_LOAN_STATES),
    reason: zod.nullable(zod.string()),
    createdAt: isoTime,
    decidedAt: zod.nullable(isoTime),
    repaidAt: zod.nullable(isoTime),
  }),
)
export type LoanRecord = zod.output<typeof loanRecord>

const rating = named(
  'CreditRating',
  zod.object({
    currency: zod.string(),
    creditScore: zod.number(),
    activated: zod.boolean(),
    /** The first thing that blocks activation, or null. */
    activationBlockedBy: zod.nullable(messageCode),
    conditions: zod.array(
      zod.object({ code: zod.enum(ACTIVATION_CONDITIONS.map((c) => c.code)), done: zod.boolean() }),
    ),
    facts: zod.object({
      activated: zod.boolean(),
      kyc: zod.enum(KYC_STATUSES),
      lastActivityAt: zod.nullable(zod.number()),
      now: zod.number(),
      assets: money,
      bankCards: zod.number(),
    }),
    creditLimit: money,
    /** What activation would grant at today's score (before activation) or grants now. */
    limitOnActivation: money,
    borrowable: money,
    /** The smallest loan (spec §8 Credit: below minimum borrowing). */
    minLoan: money,
    borrowed: money,
    available: money,
    dailyRate: zod.string(),
    loan: zod.nullable(loanRecord),
    pending: zod.nullable(loanRecord),
  }),
)

export const loanRatingCall = defineCall({
  path: 'loan/rating',
  summary: 'Credit score, each activation condition done or not, limit and loan (spec §2, §9)',
  request: empty,
  answer: rating,
  auth: true,
})

/** The `loan/rating` answer: what the rating, credit-loan and activation screens show. */
export type CreditRating = AnswerOf<typeof loanRatingCall>

export const loanActivateCall = defineCall({
  path: 'loan/activate',
  summary: 'Activate credit: the limit follows the credit score (spec §9 Credit-limit activation)',
  request: empty,
  answer: rating,
  auth: true,
})

export const loanBorrowCall = defineCall({
  path: 'loan/borrow',
  summary: 'Request a loan in whole euros; pending review (spec §5 Credit)',
  request: zod.object({
    amount: zod.union([amountText, zod.int().check(zod.minimum(0), zod.maximum(1e12))]),
    requestId,
  }),
  answer: zod.object({ loanNo: zod.string(), state: zod.enum(STORED_LOAN_STATES) }),
  auth: true,
  oncePerRequest: true,
})

export const loanRepayCall = defineCall({
  path: 'loan/repay',
  summary: 'Repay a loan in part or in full from the available balance (spec §5 Credit)',
  request: zod.object({
    loanNo: zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(40)),
    amount: amountText,
    requestId,
  }),
  answer: zod.object({
    loanNo: zod.string(),
    state: zod.enum(STORED_LOAN_STATES),
    outstanding: money,
  }),
  auth: true,
  oncePerRequest: true,
})

export const loanRecordsCall = defineCall({
  path: 'loan/records',
  summary: "The user's loans, newest first (spec §2 loanRecord)",
  request: zod.object({ ...pageFields }),
  answer: pageOf(loanRecord),
  auth: true,
})

/** The credit-activation gate's input (spec §9 Credit-limit activation), with its numbers (§8). */
export function activationInput(facts: ActivationFacts): GateInput<ActivationFacts> {
  return {
    gate: activationGate,
    facts,
    params: {
      inactive: { count: String(CREDIT_ACTIVITY_DAYS) },
      assetsOrCardMissing: { amount: CREDIT_MIN_ASSETS, currency: CREDIT_CURRENCY },
    },
  }
}

/**
 * Where a borrower stands: credit activated or not, the loan owed and the request under review
 * (each null when there is none), and what the limit leaves to borrow. The `loan/rating` answer
 * is one; the server builds one from the rows it locked.
 */
export interface CreditStanding {
  activated: boolean
  loan: object | null
  pending: object | null
  borrowable: string
  minLoan: string
}

/** The facts of a standing that decide what the borrower may do next (the credit screen's mode). */
export const standingFacts = (standing: CreditStanding): CreditStandingFacts => ({
  activated: standing.activated,
  owesLoan: standing.loan !== null,
  requestPending: standing.pending !== null,
})

/** The loan-request gate's input (spec §5 Credit), built alike by the screen and the server. */
export function borrowInput(
  form: { amount: string | number },
  standing: CreditStanding,
): GateInput<BorrowFacts> {
  return {
    gate: borrowGate,
    facts: {
      ...standingFacts(standing),
      amount: String(form.amount),
      borrowable: standing.borrowable,
      minLoan: standing.minLoan,
    },
    params: { belowMinimum: { amount: standing.minLoan } },
  }
}

/**
 * The repayment gate's input (spec §5 Credit): the amount against what the loan owes now and the
 * available balance. Without a loan owed nothing can be repaid (the amount exceeds zero).
 */
export function repayInput(
  form: { amount: string },
  standing: { loan: { outstanding: string } | null; available: string },
): GateInput<RepayFacts> {
  return {
    gate: repayGate,
    facts: {
      amount: form.amount,
      outstanding: standing.loan?.outstanding ?? '0.00',
      available: standing.available,
    },
  }
}
