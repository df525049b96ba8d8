import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ActivationCondition } from '../../../machines/credit/activation.ts'
import type { LoanState } from '../../../machines/credit/loan.ts'

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
