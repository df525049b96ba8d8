import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { sessionOn } from '../../machines/calendar/sessions.ts'
import { splitOrder } from '../../machines/order/splits.ts'
import type { Deps } from '../core/deps.ts'
import type { Database } from '../db/database.ts'
import { orders, positionSplits, shareLendings } from '../db/schema.ts'
import { log } from '../log.ts'
import type { Instrument } from '../market/instruments/instrument.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'

type SplitDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/** The orders a split reaches: every one still open or waiting to fill (a stop order too). */
const SPLIT_STATES = ['waitingForStop', 'pending', 'locked', 'holding', 'readyToClose'] as const

/** A split as it takes effect: its day, ratio and the instant its day's session opens. */
export interface SplitEvent {
  code: string
  day: string
  ratio: number
  effectiveAt: Date
}

const splitEvents = new WeakMap<Instrument, SplitEvent[]>()

/** The instrument's splits, each with the instant its day's session opens (worked out once). */
function splitsOf(instrument: Instrument): SplitEvent[] {
  const known = splitEvents.get(instrument)
  if (known) return known
  const events = instrument.splits.flatMap((split) => {
    const session = sessionOn(instrument.calendar, split.day)
    if (!session) return []
    const effectiveAt = new Date(session.extendedOpen)
    return [{ code: instrument.code, day: split.day, ratio: split.ratio, effectiveAt }]
  })
  splitEvents.set(instrument, events)
  return events
}

type OrderRow = typeof orders.$inferSelect

/**
 * Applies one split to an order whose row the transaction has locked: adjusted and its record
 * written together, or neither; an order the split has already reached, or that is no longer open
 * or pending, is left as it is. Returns the row as it now stands.
 */
async function splitLockedOrder(tx: Tx, row: OrderRow, split: SplitEvent, at: Date) {
  if (!(SPLIT_STATES as readonly string[]).includes(row.state)) return row
  if (row.createdAt >= split.effectiveAt) return row
  const done = await tx
    .select({ id: positionSplits.id })
    .from(positionSplits)
    .where(and(eq(positionSplits.orderId, row.id), eq(positionSplits.day, split.day)))
  if (done.length > 0) return row
  const priceBefore = row.fillPrice ?? row.limitPrice
  const after = splitOrder(row.lots, priceBefore, split.ratio)
  const limitPrice =
    row.limitPrice === null ? null : splitOrder(1, row.limitPrice, split.ratio).price
  const fillPrice = row.fillPrice === null ? null : after.price
  // A stop order's stop and a position's stops move with the price (issue 25): a stop-loss at 90
  // before a 2:1 split is one at 45 after it, or it would close the position at once.
  const divided = (price: string | null) =>
    price === null ? null : splitOrder(1, price, split.ratio).price
  await tx
    .update(orders)
    .set({
      lots: after.lots,
      fillPrice,
      limitPrice,
      stopPrice: divided(row.stopPrice),
      stopLoss: divided(row.stopLoss),
      takeProfit: divided(row.takeProfit),
    })
    .where(eq(orders.id, row.id))
  // Shares with the lending pool split with the position (after its row, as the lock order says).
  await tx
    .update(shareLendings)
    .set({ lots: sql`${shareLendings.lots} * ${split.ratio}` })
    .where(
      and(
        eq(shareLendings.orderId, row.id),
        inArray(shareLendings.state, ['inProgress', 'success']),
      ),
    )
  await tx.insert(positionSplits).values({
    orderId: row.id,
    userId: row.userId,
    code: row.code,
    day: split.day,
    ratio: split.ratio,
    lotsBefore: row.lots,
    lotsAfter: after.lots,
    priceBefore,
    priceAfter: after.price,
    appliedAt: at,
  })
  return { ...row, lots: after.lots, fillPrice, limitPrice }
}

/** Applies one split to one order in its own transaction; whether it changed the order. */
async function splitOne(db: Database, orderId: number, split: SplitEvent, at: Date) {
  return moneyTransaction(db, async (tx) => {
    const [row] = await lockRows(tx, orders, eq(orders.id, orderId))
    if (!row) return false
    return (await splitLockedOrder(tx, row, split, at)) !== row
  })
}

/**
 * Every split the order is owed at `now`, applied in the caller's transaction to the row it has
 * locked: the order calls run it before they price an order, so even an order placed a moment
 * before its share's split session, or moved in the split's first instant before any job ran,
 * is priced with the lots of the quotes it meets.
 */
export async function splitsOwedInTx(
  tx: Tx,
  provider: Pick<Deps['market']['provider'], 'instrument'>,
  row: OrderRow,
  now: Date,
): Promise<OrderRow> {
  const instrument = provider.instrument(row.code)
  if (!instrument || instrument.splits.length === 0) return row
  let current = row
  for (const split of splitsOf(instrument)) {
    if (split.effectiveAt <= now) current = await splitLockedOrder(tx, current, split, now)
  }
  return current
}

/** Applies a split to every order placed before its session opened and still open or pending. */
export async function applySplit(deps: SplitDeps, split: SplitEvent): Promise<number> {
  const reached = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.code, split.code),
        inArray(orders.state, [...SPLIT_STATES]),
        lt(orders.createdAt, split.effectiveAt),
      ),
    )
  let applied = 0
  const at = deps.clock.now()
  for (const { id } of reached) if (await splitOne(deps.db, id, split, at)) applied++
  return applied
}

/** Splits this process has applied in full, per database (a test runs several servers). */
const appliedSplits = new WeakMap<Database, Map<string, Promise<number>>>()

/**
 * Makes sure every split that has taken effect is applied before an order is priced: the matcher
 * calls it before each sweep and the order calls before they move an order, so no order of a
 * split share is ever filled or closed at the new quotes with the old lots. Every split that has
 * taken effect is looked at once per process, however long ago (a server down for months still
 * catches up; the seed's old splits find no order placed before them); after that it costs a map
 * lookup.
 */
export async function ensureSplitsApplied(deps: SplitDeps): Promise<void> {
  const at = deps.clock.now().getTime()
  const seen = appliedSplits.get(deps.db) ?? new Map<string, Promise<number>>()
  appliedSplits.set(deps.db, seen)
  const pending: Promise<number>[] = []
  for (const instrument of deps.market.provider.instruments()) {
    if (instrument.splits.length === 0) continue
    for (const split of splitsOf(instrument)) {
      const key = `${split.code}@${split.day}`
      const effective = split.effectiveAt.getTime()
      // A clock set back before a split (tests do) makes the split a future one again.
      if (effective > at) seen.delete(key)
      if (effective > at) continue
      let run = seen.get(key)
      if (!run) {
        // A failed run is logged and forgotten, so the next call tries again; it holds up no
        // caller: an order call still applies what its order is owed (splitsOwedInTx).
        run = applySplit(deps, split).catch((error) => {
          seen.delete(key)
          log.warn({ err: error, split: key }, 'split not applied yet')
          return 0
        })
        seen.set(key, run)
      }
      pending.push(run)
    }
  }
  await Promise.all(pending)
}
