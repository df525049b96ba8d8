import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LEDGER_BUCKETS, LedgerEventKind } from '../../../machines/funds/records.ts'
import type { WITHDRAWAL_STATES } from '../../../machines/funds/withdrawal.ts'
import type { KycStatus } from '../../../machines/funds/withdrawalGate.ts'

/** spec §4 Review status labels of a deposit. */
export const DEPOSIT_STATE_LABELS: Record<string, MessageDescriptor> = {
  pendingReview: msg`Pending review`,
  credited: msg`Approved`,
  rejected: msg`Rejected`,
}

/** spec §4 Review status labels of a withdrawal, and paid once sent. */
export const WITHDRAWAL_STATE_LABELS: Record<
  (typeof WITHDRAWAL_STATES)[number],
  MessageDescriptor
> = {
  pendingReview: msg`Pending review`,
  approved: msg`Approved`,
  paid: msg`Paid`,
  rejected: msg`Rejected`,
  // spec §8 Funds: withdrawal initiation failed
  failed: msg`Initiation failed`,
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

/** Why each ledger leg of an event moved its bucket (the event's detail, beside the bucket). */
export const LEDGER_KIND_LABELS: Record<string, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  freeze: msg`Set aside`,
  unfreeze: msg`Unfrozen`,
  margin: msg`Paid into the position`,
  release: msg`Margin released`,
  fee: msg`Fee`,
  stampDuty: msg`Stamp duty`,
  profit: msg`Profit and loss`,
  // A record's kind (a noun), not the exchange screen's button (a verb).
  exchange: msg({ message: 'Exchange', context: 'balance record' }),
  forfeit: msg`Forfeited`,
  loan: msg`Loan`,
  interest: msg`Interest`,
  repayment: msg`Repayment`,
  follow: msg`Copy trade`,
  dividend: msg`Dividend`,
  withholding: msg`Tax withheld`,
  quantTransfer: msg`Quant transfer`,
  lendingFee: msg`Stock-lending fee`,
  reward: msg`Check-in reward`,
  plan: msg`Savings plan transfer`,
}

/** What a business event of the Transaction tab was, and where it stands (issue 18). */
export const LEDGER_EVENT_LABELS: Record<LedgerEventKind, MessageDescriptor> = {
  orderPending: msg`Order placed, waiting to fill`,
  orderOpen: msg`Position opened`,
  orderClosed: msg`Position closed`,
  orderCancelled: msg`Order cancelled`,
  deposit: msg`Deposit credited`,
  withdrawalPending: msg`Withdrawal requested`,
  withdrawalApproved: msg`Withdrawal approved, awaiting payment`,
  withdrawalPaid: msg`Withdrawal paid`,
  withdrawalRejected: msg`Withdrawal rejected, money returned`,
  withdrawalFailed: msg`Withdrawal initiation failed, money returned`,
  exchange: msg`Currency exchange`,
  subscriptionFrozen: msg`New-share subscription, amount frozen`,
  subscriptionPaid: msg`New shares paid`,
  subscriptionWaived: msg`New shares waived`,
  subscriptionRefunded: msg`New-share subscription refunded`,
  loan: msg`Loan`,
  followInProgress: msg`Copy trade in progress`,
  followEnded: msg`Copy trade ended, paid back`,
  quantIn: msg`Moved to the quant account`,
  quantWithdrawing: msg`Leaving the quant account, arriving T+2`,
  quantArrived: msg`Arrived from the quant account`,
  quantStrategy: msg`AI quant strategy`,
  checkinReward: msg`Check-in reward`,
  lendingFee: msg`Stock-lending fee`,
  planRun: msg`Savings plan`,
  other: msg`Other movement`,
}

/** The account's buckets, as a ledger leg names the one it moved. */
export const BUCKET_LABELS: Record<(typeof LEDGER_BUCKETS)[number], MessageDescriptor> = {
  available: msg`Available`,
  frozen: msg`Frozen`,
  margin: msg`Margin`,
  debt: msg`Debt`,
  following: msg`In copy trades`,
  quant: msg`Quant account`,
  quantTrading: msg`Quant, in trading`,
  quantWithdrawing: msg`Quant, withdrawing`,
  plan: msg`In savings plans`,
}
