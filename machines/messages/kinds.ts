/**
 * What a message in the inbox is about (spec §2 messages; issue 21): every review decision, what
 * the server's jobs finish for the user, security events, and the operator's broadcasts. A
 * message stores its kind and the facts it names (`params`, decimal strings and codes), so each
 * reader sees it in their own language; a broadcast stores the operator's own title and text.
 */
export const MESSAGE_KINDS = [
  'deposit.credited',
  'deposit.rejected',
  'withdrawal.approved',
  'withdrawal.paid',
  'withdrawal.rejected',
  'withdrawal.failed',
  'realname.passed',
  'realname.rejected',
  'loan.approved',
  'loan.rejected',
  'subscription.won',
  'subscription.lost',
  'subscription.rejected',
  'follow.ended',
  'dividend.paid',
  'dividend.charged',
  'lending.finished',
  'quant.stopped',
  'position.marginCall',
  'position.closedOut',
  'position.stopLoss',
  'position.takeProfit',
  'order.stopCancelled',
  'alert.fired',
  // Issue 52: a savings plan's run filled or was skipped, a dividend in a plan reinvested.
  'plan.executed',
  'plan.skipped',
  'plan.dividend',
  'security.newDevice',
  'security.passwordChanged',
  'broadcast',
] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

/** The facts a message names: an amount with its currency, a share, a reason, a device. */
export interface MessageParams {
  amount?: string
  currency?: string
  code?: string
  name?: string
  reason?: string
  device?: string
  shares?: string
  /** A price in the instrument's unit: where a position is closed out (issue 25). */
  price?: string
}
