import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { type FollowRecord, followInput } from '../../machines/follow/calls.ts'
import { followSettlement, followValueMinor } from '../../machines/follow/fees.ts'
import { type FollowEvent, type FollowState, followMachine } from '../../machines/follow/follow.ts'
import { strategyCodes } from '../../machines/follow/strategy.ts'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import type { ServerMessageCode } from '../../machines/serverMessages.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { followProducts, follows } from '../db/schema.ts'
import { moneyParams, notify } from '../messages/notify.ts'
import { stepEntity } from '../money/entity.ts'
import { oncePerRequest } from '../money/idempotency.ts'
import { lockBalance, type Movement, move, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { newOrderNo } from '../trading/orderNo.ts'
import { type FollowProductRow, navOn, productRun } from './productRuns.ts'

type FollowRow = typeof follows.$inferSelect
const IN_PROGRESS = ['locked', 'open'] as const
const FRACTION_DIGITS = 6

const fraction = (value: number) => value.toFixed(FRACTION_DIGITS)
/** The list answer of API.md. */
const pageOf = <T>(list: T[], total: number, page: number, size: number) => ({
  list,
  total,
  page,
  size,
})

/** Moves a follow by its machine, or refuses as the state says (`meta.refusals`); a stored state. */
export const stepFollow = (
  row: { state: FollowState },
  event: FollowEvent,
  fallback: ServerMessageCode,
): FollowRow['state'] => stepEntity(followMachine, row, event, fallback) as FollowRow['state']

async function productRow(db: Deps['db'] | Tx, id: number): Promise<FollowProductRow> {
  const [row] = await db.select().from(followProducts).where(eq(followProducts.id, id))
  if (!row) throw new ApiRefusal('follow.notFound')
  return row
}

/** What the follows in progress of each fund hold (their principal), by fund. */
export async function heldByProduct(db: Deps['db'] | Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, bigint>()
  const rows = await db
    .select({
      productId: follows.productId,
      held: sql<string>`coalesce(sum(${follows.principalMinor}), 0)`,
    })
    .from(follows)
    .where(and(inArray(follows.productId, ids), inArray(follows.state, [...IN_PROGRESS])))
    .groupBy(follows.productId)
  return new Map(rows.map((r) => [r.productId, BigInt(r.held)]))
}

/** A fund as the contract shows it: its terms, and its figures from its run on the exchange. */
export function productView(deps: Deps, row: FollowProductRow, heldMinor: bigint) {
  const { figures, asOf } = productRun(deps.market.provider, row, deps.clock.now().getTime())
  const room = row.fundSizeMinor - heldMinor
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    strategy: { kind: row.rule.kind, codes: [...strategyCodes(row.rule)] },
    cycleDays: row.cycleDays,
    startDay: row.startDay,
    asOf,
    expectedReturn: row.expectedReturn,
    earnedReturn: fraction(figures.totalReturn),
    dailyReturn: fraction(figures.dailyReturn),
    highestReturn: fraction(figures.highestReturn),
    orderCount: figures.orderCount,
    fundSize: minorToDecimal(row.fundSizeMinor),
    roomLeft: minorToDecimal(room > 0n ? room : 0n),
    minAmount: minorToDecimal(row.minAmountMinor),
    targetReturn: row.targetReturn,
    serviceFeeRate: row.serviceFeeRate,
    performanceFeeRate: row.performanceFeeRate,
    deadlineAt: row.deadlineAt.toISOString(),
    lockUntil: row.lockUntil.toISOString(),
    endsAt: row.endsAt.toISOString(),
    onShelf: row.onShelf,
  }
}

/** follow/list: the funds on the shelf, the latest first (spec §2 follow fund page). */
export async function listFollowProducts(deps: Deps, page: number, size: number) {
  const where = eq(followProducts.onShelf, true)
  const [total] = await deps.db.select({ n: count() }).from(followProducts).where(where)
  const rows = await deps.db
    .select()
    .from(followProducts)
    .where(where)
    .orderBy(desc(followProducts.id))
    .limit(size)
    .offset((page - 1) * size)
  const held = await heldByProduct(
    deps.db,
    rows.map((r) => r.id),
  )
  return pageOf(
    rows.map((r) => productView(deps, r, held.get(r.id) ?? 0n)),
    total?.n ?? 0,
    page,
    size,
  )
}

/** How many of a run's latest orders a detail page shows. */
const DETAIL_ORDERS = 50

/** follow/detail: a fund, its NAV by day, its latest orders, and what its form checks. */
export async function followProductDetail(deps: Deps, user: SessionUser, id: number) {
  const row = await productRow(deps.db, id)
  const held = await heldByProduct(deps.db, [row.id])
  const { run } = productRun(deps.market.provider, row, deps.clock.now().getTime())
  const balance = await moneyTransaction(deps.db, (tx) => lockBalance(tx, user.id, row.currency))
  return {
    product: productView(deps, row, held.get(row.id) ?? 0n),
    navs: run.days,
    orders: run.orders.slice(-DETAIL_ORDERS).map((o) => ({
      ...o,
      from: fraction(o.from),
      to: fraction(o.to),
    })),
    facts: {
      noTrade: user.noTrade,
      now: deps.clock.now().getTime(),
      available: minorToDecimal(balance.availableMinor),
    },
  }
}

/**
 * follow/buy (spec §5, §8). The user's balance row is locked first, then the fund's row, so
 * follows of one fund are taken one at a time and its size is never passed; the gate runs on what
 * the transaction holds, and the money moves from available into the follow in the same
 * transaction as the follow's row.
 */
export async function followProduct(
  deps: Deps,
  user: SessionUser,
  form: { id: number; amount: string; requestId?: string | undefined },
) {
  return oncePerRequest(
    form.requestId,
    (requestId) => earlierFollow(deps, user.id, requestId),
    () =>
      moneyTransaction(deps.db, async (tx) => {
        const balance = await lockBalance(tx, user.id, (await productRow(tx, form.id)).currency)
        const [row] = await lockRows(tx, followProducts, eq(followProducts.id, form.id))
        if (!row) throw new ApiRefusal('follow.notFound')
        const held = (await heldByProduct(tx, [row.id])).get(row.id) ?? 0n
        const now = deps.clock.now()
        const product = productView(deps, row, held)
        enforce(
          followInput(
            { amount: form.amount },
            {
              product,
              facts: {
                noTrade: user.noTrade,
                now: now.getTime(),
                available: minorToDecimal(balance.availableMinor),
              },
            },
          ),
        )
        const principal = decimalToMinor(form.amount.trim())!
        const state = stepFollow(
          { state: 'toFollow' as const },
          { type: 'follow.start' },
          'follow.notFound',
        )
        const followNo = newOrderNo('F', now)
        await tx.insert(follows).values({
          followNo,
          userId: user.id,
          productId: row.id,
          requestId: form.requestId ?? null,
          currency: row.currency,
          state,
          principalMinor: principal,
          valueMinor: principal,
          // Priced at today's close (forward pricing): its NAV is set when that close is known.
          startNav: null,
          settledDay: now.toISOString().slice(0, 10),
          serviceFeeRate: row.serviceFeeRate,
          performanceFeeRate: row.performanceFeeRate,
          targetReturn: row.targetReturn,
          lockUntil: row.lockUntil,
          endsAt: row.endsAt,
          createdAt: now,
        })
        await post(
          tx,
          { userId: user.id, currency: row.currency, orderNo: followNo, at: now },
          move('available', 'following', 'follow', principal),
        )
        return { followNo, state }
      }),
  )
}

async function earlierFollow(deps: Deps, userId: number, requestId: string) {
  const [earlier] = await deps.db
    .select({ followNo: follows.followNo, state: follows.state })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.requestId, requestId)))
  return earlier ?? null
}

/**
 * Where a follow stands at the run's last finished day, without writing: its price if it is not
 * priced yet (forward pricing, as funds are: the close of the day it was made, or the fund's next
 * trading day's, never a close the follower had already seen), then the day it is settled to and
 * its value there. A follow settles no further than its end: the days after it are not its own.
 */
function settlementOf(row: FollowRow, run: ReturnType<typeof productRun>) {
  const priced =
    row.startNav === null ? run.run.days.find((d) => d.day >= row.settledDay) : undefined
  const startNav = row.startNav ?? priced?.nav ?? null
  const from = priced?.day ?? row.settledDay
  const endDay = row.endsAt.toISOString().slice(0, 10)
  const last = run.asOf < endDay ? run.asOf : navDayBefore(run, endDay)
  const day = startNav !== null && last > from ? last : from
  const value =
    startNav !== null && day > from
      ? followValueMinor(row.principalMinor, startNav, navOn(run, day))
      : row.valueMinor
  return { startNav, day, value, changed: startNav !== row.startNav || day !== row.settledDay }
}

/**
 * Brings one locked follow up to the last finished day, in the caller's transaction: priced if it
 * is not yet, and the profit or loss since its last settled day moves its value (one ledger row
 * in the `following` bucket, one write of its row). A follow already settled to that day is left
 * as it is (safe to run twice).
 */
export async function settleInTx(
  tx: Tx,
  deps: Pick<Deps, 'market' | 'clock'>,
  row: FollowRow,
  product: FollowProductRow,
) {
  const now = deps.clock.now()
  const run = productRun(deps.market.provider, product, now.getTime())
  const next = settlementOf(row, run)
  if (!next.changed) return row
  const moved = next.value !== row.valueMinor || next.day !== row.settledDay
  const state = moved ? stepFollow(row, { type: 'follow.settleDay' }, 'follow.ended') : row.state
  await post(tx, { userId: row.userId, currency: row.currency, orderNo: row.followNo, at: now }, [
    { bucket: 'following', kind: 'profit', amountMinor: next.value - row.valueMinor },
  ])
  const changes = { startNav: next.startNav, valueMinor: next.value, settledDay: next.day, state }
  await tx.update(follows).set(changes).where(eq(follows.id, row.id))
  return { ...row, ...changes }
}

/** The last day of a run before `day` (a follow's end is settled on the closes before it). */
function navDayBefore(run: ReturnType<typeof productRun>, day: string) {
  let found = run.run.days[0]?.day ?? day
  for (const d of run.run.days) {
    if (d.day >= day) break
    found = d.day
  }
  return found
}

/**
 * Ends a settled follow (at its end time, or redeemed after its lock): the value less the fees of
 * `followSettlement` goes back to available, the fees leave, the follow's bucket is emptied —
 * every leg under the follow's number, with its row, in the caller's transaction.
 */
export async function endInTx(
  tx: Tx,
  deps: Pick<Deps, 'clock'>,
  row: FollowRow,
  event: FollowEvent,
) {
  const state = stepFollow(row, event, 'follow.ended')
  const now = deps.clock.now()
  const s = followSettlement(row.principalMinor, row.valueMinor, row)
  const legs: Movement[] = [
    { bucket: 'following', kind: 'fee', amountMinor: -(s.serviceFeeMinor + s.performanceFeeMinor) },
    ...move('following', 'available', 'follow', s.paidOutMinor),
  ]
  await post(
    tx,
    { userId: row.userId, currency: row.currency, orderNo: row.followNo, at: now },
    legs,
  )
  await tx
    .update(follows)
    .set({
      state,
      serviceFeeMinor: s.serviceFeeMinor,
      performanceFeeMinor: s.performanceFeeMinor,
      paidOutMinor: s.paidOutMinor,
      endedAt: now,
    })
    .where(eq(follows.id, row.id))
  const [product] = await tx
    .select({ name: followProducts.name })
    .from(followProducts)
    .where(eq(followProducts.id, row.productId))
  await notify(
    tx,
    {
      userId: row.userId,
      kind: 'follow.ended',
      params: { name: product?.name ?? '', ...moneyParams(s.paidOutMinor, row.currency) },
      ref: row.followNo,
    },
    now,
  )
  return { state, paidOutMinor: s.paidOutMinor }
}

/** follow/redeem: after the lock time, settled to the last finished day, then ended. */
export async function redeemFollow(deps: Deps, userId: number, followNo: string) {
  const [found] = await deps.db
    .select({ currency: follows.currency, productId: follows.productId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.followNo, followNo)))
  if (!found) throw new ApiRefusal('follow.notFound')
  return moneyTransaction(deps.db, async (tx) => {
    await lockBalance(tx, userId, found.currency)
    const [row] = await lockRows(
      tx,
      follows,
      and(eq(follows.userId, userId), eq(follows.followNo, followNo)),
    )
    if (!row) throw new ApiRefusal('follow.notFound')
    // A lock that has passed but that the job has not opened yet is opened here.
    const opened =
      row.state === 'locked' && deps.clock.now() >= row.lockUntil
        ? { ...row, state: stepFollow(row, { type: 'follow.unlock' }, 'follow.locked') }
        : row
    stepFollow(opened, { type: 'follow.redeem' }, 'follow.locked')
    const settled = await settleInTx(tx, deps, opened, await productRow(tx, row.productId))
    const ended = await endInTx(
      tx,
      deps,
      { ...settled, state: opened.state },
      { type: 'follow.redeem' },
    )
    return { followNo, state: ended.state, paidOut: minorToDecimal(ended.paidOutMinor) }
  })
}

/** A follow as its owner sees it. */
function followView(
  row: FollowRow,
  product: FollowProductRow,
  lastDayProfitMinor: bigint | null,
): FollowRecord {
  const money = (minor: bigint | null) => (minor === null ? null : minorToDecimal(minor))
  return {
    followNo: row.followNo,
    productId: product.id,
    name: product.name,
    currency: row.currency,
    state: row.state,
    principal: minorToDecimal(row.principalMinor),
    value: minorToDecimal(row.valueMinor),
    profit: minorToDecimal(row.valueMinor - row.principalMinor),
    settledDay: row.settledDay,
    lastDayProfit: money(lastDayProfitMinor),
    priced: row.startNav !== null,
    targetReturn: row.targetReturn,
    serviceFeeRate: row.serviceFeeRate,
    performanceFeeRate: row.performanceFeeRate,
    lockUntil: row.lockUntil.toISOString(),
    endsAt: row.endsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    serviceFee: money(row.serviceFeeMinor),
    performanceFee: money(row.performanceFeeMinor),
    paidOut: money(row.paidOutMinor),
    netProfit: money(row.paidOutMinor === null ? null : row.paidOutMinor - row.principalMinor),
  }
}

/** follow/mine: the user's follows in progress or ended, the latest first. */
export async function userFollows(
  deps: Deps,
  userId: number,
  which: 'inProgress' | 'ended',
  page: number,
  size: number,
) {
  const states = which === 'inProgress' ? [...IN_PROGRESS] : (['ended'] as const)
  const where = and(eq(follows.userId, userId), inArray(follows.state, [...states]))
  const [total] = await deps.db.select({ n: count() }).from(follows).where(where)
  const rows = await deps.db
    .select({ follow: follows, product: followProducts })
    .from(follows)
    .innerJoin(followProducts, eq(followProducts.id, follows.productId))
    .where(where)
    .orderBy(desc(follows.id))
    .limit(size)
    .offset((page - 1) * size)
  const at = deps.clock.now().getTime()
  return pageOf(
    rows.map(({ follow, product }) => {
      const run = productRun(deps.market.provider, product, at)
      // The day it was priced at (the first close on or after the day it was made) has no
      // profit of its own: its value is what went in. Nothing either once it has ended.
      const createdDay = follow.createdAt.toISOString().slice(0, 10)
      const pricingDay = run.run.days.find((d) => d.day >= createdDay)?.day
      const lastDay =
        follow.state === 'ended' || follow.startNav === null || follow.settledDay === pricingDay
          ? null
          : follow.valueMinor -
            followValueMinor(
              follow.principalMinor,
              follow.startNav,
              navOn(run, navDayBefore(run, follow.settledDay)),
            )
      return followView(follow, product, lastDay)
    }),
    total?.n ?? 0,
    page,
    size,
  )
}
