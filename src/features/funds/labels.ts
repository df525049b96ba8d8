import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { KycStatus } from '../../../machines/funds/withdrawalGate.ts'

/** spec §4 Review status labels of a deposit. */
export const DEPOSIT_STATE_LABELS: Record<string, MessageDescriptor> = {
  pendingReview: msg`Pending review`,
  credited: msg`Approved`,
  rejected: msg`Rejected`,
}

/** spec §4 Review status labels of a withdrawal, and paid once sent. */
export const WITHDRAWAL_STATE_LABELS: Record<string, MessageDescriptor> = {
  pendingReview: msg`Pending review`,
  approved: msg`Approved`,
  paid: msg`Paid`,
  rejected: msg`Rejected`,
}

/** spec §4 Real-name status labels. */
export const KYC_STATE_LABELS: Record<KycStatus, MessageDescriptor> = {
  notSubmitted: msg`Not submitted`,
  underReview: msg`Under review`,
  passed: msg`Verified`,
  rejected: msg`Rejected`,
}

/** The badge under the account's name (spec §2 Account page: real name or account). */
export const KYC_BADGE_LABELS: Record<KycStatus, MessageDescriptor> = {
  notSubmitted: msg`Real name not verified`,
  underReview: msg`Real name under review`,
  passed: msg`Real name verified`,
  rejected: msg`Real name rejected`,
}

/** What each ledger row of the Transaction tab was. */
export const LEDGER_KIND_LABELS: Record<string, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  freeze: msg`Frozen`,
  unfreeze: msg`Unfrozen`,
  margin: msg`Margin`,
  release: msg`Margin released`,
  fee: msg`Fee`,
  stampDuty: msg`Stamp duty`,
  profit: msg`Profit and loss`,
  exchange: msg`Exchange`,
}
