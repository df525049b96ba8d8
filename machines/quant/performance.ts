import { minorToDecimal } from '../money.ts'
import type { Direction } from '../order/direction.ts'
import { closingSettlement, type FeeRates } from '../order/pricing.ts'

/**
 * An allocation's value over time (issue 20: performance chart and drawdown, "no invented
 * returns"): at each mark, its cash — what was allocated plus every ledger leg its orders moved
 * in the quant account's money in trading — plus what its orders hold then: a pending order its
 * frozen money, an open position its margin and its gain or loss at that mark's price. So the
 * curve is the ledger and the exchange's prices, fees and dividends included (a position counted
 * as what closing it would return), and its last point is what a stop would return if every
 * position closed at the last price.
 */

/** One ledger leg of the allocation's orders in the money in trading (signed, minor units). */
export interface AllocationLeg {
  at: number
  amountMinor: bigint
}

/** One of the allocation's orders, with when each step of its life happened (ms, or null). */
export interface AllocationOrder {
  code: string
  direction: Direction
  lots: number
  frozenMinor: bigint
  amountMinor: bigint | null
  marginMinor: bigint | null
  /** Its fee rates: a position is worth what closing it would return, fees paid. */
  rates: FeeRates
  createdAt: number
  filledAt: number | null
  closedAt: number | null
  cancelledAt: number | null
}

/** A moment to value the allocation at, with each instrument's price then (a decimal string). */
export interface Mark {
  day: string
  at: number
  prices: Readonly<Record<string, string | undefined>>
}

export interface PerformancePoint {
  day: string
  value: string
}

const before = (at: number | null, t: number) => at !== null && at <= t

/**
 * What the order holds at `t`: frozen while pending; once filled, what closing it at `price` would
 * return (margin and gain or loss, less the closing fee and stamp duty); nothing once finished.
 */
function heldAt(order: AllocationOrder, t: number, price: string | undefined): bigint {
  if (order.createdAt > t || before(order.cancelledAt, t) || before(order.closedAt, t)) return 0n
  if (!before(order.filledAt, t)) return order.frozenMinor
  const marginMinor = order.marginMinor ?? 0n
  if (price === undefined || order.amountMinor === null) return marginMinor
  const opening = { amountMinor: order.amountMinor, marginMinor }
  return closingSettlement(opening, price, order.lots, order.direction, order.rates).creditMinor
}

/** What the allocation's orders hold at `t` at `prices`, added to its cash then. */
export function valueAt(
  cashMinor: bigint,
  orders: readonly AllocationOrder[],
  t: number,
  prices: Mark['prices'],
): bigint {
  let value = cashMinor
  for (const order of orders) value += heldAt(order, t, prices[order.code])
  return value
}

/** The allocation's value at each mark (marks in time order). */
export function allocationCurve(input: {
  amountMinor: bigint
  legs: readonly AllocationLeg[]
  orders: readonly AllocationOrder[]
  marks: readonly Mark[]
}): PerformancePoint[] {
  const legs = [...input.legs].sort((a, b) => a.at - b.at)
  let cash = input.amountMinor
  let next = 0
  return input.marks.map((mark) => {
    while (next < legs.length && legs[next]!.at <= mark.at) cash += legs[next++]!.amountMinor
    const value = valueAt(cash, input.orders, mark.at, mark.prices)
    return { day: mark.day, value: minorToDecimal(value) }
  })
}

/** The largest fall from a high to a later low, as a fraction of the high, from `start` on. */
export function maxDrawdownOf(values: readonly number[], start = values[0] ?? 0): number {
  let peak = start
  let drawdown = 0
  for (const v of values) {
    if (v > peak) peak = v
    if (peak > 0) drawdown = Math.max(drawdown, (peak - v) / peak)
  }
  return drawdown
}

/**
 * The largest drawdown of the curve (from what was allocated on) and the return of its last point
 * on what was allocated, as fractions rounded to 4 places for the screen (0.1234 = 12,34 %).
 */
export function curveFigures(amountMinor: bigint, points: readonly PerformancePoint[]) {
  const allocated = Number(minorToDecimal(amountMinor))
  const values = points.map((p) => Number(p.value))
  const last = values.at(-1) ?? allocated
  return {
    maxDrawdown: maxDrawdownOf(values, allocated).toFixed(4),
    totalReturn: allocated > 0 ? (last / allocated - 1).toFixed(4) : '0.0000',
  }
}
