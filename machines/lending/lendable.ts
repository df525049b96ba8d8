import { compareDecimal } from '../decimal.ts'
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

/**
 * spec §5 Other, minimum stock-lending amount: the value of a lending grows with its lots, so a
 * position whose every lot together is worth less than the minimum cannot be lent at all — said
 * before any form, where it is listed (issue 48: a 189 € position was offered against a 1.000 €
 * minimum, then refused after Lend). Unknown value (no price): not judged here.
 */
export const wholePositionBelowLendingMinimum = (value: string | null, minAmount: string) =>
  value !== null && compareDecimal(value, minAmount) < 0
