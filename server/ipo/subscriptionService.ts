import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm'
import { transition } from 'xstate'
import { subscriptionInput } from '../../machines/ipo/calls.ts'
import { type IpoPhase, ipoPhase } from '../../machines/ipo/phase.ts'
import { type SubscriptionEvent, subscriptionMachine } from '../../machines/ipo/subscription.ts'
import { wholeSharesOf } from '../../machines/ipo/subscriptionGate.ts'
import {
  frozenAtSubscriptionMinor,
  paymentSplit,
  subscriptionAmountMinor,
  waiveSplit,
} from '../../machines/ipo/terms.ts'
import { minorToDecimal } from '../../machines/money.ts'
import { orderMachine } from '../../machines/order/machine.ts'
import type { ServerMessageCode } from '../../machines/serverMessages.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { ipoProducts, ipoSubscriptions, orders } from '../db/schema.ts'
import { stepEntity } from '../money/entity.ts'
import { oncePerRequest } from '../money/idempotency.ts'
import { lockBalance, type Movement, move, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { orderStateOf } from '../trading/orderMoves.ts'
import { newOrderNo } from '../trading/orderNo.ts'
import {
  moneyTermsOf,
  type ProductRow,
  productView,
  subscriptionProductOf,
  tiersOf,
} from './productView.ts'

export type SubscriptionRow = typeof ipoSubscriptions.$inferSelect

/** Subscriptions that count against a share's limit: every one the reviewer did not reject. */
const counted = (userId: number, productId: number) =>
  and(
    eq(ipoSubscriptions.userId, userId),
    eq(ipoSubscriptions.productId, productId),
    ne(ipoSubscriptions.state, 'rejected'),
  )

/**
 * One step of the subscription machine on a stored row (its context is the shares asked); a new
 * subscription starts from the machine's `toSubscribe`, which is never stored.
 */
export function stepSubscription(
  row: { state: SubscriptionRow['state'] | 'toSubscribe'; requestedShares: number },
  event: SubscriptionEvent,
  fallback: ServerMessageCode,
): SubscriptionRow['state'] {
  const context = { requestedShares: row.requestedShares }
  return stepEntity(subscriptionMachine, row, event, fallback, context) as SubscriptionRow['state']
}

async function product(deps: Deps | { db: Tx }, id: number): Promise<ProductRow> {
  const [row] = await deps.db.select().from(ipoProducts).where(eq(ipoProducts.id, id))
  if (!row) throw new ApiRefusal('trade.productMissing')
  return row
}

/** ipo/list: new shares by phase, soonest first (spec §2 New-share subscription). */
export async function listProducts(
  deps: Deps,
  filter: { phase: IpoPhase | null; market: 'Spain' | 'usd' | null },
  page: number,
  size: number,
) {
  const { phase, market } = filter
  const rows = await deps.db
    .select()
    .from(ipoProducts)
    .where(market ? eq(ipoProducts.market, market) : undefined)
    .orderBy(asc(ipoProducts.opensAt))
  const now = deps.clock.now().getTime()
  const shown = rows.filter(
    (r) =>
      phase === null ||
      ipoPhase(
        {
          opensAt: r.opensAt.getTime(),
          closesAt: r.closesAt.getTime(),
          listingAt: r.listingAt.getTime(),
          drawnAt: r.drawnAt?.getTime() ?? null,
        },
        now,
      ) === phase,
  )
  return {
    list: shown.slice((page - 1) * size, page * size).map((r) => productView(deps, r)),
    total: shown.length,
    page,
    size,
  }
}

/**
 * What the application form checks besides the share itself (`ipo/terms` facts), read inside the
 * transaction that locked the user's balance row in the share's currency.
 */
async function termsFacts(tx: Tx, deps: Deps, user: SessionUser, row: ProductRow) {
  const balance = await lockBalance(tx, user.id, row.currency)
  const [so] = await tx
    .select({ n: count() })
    .from(ipoSubscriptions)
    .where(counted(user.id, row.id))
  return {
    noTrade: user.noTrade,
    now: deps.clock.now().getTime(),
    subscriptionsSoFar: so?.n ?? 0,
    available: minorToDecimal(balance.availableMinor),
  }
}

/** ipo/terms: a share with what the application form checks before sending (the same gate). */
export async function subscriptionTerms(deps: Deps, user: SessionUser, id: number) {
  const row = await product(deps, id)
  return moneyTransaction(deps.db, async (tx) => ({
    product: productView(deps, row),
    facts: await termsFacts(tx, deps, user, row),
  }))
}

/**
 * ipo/subscribe (spec §5 New shares). The user's balance row in the share's currency is locked
 * first, so 20 subscriptions at once by one user are serialised and each one counts the ones
 * before it; the amount is frozen in the same transaction that writes the subscription.
 */
export async function subscribe(
  deps: Deps,
  user: SessionUser,
  form: { id: number; shares: string; tier: string; requestId?: string | undefined },
) {
  const row = await product(deps, form.id)
  return oncePerRequest(
    form.requestId,
    (requestId) => earlierSubscription(deps, user.id, requestId),
    () => moneyTransaction(deps.db, (tx) => subscribeInTx(tx, deps, user, row, form)),
  )
}

async function earlierSubscription(deps: Deps, userId: number, requestId: string) {
  const [earlier] = await deps.db
    .select({ subscriptionNo: ipoSubscriptions.subscriptionNo, state: ipoSubscriptions.state })
    .from(ipoSubscriptions)
    .where(and(eq(ipoSubscriptions.userId, userId), eq(ipoSubscriptions.requestId, requestId)))
  return earlier ?? null
}

async function subscribeInTx(
  tx: Tx,
  deps: Deps,
  user: SessionUser,
  row: ProductRow,
  form: { shares: string; tier: string; requestId?: string | undefined },
) {
  const facts = await termsFacts(tx, deps, user, row)
  if (!tiersOf(row).some((t) => t.id === form.tier))
    throw new ApiRefusal('common.invalid', { field: 'tier' })
  enforce(
    subscriptionInput(
      { quantity: form.shares, tier: form.tier },
      { product: subscriptionProductOf(row), facts },
    ),
  )
  const state = stepSubscription(
    { state: 'toSubscribe', requestedShares: wholeSharesOf(form.shares)! },
    { type: 'ipo.subscribe' },
    'ipo.notOpen',
  )
  const at = deps.clock.now()
  const subscriptionNo = newOrderNo('S', at)
  const shares = wholeSharesOf(form.shares)!
  const frozen = frozenAtSubscriptionMinor(shares, moneyTermsOf(row))
  await tx.insert(ipoSubscriptions).values({
    subscriptionNo,
    userId: user.id,
    productId: row.id,
    requestId: form.requestId ?? null,
    tier: form.tier,
    currency: row.currency,
    requestedShares: shares,
    frozenMinor: frozen,
    state,
    createdAt: at,
  })
  await post(
    tx,
    { userId: user.id, currency: row.currency, orderNo: subscriptionNo, at },
    move('available', 'frozen', 'freeze', frozen),
  )
  return { subscriptionNo, state }
}

export function subscriptionView(row: SubscriptionRow, p: ProductRow) {
  const money = (minor: bigint | null) => (minor === null ? null : minorToDecimal(minor))
  const price = moneyTermsOf(p).price
  return {
    id: row.id,
    subscriptionNo: row.subscriptionNo,
    productId: p.id,
    kind: p.kind,
    code: p.code,
    name: p.name,
    market: p.market,
    currency: row.currency,
    tier: row.tier,
    price,
    requestedShares: row.requestedShares,
    allottedShares: row.allottedShares,
    frozen: minorToDecimal(row.frozenMinor),
    due:
      row.allottedShares === null
        ? null
        : minorToDecimal(subscriptionAmountMinor(row.allottedShares, price)),
    paid: money(row.paidMinor),
    refunded: money(row.refundedMinor),
    forfeit: money(row.forfeitMinor),
    orderNo: row.orderNo,
    state: row.state,
    reason: row.reason,
    listingAt: p.listingAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    drawnAt: row.drawnAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
  }
}

/** ipo/mine: the user's subscriptions, newest first, in one market or all. */
export async function userSubscriptions(
  deps: Deps,
  userId: number,
  market: 'Spain' | 'usd' | null,
  page: number,
  size: number,
) {
  const where = market
    ? and(eq(ipoSubscriptions.userId, userId), eq(ipoProducts.market, market))
    : eq(ipoSubscriptions.userId, userId)
  const rows = await deps.db
    .select({ s: ipoSubscriptions, p: ipoProducts })
    .from(ipoSubscriptions)
    .innerJoin(ipoProducts, eq(ipoProducts.id, ipoSubscriptions.productId))
    .where(where)
    .orderBy(desc(ipoSubscriptions.id))
    .limit(size)
    .offset((page - 1) * size)
  const [total] = await deps.db
    .select({ n: count() })
    .from(ipoSubscriptions)
    .innerJoin(ipoProducts, eq(ipoProducts.id, ipoSubscriptions.productId))
    .where(where)
  return { list: rows.map((r) => subscriptionView(r.s, r.p)), total: total?.n ?? 0, page, size }
}

/** The user's subscription by number, locked, with its product. */
async function lockOwn(tx: Tx, userId: number, subscriptionNo: string) {
  const [found] = await tx
    .select()
    .from(ipoSubscriptions)
    .where(
      and(eq(ipoSubscriptions.subscriptionNo, subscriptionNo), eq(ipoSubscriptions.userId, userId)),
    )
  if (!found) throw new ApiRefusal('order.missing')
  await lockBalance(tx, userId, found.currency)
  const [row] = await lockRows(tx, ipoSubscriptions, eq(ipoSubscriptions.id, found.id))
  return { row: row!, product: await product({ db: tx }, row!.productId) }
}

/**
 * ipo/pay: the allotted shares are paid — from what was frozen first, the rest from the
 * available balance — and become a position, locked until the listing date, through the order
 * machine; an unused part of the frozen money returns. One transaction.
 */
export async function paySubscription(deps: Deps, userId: number, subscriptionNo: string) {
  return moneyTransaction(deps.db, async (tx) => {
    const { row, product: p } = await lockOwn(tx, userId, subscriptionNo)
    const state = stepSubscription(row, { type: 'ipo.pay' }, 'order.notAwaitingPayment')
    const at = deps.clock.now()
    const price = moneyTermsOf(p).price
    const shares = row.allottedShares ?? 0
    const split = paymentSplit(row.frozenMinor, shares, price)
    const orderNo = newOrderNo('T', at)
    const movements: Movement[] = [
      ...move('frozen', 'margin', 'margin', split.fromFrozenMinor),
      ...move('available', 'margin', 'margin', split.fromAvailableMinor),
      ...move('frozen', 'available', 'unfreeze', split.returnedMinor),
    ]
    await post(tx, { userId, currency: row.currency, orderNo, at }, movements)
    await tx.insert(orders).values(holdingOf(p, userId, orderNo, shares, split.dueMinor, at))
    const [after] = await tx
      .update(ipoSubscriptions)
      .set({
        state,
        paidMinor: split.dueMinor,
        refundedMinor: split.returnedMinor,
        orderNo,
        settledAt: at,
      })
      .where(eq(ipoSubscriptions.id, row.id))
      .returning()
    return { subscriptionNo, state: after!.state, orderNo }
  })
}

/**
 * The position a payment opens: a long order at the subscription price, filled through the order
 * machine with its lock running to the listing date (spec §4 Selling: no selling before it).
 */
function holdingOf(
  p: ProductRow,
  userId: number,
  orderNo: string,
  shares: number,
  amountMinor: bigint,
  at: Date,
): typeof orders.$inferInsert {
  const price = moneyTermsOf(p).price
  const input = { direction: 'long' as const, priceType: 'limit' as const, limitPrice: price }
  const pending = orderMachine.resolveState({
    value: 'pending',
    context: { ...input, lockUntil: null },
  })
  const fill = {
    type: 'order.fill' as const,
    price,
    now: at.getTime(),
    lockUntil: p.listingAt.getTime(),
  }
  const [filled] = transition(orderMachine, pending, fill)
  return {
    orderNo,
    userId,
    market: p.market,
    board: 'listed',
    currency: p.currency,
    code: p.code,
    name: p.name,
    businessType: 'ipo',
    direction: 'long',
    priceType: 'limit',
    limitPrice: price,
    lots: shares,
    leverage: 1,
    state: orderStateOf({ state: String(filled.value) }),
    lockRule: 'T+0',
    buyFeeRate: '0',
    sellFeeRate: '0',
    stampDutyRate: '0',
    frozenMinor: amountMinor,
    fillPrice: price,
    amountMinor,
    marginMinor: amountMinor,
    openFeeMinor: 0n,
    openStampDutyMinor: 0n,
    createdAt: at,
    filledAt: at,
    lockUntil: p.listingAt,
  }
}

/** ipo/waive: the winner abstains; the frozen money returns less the product's forfeit. */
export async function waiveSubscription(deps: Deps, userId: number, subscriptionNo: string) {
  return moneyTransaction(deps.db, async (tx) => {
    const { row, product: p } = await lockOwn(tx, userId, subscriptionNo)
    const state = stepSubscription(row, { type: 'ipo.waive' }, 'order.notAwaitingPayment')
    const at = deps.clock.now()
    const split = waiveSplit(row.frozenMinor, moneyTermsOf(p))
    await post(tx, { userId, currency: row.currency, orderNo: row.subscriptionNo, at }, [
      ...move('frozen', 'available', 'unfreeze', split.returnedMinor),
      { bucket: 'frozen', kind: 'forfeit', amountMinor: -split.forfeitMinor },
    ])
    await tx
      .update(ipoSubscriptions)
      .set({
        state,
        refundedMinor: split.returnedMinor,
        forfeitMinor: split.forfeitMinor,
        settledAt: at,
      })
      .where(eq(ipoSubscriptions.id, row.id))
    return { subscriptionNo, state }
  })
}

/** Money that returns to a subscriber whose subscription ended without shares. */
export async function refundInTx(tx: Tx, row: SubscriptionRow, at: Date) {
  await post(
    tx,
    { userId: row.userId, currency: row.currency, orderNo: row.subscriptionNo, at },
    move('frozen', 'available', 'unfreeze', row.frozenMinor),
  )
}

export const subscriptionsInStates = (productId: number, states: SubscriptionRow['state'][]) =>
  and(eq(ipoSubscriptions.productId, productId), inArray(ipoSubscriptions.state, states))
