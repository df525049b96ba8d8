import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { lockHasPassed } from '../../machines/order/guards.ts'
import { OPEN_POSITION_STATES } from '../../machines/order/machine.ts'
import { protectionHit, stopReached, trailedStopLoss } from '../../machines/order/stops.ts'
import type { Deps } from '../core/deps.ts'
import { orders } from '../db/schema.ts'
import { type OrderRow, protectionOfRow } from './orderMoves.ts'
import { regularSessionPrice } from './orderService.ts'
import { sessionOf } from './prices.ts'

type TradingDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/** The columns the stop sweep reads: what its rules need, and which order on what share. */
const STOP_COLUMNS = {
  id: orders.id,
  orderNo: orders.orderNo,
  code: orders.code,
  state: orders.state,
  direction: orders.direction,
  stopPrice: orders.stopPrice,
  stopLoss: orders.stopLoss,
  takeProfit: orders.takeProfit,
  trailPercent: orders.trailPercent,
  lockUntil: orders.lockUntil,
}
type TrailRow = Pick<OrderRow, 'id' | 'code' | 'direction' | 'stopLoss' | 'trailPercent'>

/** A step the sweep found due: one transaction each, through the order machine. */
export type StopStep = { kind: 'trigger' | 'stopOut'; orderNo: string }

/** The codes whose market is in its regular session at `at`: where a stop can execute. */
export function codesInRegularSession(deps: TradingDeps, at: number): string[] {
  return deps.market.provider
    .instruments()
    .filter((instrument) => sessionOf(instrument, at) === 'open')
    .map((instrument) => instrument.code)
}

/**
 * The stop sweep (issue 25, decision 0049), every second: every stop order waiting and every
 * protected position whose market is in its regular session is priced once. The rules read in
 * memory (the same functions as the machine's guards); only what is due takes a transaction —
 * a trigger, a stop-out — where the machine decides again under the order's locks. A trailing
 * stop that the price moved is one update of its row.
 */
export async function findDueStops(
  deps: TradingDeps,
): Promise<{ due: StopStep[]; trailed: number }> {
  const at = deps.clock.now().getTime()
  const open = codesInRegularSession(deps, at)
  if (open.length === 0) return { due: [], trailed: 0 }
  const rows = await deps.db
    .select(STOP_COLUMNS)
    .from(orders)
    .where(
      and(
        inArray(orders.code, open),
        or(
          eq(orders.state, 'waitingForStop'),
          and(
            inArray(orders.state, [...OPEN_POSITION_STATES]),
            or(isNotNull(orders.stopLoss), isNotNull(orders.takeProfit)),
          ),
        ),
      ),
    )
  const prices = new Map<string, string | null>()
  const priceOf = (code: string) => {
    if (!prices.has(code)) prices.set(code, regularSessionPrice(deps, code, at))
    return prices.get(code) ?? null
  }
  const due: StopStep[] = []
  const moves: TrailMove[] = []
  for (const row of rows) {
    const price = priceOf(row.code)
    if (price === null) continue
    if (row.state === 'waitingForStop') {
      if (row.stopPrice && stopReached(row.direction, row.stopPrice, price))
        due.push({ kind: 'trigger', orderNo: row.orderNo })
      continue
    }
    // A position whose lock still runs cannot be sold (spec §4 Selling): its stops wait.
    const sellable = row.state === 'holding' || lockHasPassed(row.lockUntil?.getTime() ?? null, at)
    if (sellable && protectionHit(row.direction, protectionOfRow(row), price) !== null) {
      due.push({ kind: 'stopOut', orderNo: row.orderNo })
      continue
    }
    const move = trailMove(deps, row, price)
    if (move) moves.push(move)
  }
  await moveTrailingStops(deps, moves)
  return { due, trailed: moves.length }
}

type TrailMove = { id: number; from: string; to: string; trail: string }

/** Where a trailing stop-loss moves at `price`, when the price has moved it a tick or more. */
function trailMove(deps: TradingDeps, row: TrailRow, price: string): TrailMove | null {
  if (!row.trailPercent || !row.stopLoss) return null
  const decimals = deps.market.provider.instrument(row.code)?.decimals ?? 2
  const level = trailedStopLoss(row.direction, row.stopLoss, row.trailPercent, price, decimals)
  return level === row.stopLoss
    ? null
    : { id: row.id, from: row.stopLoss, to: level, trail: row.trailPercent }
}

/** Rows per statement when trailing stops move together. */
const TRAIL_BATCH = 1_000

/**
 * Moves trailing stops in one statement per thousand rows (an update each cost 1.5 s for 2,500
 * in the bench), each only over the level and trail the sweep read, and only while the position
 * is open: a user's edit or close meanwhile wins.
 */
async function moveTrailingStops(deps: TradingDeps, moves: readonly TrailMove[]) {
  for (let start = 0; start < moves.length; start += TRAIL_BATCH) {
    const batch = moves.slice(start, start + TRAIL_BATCH)
    const rows = sql.join(
      batch.map((m) => sql`(${m.id}::integer, ${m.from}::text, ${m.to}::text, ${m.trail}::text)`),
      sql`, `,
    )
    await deps.db.execute(sql`
      update ${orders} set stop_loss = moved.level
      from (values ${rows}) as moved(id, seen, level, trail)
      where ${orders.id} = moved.id and ${orders.stopLoss} = moved.seen
        and ${orders.trailPercent} = moved.trail
        and ${orders.state} in ${sql.raw(`('${OPEN_POSITION_STATES.join("','")}')`)}`)
  }
}
