import type { Direction } from '../order/direction.ts'
import { type OrderState, orderHasTag } from '../order/machine.ts'

/** What decides whether a position's shares can be offered to the lending pool. */
export interface LendablePosition {
  state: OrderState
  direction: Direction
  leverage: number
  businessType: string
}

/**
 * spec §2 Stock lending (issue 20): shares held and not on their way out (the order machine's tag
 * `held`), of a long position without leverage that is not a day trade (it closes by itself at its
 * session's end). The server adds "not with the pool already"; the screens list by this too.
 */
export const positionCanLend = (p: LendablePosition) =>
  orderHasTag(p.state, 'held') &&
  p.businessType !== 'dayTrading' &&
  p.direction === 'long' &&
  p.leverage === 1

/** Lots as typed: a whole number, or 0 for anything else (the gate refuses 0). */
export const lendingLotsOf = (text: string) =>
  /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : 0
