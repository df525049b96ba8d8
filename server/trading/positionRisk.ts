import { and, eq, gt, inArray, or } from 'drizzle-orm'
import { transition } from 'xstate'
import { minorToDecimal } from '../../machines/money.ts'
import type { PositionExposure, RiskLevels } from '../../machines/order/closeOut.ts'
import { type PositionRiskState, positionRiskMachine } from '../../machines/order/positionRisk.ts'
import { RISK_LEVELS } from '../../machines/order/tradeRules.ts'
import { orders } from '../db/schema.ts'
import type { OrderRow } from './orderMoves.ts'
import { feeRatesOf } from './orderMoves.ts'

/** The open positions the risk sweep watches: bought on margin or sold short (issue 25). */
export const WATCHED_STATES = ['locked', 'holding'] as const

/** The rows of positions on margin, in one query (the `orders_state` index). */
export const watchedPositions = and(
  inArray(orders.state, [...WATCHED_STATES]),
  or(gt(orders.leverage, 1), eq(orders.direction, 'short')),
)

/** A stored position as the risk machine and the close-out rules read it. */
export function exposureOf(row: OrderRow): PositionExposure {
  return {
    direction: row.direction,
    lots: row.lots,
    leverage: row.leverage,
    amount: minorToDecimal(row.amountMinor ?? 0n),
    margin: minorToDecimal(row.marginMinor ?? 0n),
    fees: feeRatesOf(row),
  }
}

/** The position's levels, fixed at placement; an order placed before issue 25 has the defaults. */
export function levelsOf(row: Pick<OrderRow, 'maintenanceMargin' | 'closeOutLevel'>): RiskLevels {
  return {
    maintenanceMargin: row.maintenanceMargin ?? RISK_LEVELS.maintenanceMargin,
    closeOutLevel: row.closeOutLevel ?? RISK_LEVELS.closeOutLevel,
  }
}

/** Where the risk machine takes a stored position at `price`: XState's pure transition. */
export function nextRiskState(row: OrderRow, price: string): PositionRiskState {
  const snapshot = positionRiskMachine.resolveState({
    value: row.riskState,
    context: { exposure: exposureOf(row), levels: levelsOf(row) },
  })
  const [next] = transition(positionRiskMachine, snapshot, { type: 'risk.price', price })
  return next.value as PositionRiskState
}
