import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IpoPhase } from '../../../machines/ipo/phase.ts'
import type { SubscriptionState } from '../../../machines/ipo/subscription.ts'

/** Where a new share stands (machines/ipo/phase.ts), as the lists' tabs and badges say it. */
export const PHASE_LABELS: Record<IpoPhase, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  open: msg`Open for subscription`,
  awaitingDraw: msg`Awaiting draw`,
  drawn: msg`Drawn`,
  listed: msg`Listed`,
}

/** spec §4 Subscription status labels. */
export const SUBSCRIPTION_STATE_LABELS: Record<SubscriptionState, MessageDescriptor> = {
  toSubscribe: msg`To subscribe`,
  pendingDraw: msg`Pending draw`,
  won: msg`Won`,
  notWon: msg`Not won`,
  pendingPayment: msg`Pending payment`,
  paid: msg`Paid`,
  waived: msg`Waived`,
  rejected: msg`Rejected`,
  fundsReturned: msg`Funds returned`,
}

export const PRODUCT_KIND_LABELS = { ipo: msg`New share`, placement: msg`Placement` } as const
