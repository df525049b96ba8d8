import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ActivationCondition, ActivationFacts } from '../../machines/credit/activation.ts'
import type { LoanState } from '../../machines/credit/loan.ts'
import type { ServerMessageCode } from '../../machines/serverMessages.ts'

/** A loan as loan/rating and loan/records answer it (server/credit/loanService.ts). */
export interface Loan {
  id: number
  loanNo: string
  currency: string
  principal: string
  outstanding: string
  interest: string
  repaid: string
  dailyRate: string
  state: LoanState
  reason: string | null
  createdAt: string
  decidedAt: string | null
  repaidAt: string | null
}

/** loan/rating. */
export interface Rating {
  currency: string
  creditScore: number
  activated: boolean
  activationBlockedBy: ServerMessageCode | null
  conditions: Array<{ code: ActivationCondition; done: boolean }>
  facts: ActivationFacts
  creditLimit: string
  limitOnActivation: string
  borrowable: string
  borrowed: string
  available: string
  dailyRate: string
  loan: Loan | null
  pending: Loan | null
}

/**
 * spec §9 Credit-limit activation: the conditions in words; `{days}` and `{amount}` are filled
 * from machines/rules.ts when shown.
 */
export const CONDITION_LABELS: Record<ActivationCondition, MessageDescriptor> = {
  realName: msg`Real name verified`,
  activity: msg({ message: 'Activity in the last {days} days' }),
  assetsOrCard: msg({ message: 'Assets of at least {amount} or a bound bank card' }),
}

/** spec §4 Review and the loan lifecycle's states. */
export const LOAN_STATE_LABELS: Record<LoanState, MessageDescriptor> = {
  requested: msg`Requested`,
  pendingReview: msg`Pending review`,
  outstanding: msg`Outstanding`,
  partlyRepaid: msg`Partly repaid`,
  repaid: msg`Repaid`,
  rejected: msg`Rejected`,
}
