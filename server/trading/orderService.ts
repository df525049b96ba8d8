import { and, eq, gt, or, sql } from 'drizzle-orm'
import type { ParsedRequestOf } from '../../machines/contract/call.ts'
import { minorToDecimal } from '../../machines/money.ts'
import {
  type buyCall,
  type PlacedOrder,
  type PlacementOrder,
  placementCost,
  placementInput,
  placementPrice,
  type TradeTerms,
} from '../../machines/order/calls.ts'
import { closeOutPrice } from '../../machines/order/closeOut.ts'
import { dayTradeSessionOver } from '../../machines/order/guards.ts'
import { lockedRefusal, lockUntil } from '../../machines/order/lock.ts'
import type { OrderEvent } from '../../machines/order/machine.ts'
import type { PlacementFacts } from '../../machines/order/placement.ts'
import { isStopOrder } from '../../machines/order/priceTypes.ts'
import { type OpeningCost, openingCost } from '../../machines/order/pricing.ts'
import { protectionOf } from '../../machines/order/protection.ts'
import {
  atTickDecimals,
  NO_PROTECTION,
  type Protection,
  protectionAt,
  protectionWritten,
  stopFillAffordable,
} from '../../machines/order/stops.ts'
import { DAY_TRADING_LOCK } from '../../machines/order/tradeRules.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { lossWriteOffs, orders } from '../db/schema.ts'
import { announce } from '../events/userEvents.ts'
import type { Instrument } from '../market/instruments/instrument.ts'
import { moneyParams, notify } from '../messages/notify.ts'
import { collisionAnswered } from '../money/idempotency.ts'
import { lockBalance, type Movement, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { blockProductFor, blockWindowOpen } from './blockProducts.ts'
import { beforeSale, potFunds } from './hooks.ts'
import {
  accepts,
  cancelMovements,
  closeMovements,
  type FillFacts,
  feeRatesOf,
  fillMovements,
  fundingBucket,
  nextState,
  type OrderFacts,
  type OrderRow,
  openingState,
  orderStateOf,
  protectionOfRow,
} from './orderMoves.ts'
import { newOrderNo } from './orderNo.ts'
import { exposureOf, isWatchedState, levelsOf, nextRiskState } from './positionRisk.ts'
import { ensureSplitsApplied, splitsOwedInTx } from './positionSplits.ts'
import { hasExtendedHours, lastPriceOf, sessionOf } from './prices.ts'
import { instrumentOrRefuse, instrumentTerms } from './tradeTerms.ts'

export type TradingDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/** A `trade/buy` request, validated. */
export type PlaceOrder = ParsedRequestOf<typeof buyCall>

/**
 * Whose money an order trades: the balance's (a person's order), or the quant account's money in
 * trading for one allocation to an AI quant strategy (its job's order, issue 20).
 */
export type OrderSource = { funding: 'balance' } | { funding: 'quant'; allocationId: number }
const BY_PERSON: OrderSource = { funding: 'balance' }

const MINUTE = 60_000

/** Where an order stands after a call, as the contracts answer it. */
const moved = (row: OrderRow): PlacedOrder => ({
  orderNo: row.orderNo,
  state: orderStateOf(row),
  lockUntil: row.lockUntil?.toISOString() ?? null,
})

/** The order as the placement gate judges it, with its block product's terms on the server's clock. */
async function askedOrder(
  deps: TradingDeps,
  order: PlaceOrder,
  now: Date,
): Promise<PlacementOrder> {
  const product = order.businessType === 'block' ? await blockProductFor(deps, order) : null
  return {
    direction: order.direction,
    priceType: order.priceType,
    price: order.price ?? null,
    stopPrice: order.stopPrice ?? null,
    protection: protectionOf(order),
    lots: order.lots,
    leverage: order.leverage,
    businessType: order.businessType,
    block: product
      ? {
          price: product.blockPrice,
          minShares: product.minShares,
          open: blockWindowOpen(product, now),
        }
      : null,
  }
}

/** The order this user placed earlier with this idempotency key, if any (API.md requestId). */
async function earlierOrder(db: Tx | TradingDeps['db'], userId: number, requestId: string) {
  const [earlier] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.requestId, requestId)))
  return earlier ? moved(earlier) : null
}

/**
 * In one statement, under the balance lock that orders one user's placements: how many orders
 * the user placed in the minute before `at` (spec §5 Trading frequency), and the order an
 * earlier request with this idempotency key placed, if any (API.md requestId).
 */
async function placementHistory(tx: Tx, userId: number, at: number, requestId?: string) {
  const since = new Date(at - MINUTE)
  const sameKey = requestId ? eq(orders.requestId, requestId) : sql`false`
  const [history] = await tx
    .select({
      recent: sql<number>`count(*) filter (where ${gt(orders.createdAt, since)})`.mapWith(Number),
      earlier: sql<number>`count(*) filter (where ${sameKey})`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), or(gt(orders.createdAt, since), sameKey)))
  // A retry is rare: its order is read whole, to answer exactly as the first time.
  const earlier = requestId && history?.earlier ? await earlierOrder(tx, userId, requestId) : null
  return { recentOrders: history?.recent ?? 0, earlier }
}

/**
 * Places an order (API.md trade/buy): the placement gate decides — on the input the buy panel
 * builds too (`placementInput`), with the balance read inside the transaction that holds its
 * lock — then the order row and the money it freezes are written together. A market order or a
 * block trade fills at once: its row goes in filled, as the machine moves it, and the ledger
 * takes the freeze and the fill in one post.
 */
export async function placeOrder(
  deps: TradingDeps,
  user: SessionUser,
  order: PlaceOrder,
  source: OrderSource = BY_PERSON,
): Promise<PlacedOrder> {
  const instrument = instrumentOrRefuse(deps, order.code)
  // Orders of a split share are adjusted before another is placed (one pass per split).
  await ensureSplitsApplied(deps)
  const now = deps.clock.now()
  const at = now.getTime()
  const asked = await askedOrder(deps, order, now)
  const terms = await instrumentTerms(deps, instrument, user, at)

  const place = () =>
    moneyTransaction(deps.db, async (tx) => {
      const balance = await lockBalance(tx, user.id, terms.currency)
      const { recentOrders, earlier } = await placementHistory(tx, user.id, at, order.requestId)
      if (earlier) return earlier
      const fund = fundingBucket(source)
      // A strategy's order spends its allocation's cash, checked under the allocation's lock.
      const funds =
        source.funding === 'quant'
          ? await potFunds(tx, source.allocationId)
          : balance.availableMinor
      const held = { ...terms, available: minorToDecimal(funds) }
      const input = placementInput(asked, held, { recentOrders })
      enforce(input)
      const cost = placementCost(asked, held)
      const price = placementPrice(asked, terms.lastPrice)
      // The gate has refused every order that cannot be priced; this only narrows the types.
      if (!cost || price === null) throw new ApiRefusal('trade.noPrice')
      const facts = input.facts
      const protection = protectionWritten(
        protectionAt(
          order.direction,
          asked.protection ?? NO_PROTECTION,
          price,
          instrument.decimals,
        ),
        instrument.decimals,
      )
      const placed = { user, instrument, order, terms, facts, cost, now, source, protection }
      const pending = newOrderRow(placed)
      const fill = pending.priceType === 'market' ? filled(pending, price, now, instrument) : null
      const [row] = await tx
        .insert(orders)
        .values({ ...pending, ...fill?.changes })
        .returning()
      if (!row) throw new Error('order insert returned nothing')
      await post(tx, { userId: user.id, currency: terms.currency, orderNo: row.orderNo, at: now }, [
        { bucket: fund, kind: 'freeze', amountMinor: -cost.totalMinor },
        { bucket: 'frozen', kind: 'freeze', amountMinor: cost.totalMinor },
        ...(fill?.movements ?? []),
      ])
      return moved(row)
    })
  return collisionAnswered(order.requestId, (id) => earlierOrder(deps.db, user.id, id), place)
}

/**
 * A new order's row, pending: priced as the gate judged it (a block trade at its block price, as
 * a market order), with the lock and fee rates fixed now so a later change never reprices it.
 */
function newOrderRow(placed: {
  user: SessionUser
  instrument: Instrument
  order: PlaceOrder
  terms: Omit<TradeTerms, 'available' | 'riskWarning'>
  facts: PlacementFacts
  cost: OpeningCost
  now: Date
  source: OrderSource
  protection: Protection
}): NewOrder {
  const { user, instrument, order, terms, facts, cost, now, source, protection } = placed
  const row = {
    funding: source.funding,
    allocationId: source.funding === 'quant' ? source.allocationId : null,
    orderNo: newOrderNo('T', now),
    userId: user.id,
    requestId: order.requestId ?? null,
    market: instrument.market,
    board: instrument.board,
    currency: terms.currency,
    code: instrument.code,
    name: instrument.name,
    businessType: order.businessType,
    blockProductId: order.businessType === 'block' ? (order.productId ?? null) : null,
    direction: order.direction,
    priceType: facts.priceType,
    limitPrice: facts.limitPrice,
    stopPrice: facts.stopPrice && atTickDecimals(facts.stopPrice, instrument.decimals),
    ...protection,
    lots: order.lots,
    leverage: order.leverage,
    state: 'pending',
    lockRule: order.businessType === 'dayTrading' ? DAY_TRADING_LOCK : terms.rules.lock,
    buyFeeRate: terms.rules.fees.buyFee,
    sellFeeRate: terms.rules.fees.sellFee,
    stampDutyRate: terms.rules.fees.stampDuty,
    maintenanceMargin: terms.rules.maintenanceMargin,
    closeOutLevel: terms.rules.closeOutLevel,
    frozenMinor: cost.totalMinor,
    createdAt: now,
  } satisfies NewOrder
  // A stop order starts waiting for its stop: the machine says where an order starts.
  return { ...row, state: openingState(row) }
}

/**
 * Writes an order's move in the caller's transaction: its ledger rows (if any) and the row's new
 * state and fields, together, as every move of an order must be.
 */
export async function moveOrder(
  tx: Tx,
  row: OrderRow,
  now: Date,
  changes: Partial<typeof orders.$inferInsert>,
  movements: readonly Movement[] = [],
): Promise<OrderRow> {
  const entry = { userId: row.userId, currency: row.currency, orderNo: row.orderNo, at: now }
  await post(tx, entry, movements)
  const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, row.id)).returning()
  return updated ?? row
}

/** A new order's row as placeOrder writes it: pending, with what the machine reads of it. */
type NewOrder = typeof orders.$inferInsert & OrderFacts & FillFacts & Pick<OrderRow, 'lockRule'>

/** What filling an order at `price` changes (the lock starts now): its fields and its ledger. */
function filled(row: NewOrder | OrderRow, price: string, now: Date, instrument: Instrument) {
  const event: OrderEvent = {
    type: 'order.fill',
    price,
    now: now.getTime(),
    lockUntil: lockUntil(row.lockRule, instrument.calendar, now.getTime()),
  }
  const { cost, movements } = fillMovements(row, price)
  const changes = {
    state: nextState(row, event),
    // A trailing stop trails from the price the position opened at (decision 0049).
    ...(row.trailPercent
      ? protectionAt(row.direction, protectionOfRow(row), price, instrument.decimals)
      : {}),
    fillPrice: price,
    amountMinor: cost.amountMinor,
    marginMinor: cost.marginMinor,
    openFeeMinor: cost.feeMinor,
    openStampDutyMinor: cost.stampDutyMinor,
    filledAt: now,
    lockUntil: new Date(event.lockUntil),
  }
  return { changes, movements }
}

/** Fills a pending order at `price`, in the caller's transaction. */
export async function fillInTx(
  tx: Tx,
  row: OrderRow,
  price: string,
  now: Date,
  instrument: Instrument,
) {
  const { changes, movements } = filled(row, price, now, instrument)
  return moveOrder(tx, row, now, changes, movements)
}

/** Asks to close a position: the machine accepts it only in holding; it waits as ready to close. */
function requestClose(tx: Tx, row: OrderRow, now: Date, reason: 'request' | 'dayEnd' = 'request') {
  // A lock says how long it has left (spec §8: cannot sell for N minutes or until T+N).
  if (row.state === 'locked') {
    const refusal = lockedRefusal(row.lockRule, row.lockUntil?.getTime() ?? null, now.getTime())
    throw new ApiRefusal(refusal.code, refusal.params)
  }
  const state = nextState(row, { type: 'order.close', now: now.getTime() })
  return moveOrder(tx, row, now, { state, closeRequestedAt: now, closeReason: reason })
}

/**
 * Settles a close at `price`, in the caller's transaction: a close that waited (the machine's
 * fill of a ready-to-close order), a close-out (`order.liquidate`, from locked or holding) or a
 * stop-loss or take-profit (`order.stopOut`, from holding). A loss beyond the margin is not
 * charged; it is recorded as the house's (decision 0047).
 */
export async function settleInTx(
  tx: Tx,
  row: OrderRow,
  price: string,
  now: Date,
  how: 'fill' | 'closeOut' | 'stopLoss' | 'takeProfit' = 'fill',
) {
  const at = now.getTime()
  const event: OrderEvent =
    how === 'closeOut'
      ? { type: 'order.liquidate', price, now: at }
      : how === 'fill'
        ? { type: 'order.fill', price, now: at, lockUntil: 0 }
        : { type: 'order.stopOut', price, now: at }
  const state = nextState(row, event)
  const { settlement, movements } = closeMovements(row, price)
  if (settlement.writtenOffMinor > 0n)
    await tx.insert(lossWriteOffs).values({
      orderId: row.id,
      userId: row.userId,
      currency: row.currency,
      amountMinor: settlement.writtenOffMinor,
      closePrice: price,
      createdAt: now,
    })
  const closed = await moveOrder(
    tx,
    row,
    now,
    {
      state,
      closePrice: price,
      closeFeeMinor: settlement.feeMinor,
      closeStampDutyMinor: settlement.stampDutyMinor,
      profitMinor: settlement.profitMinor,
      closedAt: now,
      ...(how === 'fill' ? {} : { closeReason: how, closeRequestedAt: now }),
    },
    movements,
  )
  return { closed, settlement }
}

/**
 * Runs `step` on one order in its own transaction: the user's balance lock first, then the order
 * row locked and read again, so concurrent requests and the matcher see each other's results.
 */
export async function withOrder<T>(
  deps: TradingDeps,
  find: { orderNo: string; userId?: number },
  step: (tx: Tx, row: OrderRow) => Promise<T>,
): Promise<T> {
  // An order is never moved at a split share's new quotes with its old lots.
  await ensureSplitsApplied(deps)
  const where =
    find.userId === undefined
      ? eq(orders.orderNo, find.orderNo)
      : and(eq(orders.orderNo, find.orderNo), eq(orders.userId, find.userId))
  const [peek] = await deps.db.select().from(orders).where(where)
  // Another user's order is as missing as one that never existed (no enumeration).
  if (!peek) throw new ApiRefusal('order.missing')
  // A strategy's order is moved by its job only: its owner stops the strategy (issue 20).
  if (find.userId !== undefined && peek.allocationId !== null)
    throw new ApiRefusal('quant.strategyOrder')
  return moneyTransaction(deps.db, async (tx) => {
    await lockBalance(tx, peek.userId, peek.currency)
    const [locked] = await lockRows(tx, orders, eq(orders.id, peek.id))
    if (!locked) throw new ApiRefusal('order.missing')
    // Under the lock, the splits the order is owed by now: the memo above can be a moment late.
    return step(tx, await splitsOwedInTx(tx, deps.market.provider, locked, deps.clock.now()))
  })
}

/** Whether a close or a fill can execute now: the market is in a session this order may use. */
function canExecuteNow(row: OrderRow, instrument: Instrument, at: number) {
  const session = sessionOf(instrument, at)
  if (session === 'open') return true
  if (session === 'closed' || !hasExtendedHours(instrument)) return false
  return row.businessType === 'normal' && row.priceType === 'limit'
}

/** Lets a lock that has passed expire, so the next event meets the order in `holding`. */
export async function expireLockIfDue(tx: Tx, row: OrderRow, now: Date) {
  const event: OrderEvent = { type: 'order.lockExpired', now: now.getTime() }
  if (row.state !== 'locked' || !accepts(row, event)) return row
  return moveOrder(tx, row, now, { state: nextState(row, event) })
}

/**
 * Closes a position (API.md trade/close): the machine accepts the close only in holding; it then
 * waits as ready to close, and fills at once when the market is open.
 */
export async function closeOrder(
  deps: TradingDeps,
  find: { orderNo: string; userId?: number },
): Promise<PlacedOrder> {
  return withOrder(deps, find, async (tx, locked) => {
    // spec §8 Trading: a new share that does not trade yet cannot be sold (no price to close at).
    if (!deps.market.provider.instrument(locked.code)) throw new ApiRefusal('trade.notListed')
    const now = deps.clock.now()
    // Lent shares are recalled first, under the order's lock (issue 20).
    await beforeSale(tx, deps, locked, now)
    const row = await expireLockIfDue(tx, locked, now)
    const closing = await requestClose(tx, row, now)
    return moved(await settleIfPossible(deps, tx, closing, now))
  })
}

async function settleIfPossible(deps: TradingDeps, tx: Tx, row: OrderRow, now: Date) {
  const instrument = deps.market.provider.instrument(row.code)
  if (!instrument || !canExecuteNow(row, instrument, now.getTime())) return row
  const price = lastPriceOf(deps.market.provider, instrument, now.getTime())
  return price === null ? row : (await settleInTx(tx, row, price, now)).closed
}

/** Cancels a pending order (API.md trade/cancel); its frozen money returns. */
export async function cancelOrder(
  deps: TradingDeps,
  /** Without a user: the server's own cancel (a strategy's job), not its owner's. */
  find: { orderNo: string; userId?: number },
): Promise<PlacedOrder> {
  return withOrder(deps, find, async (tx, row) => {
    const now = deps.clock.now()
    const state = nextState(row, { type: 'order.cancel', now: now.getTime() })
    await moveOrder(tx, row, now, { state, cancelledAt: now }, cancelMovements(row))
    return { orderNo: row.orderNo, state, lockUntil: null }
  })
}

/**
 * The matcher's step for one order (server/trading/matcher.ts): fill a pending limit order whose
 * price is reached, let a lock expire, settle a close that waited for the market. Returns the new
 * state, or null when nothing happened.
 */
export async function advanceOrder(deps: TradingDeps, orderNo: string) {
  return withOrder(deps, { orderNo }, async (tx, row) => {
    const moved = await advanceInTx(deps, tx, row)
    // The owner's open app hears of it, from whichever process runs the matcher (issue 24).
    if (moved !== null) await announce(tx, row.userId, 'orders')
    return moved
  })
}

/** advanceOrder's step, under the order's locks: the new state, or null when nothing happened. */
async function advanceInTx(deps: TradingDeps, tx: Tx, row: OrderRow) {
  const now = deps.clock.now()
  const at = now.getTime()
  // A lock ends on the clock alone, even for a new share the exchange does not quote yet.
  if (row.state === 'locked') {
    const updated = await expireLockIfDue(tx, row, now)
    return updated.state === row.state ? null : updated.state
  }
  const instrument = deps.market.provider.instrument(row.code)
  if (!instrument) return null
  if (row.state === 'holding' && row.businessType === 'dayTrading' && row.filledAt) {
    if (!dayTradeSessionOver(instrument.calendar, row.filledAt.getTime(), at)) return null
    const price = lastPriceOf(deps.market.provider, instrument, at)
    if (price === null) return null
    // A close of any kind recalls lent shares first (issue 20).
    await beforeSale(tx, deps, row, now)
    const closing = await requestClose(tx, row, now, 'dayEnd')
    return (await settleInTx(tx, closing, price, now)).closed.state
  }
  if (row.state !== 'pending' && row.state !== 'readyToClose') return null
  if (!canExecuteNow(row, instrument, at)) return null
  const last = lastPriceOf(deps.market.provider, instrument, at)
  if (last === null) return null
  if (row.state === 'readyToClose') return (await settleInTx(tx, row, last, now)).closed.state
  // A limit order fills at its limit once the last price reaches it (docs/decisions/0008).
  const price = row.limitPrice ?? last
  const lock = lockUntil(row.lockRule, instrument.calendar, at)
  if (!accepts(row, { type: 'order.fill', price: last, now: at, lockUntil: lock })) return null
  return (await fillPaidInTx(tx, row, price, now, instrument)).state
}

/**
 * Fills a pending order at `price` when it can be paid for: always for a limit order (its cost
 * at its limit is what was frozen); a triggered stop order fills at the price that reached its
 * stop, and a gap can make that cost more than the freeze — the balance pays the difference, or
 * the order is cancelled and the user told (decision 0049).
 */
async function fillPaidInTx(
  tx: Tx,
  row: OrderRow,
  price: string,
  now: Date,
  instrument: Instrument,
) {
  // A limit order fills at its limit, at the cost that was frozen: only a stop can cost more.
  if (!isStopOrder(row.priceType)) return fillInTx(tx, row, price, now, instrument)
  const cost = openingCost(price, row.lots, row.leverage, row.direction, feeRatesOf(row))
  // Within the freeze the balance is not read.
  const funds =
    cost.totalMinor <= row.frozenMinor
      ? 0n
      : (await lockBalance(tx, row.userId, row.currency)).availableMinor
  if (stopFillAffordable(row.frozenMinor, funds, cost.totalMinor))
    return fillInTx(tx, row, price, now, instrument)
  const cancel: OrderEvent = { type: 'order.cancel', now: now.getTime() }
  const state = nextState(row, cancel)
  const cancelled = await moveOrder(tx, row, now, { state, cancelledAt: now }, cancelMovements(row))
  await notify(
    tx,
    {
      userId: row.userId,
      kind: 'order.stopCancelled',
      params: {
        code: row.code,
        name: row.name,
        price,
        ...moneyParams(row.frozenMinor, row.currency),
      },
      ref: row.orderNo,
    },
    now,
  )
  return cancelled
}

/**
 * The risk sweep's step for one position on margin (issue 25, decision 0047): under the order's
 * locks, the risk machine decides again on the row and the price as they are now. A margin call is
 * recorded and told; a close-out closes the position at `price`, lock or not, and tells the user.
 * Returns the risk machine's new state, or null when nothing changed.
 */
export async function watchPosition(deps: TradingDeps, orderNo: string) {
  return withOrder(deps, { orderNo }, async (tx, row) => {
    if (!isWatchedState(row.state)) return null
    const now = deps.clock.now()
    // The price and the session are read again now, under the locks: a sweep that calls
    // thousands of positions takes tens of seconds, and its first price is old by its end.
    const price = regularSessionPrice(deps, row.code, now.getTime())
    if (price === null) return null
    const next = nextRiskState(row, price)
    if (next === row.riskState) return null
    const instrument = { code: row.code, name: row.name }
    if (next === 'closedOut') {
      // A close of any kind recalls lent shares first (issue 20).
      await beforeSale(tx, deps, row, now)
      const { settlement } = await settleInTx(tx, row, price, now, 'closeOut')
      await notify(
        tx,
        {
          userId: row.userId,
          kind: 'position.closedOut',
          params: { ...instrument, price, ...moneyParams(settlement.creditMinor, row.currency) },
          ref: row.orderNo,
        },
        now,
      )
    } else {
      await moveOrder(tx, row, now, { riskState: next })
      if (next === 'marginCall') {
        const at = closeOutPrice(exposureOf(row), levelsOf(row), decimalsOf(deps, row.code))
        await notify(
          tx,
          {
            userId: row.userId,
            kind: 'position.marginCall',
            params: { ...instrument, price: at ?? price, currency: row.currency },
            ref: row.orderNo,
          },
          now,
        )
      }
    }
    await announce(tx, row.userId, 'orders')
    return next
  })
}

/**
 * The last price of `code` while its market is in its regular session, when a close-out (a
 * market close) can execute; null otherwise (issue 25).
 */
export function regularSessionPrice(deps: TradingDeps, code: string, at: number): string | null {
  const instrument = deps.market.provider.instrument(code)
  if (!instrument || sessionOf(instrument, at) !== 'open') return null
  return lastPriceOf(deps.market.provider, instrument, at)
}

/** The price decimals of an instrument the exchange lists (2 for one it no longer does). */
const decimalsOf = (deps: TradingDeps, code: string) =>
  deps.market.provider.instrument(code)?.decimals ?? 2
