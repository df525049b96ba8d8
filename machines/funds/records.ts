import type { DEPOSIT_STATES } from './deposit.ts'
import type { WITHDRAWAL_STATES } from './withdrawal.ts'

/**
 * What a business event of the transaction records was (issue 18: the Transaction tab read like
 * a raw ledger). One event gathers every ledger leg of one order, deposit, withdrawal, exchange,
 * subscription, loan or follow; its kind says where that business stands now.
 */
export const LEDGER_EVENT_KINDS = [
  'orderPending',
  'orderOpen',
  'orderClosed',
  'orderCancelled',
  'deposit',
  'withdrawalPending',
  'withdrawalApproved',
  'withdrawalPaid',
  'withdrawalRejected',
  'withdrawalFailed',
  'exchange',
  'subscriptionFrozen',
  'subscriptionPaid',
  'subscriptionWaived',
  'subscriptionRefunded',
  'loan',
  'followInProgress',
  'followEnded',
  'quantIn',
  'quantWithdrawing',
  'quantArrived',
  'quantStrategy',
  'checkinReward',
  'lendingFee',
  'planRun',
  'other',
] as const
export type LedgerEventKind = (typeof LEDGER_EVENT_KINDS)[number]

/** The ledger's buckets, as a leg of an event names them. */
export const LEDGER_BUCKETS = [
  'available',
  'frozen',
  'margin',
  'debt',
  'following',
  'quant',
  'quantTrading',
  'quantWithdrawing',
  // Decision 0073: the money in savings plans, at cost, and their cash.
  'plan',
] as const

/**
 * Whether a deposit's amount is still only requested (spec §4 review status): pending money is
 * shown neutral, only a credited deposit counts as money in (issue 18: pending shown in green).
 */
export const depositSettled = (row: { state: (typeof DEPOSIT_STATES)[number] }) =>
  row.state === 'credited'

/** Whether a withdrawal's money has really left (paid); before that it is only frozen. */
export const withdrawalSettled = (row: { state: (typeof WITHDRAWAL_STATES)[number] }) =>
  row.state === 'paid'
