import { and, count, desc, eq, inArray, sum } from 'drizzle-orm'
import { CALENDAR_HOURS } from '../../machines/calendar/hours.ts'
import { localDay, sessionOn } from '../../machines/calendar/sessions.ts'
import {
  type LendingRecord,
  type LendingTerms,
  lendingInput,
} from '../../machines/lending/calls.ts'
import { lendingDayFeeMinor } from '../../machines/lending/fees.ts'
import { positionCanLend } from '../../machines/lending/lendable.ts'
import { type LendingState, lendingHasTag, lendingMachine } from '../../machines/lending/lending.ts'
import { minorToDecimal } from '../../machines/money.ts'
import { orderHasTag } from '../../machines/order/machine.ts'
import type { TradeRules } from '../../machines/order/tradeRules.ts'
import { LENDING_MIN_AMOUNT } from '../../machines/rules.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { orders, shareLendings, users } from '../db/schema.ts'
import type { Instrument } from '../market/instruments/instrument.ts'
import { moneyParams, notify } from '../messages/notify.ts'
import { stepEntity } from '../money/entity.ts'
import { collisionAnswered } from '../money/idempotency.ts'
import { lockBalance, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { orderStateOf } from '../trading/orderMoves.ts'
import { newOrderNo } from '../trading/orderNo.ts'
import { lastPriceOf } from '../trading/prices.ts'
import { tradeRulesFor } from '../trading/tradeConfig.ts'

type LendingDeps = Pick<Deps, 'db' | 'clock' | 'market'>
type LendingRow = typeof shareLendings.$inferSelect
type OrderRow = typeof orders.$inferSelect
type Db = Deps['db'] | Tx

/** The states in which shares are with the pool (offered or lent): they count against its quota. */
const ACTIVE_STATES = ['inProgress', 'success'] as const

/** A lending as its owner sees it, with its position's number and name. */
const toLendingRecord = (
  row: LendingRow,
  position: { orderNo: string; name: string },
): LendingRecord => ({
  loanNo: row.loanNo,
  orderNo: position.orderNo,
  code: row.code,
  name: position.name,
  currency: row.currency,
  lots: row.lots,
  state: row.state,
  feeRate: row.feeRate,
  share: row.share,
  earned: minorToDecimal(row.earnedMinor),
  failReason: row.failReason,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
})

/** Lots of a share the pool holds or has been offered (all users), for its quota. */
async function lotsWithPool(db: Db, code: string, states: readonly LendingState[]) {
  const [row] = await db
    .select({ lots: sum(shareLendings.lots) })
    .from(shareLendings)
    .where(and(eq(shareLendings.code, code), inArray(shareLendings.state, [...states] as never)))
  return Number(row?.lots ?? 0)
}

async function activeLendingOf(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(shareLendings)
    .where(
      and(eq(shareLendings.orderId, orderId), inArray(shareLendings.state, [...ACTIVE_STATES])),
    )
  return row ?? null
}

function instrumentOf(deps: LendingDeps, code: string): Instrument {
  const instrument = deps.market.provider.instrument(code)
  if (!instrument) throw new ApiRefusal('lending.notLendable')
  return instrument
}

/** What the form shows and the gate reads, for one of the user's positions. */
async function termsOf(
  deps: LendingDeps,
  db: Db,
  order: OrderRow,
  user: SessionUser,
  rules: TradeRules,
): Promise<LendingTerms> {
  const instrument = instrumentOf(deps, order.code)
  const active = await activeLendingOf(db, order.id)
  const lent = await lotsWithPool(db, order.code, ACTIVE_STATES)
  const at = deps.clock.now().getTime()
  return {
    orderNo: order.orderNo,
    code: order.code,
    name: order.name,
    currency: order.currency,
    heldLots: order.lots,
    lastPrice: lastPriceOf(deps.market.provider, instrument, at),
    feeRate: rules.lending.feeRate,
    share: rules.lending.share,
    minAmount: LENDING_MIN_AMOUNT,
    quotaLeft: Math.max(0, rules.lending.quota - lent),
    facts: {
      noTrade: user.noTrade,
      lendable: positionCanLend({ ...order, state: orderStateOf(order) }) && active === null,
      channelOpen: rules.lending.open,
    },
    active: active ? toLendingRecord(active, order) : null,
  }
}

async function usersOrder(db: Db, userId: number, orderNo: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
  if (!row) throw new ApiRefusal('order.missing')
  // A strategy's shares are its own: its owner does not lend them (issue 20).
  if (row.allocationId !== null) throw new ApiRefusal('quant.strategyOrder')
  return row
}

/** lending/terms: whether, and on what terms, a position's shares can be lent. */
export async function lendingTerms(deps: LendingDeps, user: SessionUser, orderNo: string) {
  const order = await usersOrder(deps.db, user.id, orderNo)
  const rules = await tradeRulesFor(deps.db, instrumentOf(deps, order.code))
  return termsOf(deps, deps.db, order, user, rules)
}

async function earlierLending(db: Db, userId: number, requestId: string) {
  const [row] = await db
    .select({ loanNo: shareLendings.loanNo, state: shareLendings.state })
    .from(shareLendings)
    .where(and(eq(shareLendings.userId, userId), eq(shareLendings.requestId, requestId)))
  return row ?? null
}

/**
 * lending/apply: the user's balance row is locked first (the lock order of every call that moves
 * an order), then the order's row; the gate runs on what they hold, and the lending is written in
 * progress: the pool takes it at the job's next run if it can.
 */
export async function applyLending(
  deps: LendingDeps,
  user: SessionUser,
  form: { orderNo: string; lots: string; requestId?: string | undefined },
) {
  const earlier = (requestId: string) => earlierLending(deps.db, user.id, requestId)
  return collisionAnswered(form.requestId, earlier, async () => {
    const peek = await usersOrder(deps.db, user.id, form.orderNo)
    // Read before the transaction: PGlite has one connection, which a transaction holds.
    const rules = await tradeRulesFor(deps.db, instrumentOf(deps, peek.code))
    return moneyTransaction(deps.db, async (tx) => {
      await lockBalance(tx, user.id, peek.currency)
      if (form.requestId) {
        const answered = await earlierLending(tx, user.id, form.requestId)
        if (answered) return answered
      }
      const [order] = await lockRows(tx, orders, eq(orders.id, peek.id))
      if (!order) throw new ApiRefusal('order.missing')
      const terms = await termsOf(deps, tx, order, user, rules)
      enforce(lendingInput({ lots: form.lots }, terms))
      const state = stepEntity(
        lendingMachine,
        { state: 'toLend' as LendingState },
        { type: 'lending.apply' },
        'lending.notLendable',
      )
      const loanNo = newOrderNo('B', deps.clock.now())
      await tx.insert(shareLendings).values({
        loanNo,
        userId: user.id,
        orderId: order.id,
        requestId: form.requestId ?? null,
        code: order.code,
        currency: order.currency,
        lots: Number(form.lots.trim()),
        state: state as LendingRow['state'],
        feeRate: terms.feeRate,
        share: terms.share,
        createdAt: deps.clock.now(),
      })
      return { loanNo, state: state as LendingRow['state'] }
    })
  })
}

/**
 * The trading days a lent lending is owed and not paid: each day whose session had not closed when
 * the pool took the shares, whose close has passed by `now`, after the last day paid.
 */
function daysToPay(deps: LendingDeps, instrument: Instrument, row: LendingRow, now: Date) {
  const zone = CALENDAR_HOURS[instrument.calendar].timeZone
  const taken = localDay(zone, row.decidedAt!.getTime())
  const from = row.accruedDay && row.accruedDay >= taken ? nextDay(row.accruedDay) : taken
  const today = localDay(zone, now.getTime())
  return deps.market.provider.dailyCloses(row.code, from, nextDay(today)).filter(({ day }) => {
    const session = sessionOn(instrument.calendar, day)
    return (
      session !== null &&
      session.close <= now.getTime() &&
      row.decidedAt!.getTime() <= session.close
    )
  })
}

/**
 * Pays a lent lending its fee for each finished trading day not paid yet (from the day it was
 * taken), into the ledger under its number, in the caller's transaction (the owner's balance
 * locked first, then the lending's row). Returns the row as it now stands.
 */
export async function accrueInTx(
  tx: Tx,
  deps: LendingDeps,
  row: LendingRow,
  now: Date,
): Promise<LendingRow> {
  if (!lendingHasTag(row.state, 'earning') || !row.decidedAt) return row
  const instrument = deps.market.provider.instrument(row.code)
  if (!instrument) return row
  const closes = daysToPay(deps, instrument, row, now)
  if (closes.length === 0) return row
  let earned = 0n
  for (const { close } of closes) {
    earned += lendingDayFeeMinor(
      close.toFixed(instrument.decimals),
      row.lots,
      row.feeRate,
      row.share,
    )
  }
  const accruedDay = closes.at(-1)!.day
  stepEntity(lendingMachine, row, { type: 'lending.accrue' }, 'lending.finished')
  await post(tx, { userId: row.userId, currency: row.currency, orderNo: row.loanNo, at: now }, [
    { bucket: 'available', kind: 'lendingFee', amountMinor: earned },
  ])
  const earnedMinor = row.earnedMinor + earned
  await tx
    .update(shareLendings)
    .set({ accruedDay, earnedMinor })
    .where(eq(shareLendings.id, row.id))
  return { ...row, accruedDay, earnedMinor }
}

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/** Finishes a lending in the caller's transaction: its fee paid to date, then recalled. */
async function finishInTx(tx: Tx, deps: LendingDeps, row: LendingRow, now: Date) {
  const paid = await accrueInTx(tx, deps, row, now)
  const state = stepEntity(lendingMachine, paid, { type: 'lending.recall' }, 'lending.finished')
  await tx
    .update(shareLendings)
    .set({ state: state as LendingRow['state'], finishedAt: now })
    .where(eq(shareLendings.id, row.id))
  await notify(
    tx,
    {
      userId: row.userId,
      kind: 'lending.finished',
      params: { code: row.code, ...moneyParams(paid.earnedMinor, row.currency) },
      ref: row.loanNo,
    },
    now,
  )
  return { ...paid, state: state as LendingRow['state'], finishedAt: now }
}

/**
 * A sale recalls the shares first (issue 20): called by the order's close with the order row
 * locked, so a sale and a recall never both act on lent shares.
 */
export async function recallForSale(tx: Tx, deps: LendingDeps, order: OrderRow, now: Date) {
  const [row] = await lockRows(
    tx,
    shareLendings,
    and(eq(shareLendings.orderId, order.id), inArray(shareLendings.state, [...ACTIVE_STATES])),
  )
  if (row) await finishInTx(tx, deps, row, now)
}

/** lending/recall: the balance, then the order, then the lending locked; finished, paid to date. */
export async function recallLending(deps: LendingDeps, user: SessionUser, loanNo: string) {
  const [peek] = await deps.db
    .select()
    .from(shareLendings)
    .where(and(eq(shareLendings.loanNo, loanNo), eq(shareLendings.userId, user.id)))
  // Another user's lending is as missing as one that never existed.
  if (!peek) throw new ApiRefusal('lending.missing')
  return moneyTransaction(deps.db, async (tx) => {
    await lockBalance(tx, user.id, peek.currency)
    await lockRows(tx, orders, eq(orders.id, peek.orderId))
    const [row] = await lockRows(tx, shareLendings, eq(shareLendings.id, peek.id))
    if (!row) throw new ApiRefusal('lending.missing')
    const done = await finishInTx(tx, deps, row, deps.clock.now())
    return { loanNo: done.loanNo, state: done.state, earned: minorToDecimal(done.earnedMinor) }
  })
}

/** lending/mine: the user's lendings, newest first, one page and the total. */
export async function userLendings(
  deps: LendingDeps,
  user: SessionUser,
  query: { page: number; size: number },
) {
  const where = eq(shareLendings.userId, user.id)
  const rows = await deps.db
    .select({ lending: shareLendings, orderNo: orders.orderNo, name: orders.name })
    .from(shareLendings)
    .innerJoin(orders, eq(orders.id, shareLendings.orderId))
    .where(where)
    .orderBy(desc(shareLendings.createdAt), desc(shareLendings.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const [total] = await deps.db.select({ n: count() }).from(shareLendings).where(where)
  return {
    list: rows.map((r) => toLendingRecord(r.lending, r)),
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
  }
}

/** The console's list (lending/list): every user's lendings, newest first, by state if asked. */
export async function adminLendings(
  deps: LendingDeps,
  query: { state?: LendingRow['state'] | undefined; page: number; size: number },
) {
  const where = query.state ? eq(shareLendings.state, query.state) : undefined
  const rows = await deps.db
    .select({ lending: shareLendings, account: users.account })
    .from(shareLendings)
    .innerJoin(users, eq(users.id, shareLendings.userId))
    .where(where)
    .orderBy(desc(shareLendings.createdAt), desc(shareLendings.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const [total] = await deps.db.select({ n: count() }).from(shareLendings).where(where)
  return {
    list: rows.map(({ lending: l, account }) => ({
      loanNo: l.loanNo,
      account,
      code: l.code,
      currency: l.currency,
      lots: l.lots,
      state: l.state,
      earned: minorToDecimal(l.earnedMinor),
      failReason: l.failReason,
      createdAt: l.createdAt.toISOString(),
      finishedAt: l.finishedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
  }
}

/**
 * The job's step for one lent lending, its position locked: paid its days while the position
 * still holds the shares; finished (paid to date) if the position no longer does — a safety net
 * behind every close recalling first.
 */
export async function settleLendingInTx(
  tx: Tx,
  deps: LendingDeps,
  row: LendingRow,
  position: OrderRow | undefined,
  now: Date,
) {
  if (position && orderHasTag(orderStateOf(position), 'held')) return accrueInTx(tx, deps, row, now)
  return finishInTx(tx, deps, row, now)
}
