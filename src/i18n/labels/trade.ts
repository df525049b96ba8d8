import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OrderState } from '../../../machines/order/machine.ts'
import type { PriceType } from '../../../machines/order/priceTypes.ts'
import type { PositionTab } from '../../../machines/positions.ts'

/** spec §4 Position/order status labels. */
export const ORDER_STATE_LABELS: Record<OrderState, MessageDescriptor> = {
  waitingForStop: msg`Waiting for its stop`,
  pending: msg`Pending order`,
  locked: msg`Locked`,
  holding: msg`Holding`,
  readyToClose: msg`Ready to close`,
  // Not the market's "Closed" (no session now): a position closed out, in words of its own.
  closed: msg({ message: 'Closed', context: 'position state' }),
  cancelled: msg`Cancelled`,
}

/** spec §2 Positions tabs. */
export const POSITION_TAB_LABELS: Record<PositionTab, MessageDescriptor> = {
  holdings: msg`Holdings`,
  inProgress: msg`In progress`,
  ended: msg`Ended`,
  crypto: msg`Digital currency`,
  forex: msg`Forex`,
}

export const DIRECTION_LABELS = { long: msg`Long`, short: msg`Short` } as const
export const PRICE_TYPE_LABELS: Record<PriceType, MessageDescriptor> = {
  market: msg`Market price`,
  limit: msg`Limit price`,
  stop: msg`Stop`,
  stopLimit: msg`Stop limit`,
}
export const BUSINESS_TYPE_LABELS = {
  normal: msg`Stock trading`,
  dayTrading: msg`Day trading`,
  block: msg`Block trade`,
  ipo: msg`New share`,
} as const

/** Why a position closed (issue 25): shown on an ended position. */
export const CLOSE_REASON_LABELS = {
  request: msg`Closed at your request`,
  dayEnd: msg`Closed at the end of the day-trading session`,
  closeOut: msg`Closed out: its losses reached the close-out level`,
  stopLoss: msg`Closed at its stop-loss`,
  takeProfit: msg`Closed at its take-profit`,
} as const
