import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FollowProduct } from '../../../machines/follow/calls.ts'

/** What each kind of fund rule does, in a line (decision 0027). */
export const STRATEGY_LABELS: Record<FollowProduct['strategy']['kind'], MessageDescriptor> = {
  basket: msg`Basket: holds its shares at fixed weights, rebalanced each cycle`,
  trend: msg`Trend: holds its instrument while the short average price is above the long one, else cash`,
  momentum: msg`Momentum: holds the shares that rose most lately, chosen each cycle`,
  meanReversion: msg`Mean reversion: holds what trades well under its recent average, sells once it no longer does`,
}

/** spec §4 Copy trade: in progress or ended; in progress is locked or open to redeem. */
export const FOLLOW_STATE_LABELS: Record<'locked' | 'open' | 'ended', MessageDescriptor> = {
  locked: msg({ message: 'In progress, locked', context: 'copy trade' }),
  open: msg({ message: 'In progress', context: 'copy trade' }),
  ended: msg({ message: 'Ended', context: 'copy trade' }),
}
