import { initialTransition } from 'xstate'
import {
  ORDER_STATES,
  type OrderContext,
  type OrderEvent,
  type OrderState,
  orderMachine,
  orderRefusal,
} from '../../machines/order/machine.ts'
import { closingSettlement, type FeeRates, openingCost } from '../../machines/order/pricing.ts'
import type { Protection } from '../../machines/order/stops.ts'
import type { orders } from '../db/schema.ts'
import { stepEntity } from '../money/entity.ts'
import { type Bucket, type Movement, move } from '../money/ledger.ts'
import { oneOf } from './columns.ts'

export type OrderRow = typeof orders.$inferSelect

/** What the order machine reads of an order: a stored row, or one about to be written. */
export type OrderFacts = Pick<OrderRow, 'state' | 'direction' | 'priceType' | 'limitPrice'> &
  Partial<
    Pick<OrderRow, 'stopPrice' | 'triggeredAt' | 'stopLoss' | 'trailPercent' | 'takeProfit'>
  > & {
    lockUntil?: Date | null
  }

/** What a fill's money depends on. */
export type FillFacts = Pick<
  OrderRow,
  | 'lots'
  | 'leverage'
  | 'direction'
  | 'buyFeeRate'
  | 'sellFeeRate'
  | 'stampDutyRate'
  | 'frozenMinor'
  | 'funding'
>

/** The bucket an order's money comes from and returns to: its funding's (issue 20). */
export const fundingBucket = (row: Pick<OrderRow, 'funding'>): Bucket =>
  row.funding === 'quant' ? 'quantTrading' : 'available'

/** The row's state as the order machine names it. */
export const orderStateOf = (row: { state: string }): OrderState =>
  oneOf(ORDER_STATES, row.state, 'order state')

function contextOf(row: OrderFacts): OrderContext {
  return {
    direction: row.direction,
    priceType: row.priceType,
    limitPrice: row.limitPrice,
    stopPrice: row.stopPrice ?? null,
    triggered: row.triggeredAt != null,
    protection: protectionOfRow(row),
    lockUntil: row.lockUntil ? row.lockUntil.getTime() : null,
  }
}

/** The stops stored on an order (issue 25). */
export const protectionOfRow = (
  row: Partial<Pick<OrderRow, 'stopLoss' | 'trailPercent' | 'takeProfit'>>,
): Protection => ({
  stopLoss: row.stopLoss ?? null,
  takeProfit: row.takeProfit ?? null,
  trailPercent: row.trailPercent ?? null,
})

/** The machine's snapshot for a stored order. */
export function snapshotOf(row: OrderFacts) {
  return orderMachine.resolveState({ value: orderStateOf(row), context: contextOf(row) })
}

/** Whether the order machine accepts `event` for this row now. */
export function accepts(row: OrderFacts, event: OrderEvent): boolean {
  return snapshotOf(row).can(event)
}

/**
 * The state the order machine moves the row to on `event` — XState's pure transition, so the
 * rules of spec §4 come out of the machine. An event it does not accept is refused with the
 * machine's catalogue message.
 */
export function nextState(row: OrderFacts, event: OrderEvent): OrderState {
  const state = orderStateOf(row)
  const refusal = orderRefusal(state, event.type)
  return stepEntity(orderMachine, { state }, event, refusal, contextOf(row))
}

export function feeRatesOf(
  row: Pick<OrderRow, 'buyFeeRate' | 'sellFeeRate' | 'stampDutyRate'>,
): FeeRates {
  return { buyFee: row.buyFeeRate, sellFee: row.sellFeeRate, stampDuty: row.stampDutyRate }
}

/** The ledger of a fill: frozen money becomes margin, fee and stamp duty leave, the rest returns. */
export function fillMovements(row: FillFacts, price: string) {
  const cost = openingCost(price, row.lots, row.leverage, row.direction, feeRatesOf(row))
  const movements: Movement[] = [
    ...move('frozen', 'margin', 'margin', cost.marginMinor),
    { bucket: 'frozen', kind: 'fee', amountMinor: -cost.feeMinor },
    { bucket: 'frozen', kind: 'stampDuty', amountMinor: -cost.stampDutyMinor },
    ...settleFrozen(row, cost.totalMinor),
  ]
  return { cost, movements }
}

/**
 * What was frozen beyond the fill's cost returns; a stop order filled past its stop (a gap) takes
 * what its cost exceeds the freeze by from the same money (decision 0049).
 */
function settleFrozen(row: FillFacts, totalMinor: bigint): Movement[] {
  const left = row.frozenMinor - totalMinor
  return left >= 0n
    ? move('frozen', fundingBucket(row), 'unfreeze', left)
    : move(fundingBucket(row), 'frozen', 'freeze', -left)
}

/** The machine's first state for a new order: pending, or waiting for its stop (issue 25). */
export function openingState(row: OrderFacts): OrderState {
  const [snapshot] = initialTransition(orderMachine, contextOf(row))
  return orderStateOf({ state: String(snapshot.value) })
}

/** The ledger of a close: the margin returns with the profit or loss, less fees. */
export function closeMovements(row: OrderRow, price: string) {
  const opening = { amountMinor: row.amountMinor ?? 0n, marginMinor: row.marginMinor ?? 0n }
  const settlement = closingSettlement(opening, price, row.lots, row.direction, feeRatesOf(row))
  const fund = fundingBucket(row)
  const movements: Movement[] = [
    ...move('margin', fund, 'release', opening.marginMinor),
    { bucket: fund, kind: 'profit', amountMinor: settlement.profitMinor },
    { bucket: fund, kind: 'fee', amountMinor: -settlement.feeMinor },
    { bucket: fund, kind: 'stampDuty', amountMinor: -settlement.stampDutyMinor },
  ]
  return { settlement, movements }
}

/** The ledger of a cancel: everything frozen for the order returns. */
export const cancelMovements = (row: OrderRow) =>
  move('frozen', fundingBucket(row), 'unfreeze', row.frozenMinor)
