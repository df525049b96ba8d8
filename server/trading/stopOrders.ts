import type { ParsedRequestOf } from '../../machines/contract/call.ts'
import { protectionReference } from '../../machines/order/calls.ts'
import type { OrderEvent } from '../../machines/order/machine.ts'
import { type protectCall, protectionInput, protectionOf } from '../../machines/order/protection.ts'
import {
  NO_PROTECTION,
  type Protection,
  protectionAt,
  protectionHit,
  protectionWritten,
  trailedStopLoss,
} from '../../machines/order/stops.ts'
import { enforce } from '../core/enforce.ts'
import { announce } from '../events/userEvents.ts'
import { moneyParams, notify } from '../messages/notify.ts'
import { beforeSale } from './hooks.ts'
import { accepts, nextState, type OrderRow, orderStateOf, protectionOfRow } from './orderMoves.ts'
import {
  expireLockIfDue,
  moveOrder,
  regularSessionPrice,
  settleInTx,
  type TradingDeps,
  withOrder,
} from './orderService.ts'
import { lastPriceOf } from './prices.ts'

/**
 * Orders that protect (issue 25, decision 0049): the user's protection call, and the stop sweep's
 * steps — a stop order's trigger and a position's stop-loss or take-profit — each under the
 * order's locks, through the order machine, with its ledger in the same transaction.
 */

/** A `trade/protect` request, validated. */
export type ProtectRequest = ParsedRequestOf<typeof protectCall>

/**
 * Sets, edits or removes an order's stops (API.md trade/protect): the machine says whether the
 * order's state takes protection, the protection gate whether the stops make sense at the price
 * they are judged from. A trailing stop starts from that price, and setting the same trail again
 * never moves it back.
 */
export async function protectOrder(deps: TradingDeps, userId: number, request: ProtectRequest) {
  const asked = protectionOf(request)
  return withOrder(deps, { orderNo: request.orderNo, userId }, async (tx, row) => {
    const now = deps.clock.now()
    const at = now.getTime()
    // The state first: a closed order is refused as such, whatever stops were asked for.
    nextState(row, { type: 'order.protect', protection: NO_PROTECTION, reference: null, now: at })
    const instrument = deps.market.provider.instrument(row.code)
    const last = instrument ? lastPriceOf(deps.market.provider, instrument, at) : null
    const reference = protectionReference(
      { state: orderStateOf(row), limitPrice: row.limitPrice, stopPrice: row.stopPrice },
      last,
    )
    enforce(protectionInput({ ...asked, direction: row.direction, reference }))
    const decimals = instrument?.decimals ?? 2
    const stored = protectionWritten(storedProtection(row, asked, reference, decimals), decimals)
    const event: OrderEvent = { type: 'order.protect', protection: stored, reference, now: at }
    const state = nextState(row, event)
    await moveOrder(tx, row, now, { state, ...stored })
    await announce(tx, row.userId, 'orders')
    return { orderNo: row.orderNo, ...stored }
  })
}

/** What is stored for `asked`: a trailing stop placed at the reference, never back from where it stood. */
function storedProtection(
  row: OrderRow,
  asked: Protection,
  reference: string | null,
  decimals: number,
): Protection {
  if (asked.trailPercent === null || reference === null) return asked
  const placed = protectionAt(row.direction, asked, reference, decimals)
  if (row.trailPercent !== asked.trailPercent || row.stopLoss === null) return placed
  const stopLoss = trailedStopLoss(
    row.direction,
    row.stopLoss,
    asked.trailPercent,
    reference,
    decimals,
  )
  return { ...placed, stopLoss }
}

/**
 * The stop sweep's step for a stop or stop-limit order (issue 25): once the price of the regular
 * session reaches its stop, it becomes pending — a market order (a stop) or a limit order (a
 * stop-limit) that the matcher fills from its next sweep, as any pending order. Returns the new
 * state, or null when nothing moved.
 */
export async function triggerStop(deps: TradingDeps, orderNo: string) {
  return withOrder(deps, { orderNo }, async (tx, row) => {
    const now = deps.clock.now()
    const at = now.getTime()
    const price = regularSessionPrice(deps, row.code, at)
    if (price === null) return null
    const event: OrderEvent = { type: 'order.trigger', price, now: at }
    if (!accepts(row, event)) return null
    const state = nextState(row, event)
    await moveOrder(tx, row, now, { state, triggeredAt: now })
    await announce(tx, row.userId, 'orders')
    return state
  })
}

/**
 * The stop sweep's step for a protected position: at the price of the regular session now, under
 * the order's locks, its stop-loss or take-profit closes it (lent shares recalled first) and the
 * user is told. A lock still running keeps it open (spec §4 Selling). Returns which stop closed
 * it, or null.
 */
export async function stopOutPosition(deps: TradingDeps, orderNo: string) {
  return withOrder(deps, { orderNo }, async (tx, locked) => {
    const now = deps.clock.now()
    const at = now.getTime()
    const price = regularSessionPrice(deps, locked.code, at)
    if (price === null) return null
    const row = await expireLockIfDue(tx, locked, now)
    const hit = protectionHit(row.direction, protectionOfRow(row), price)
    if (hit === null || !accepts(row, { type: 'order.stopOut', price, now: at })) return null
    // A close of any kind recalls lent shares first (issue 20).
    await beforeSale(tx, deps, row, now)
    const { settlement } = await settleInTx(tx, row, price, now, hit)
    await notify(
      tx,
      {
        userId: row.userId,
        kind: hit === 'stopLoss' ? 'position.stopLoss' : 'position.takeProfit',
        params: {
          code: row.code,
          name: row.name,
          price,
          ...moneyParams(settlement.creditMinor, row.currency),
        },
        ref: row.orderNo,
      },
      now,
    )
    await announce(tx, row.userId, 'orders')
    return hit
  })
}
