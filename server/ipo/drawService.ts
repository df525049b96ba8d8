import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { drawWinners } from '../../machines/ipo/lottery.ts'
import type { Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { ipoProducts, ipoSubscriptions, users } from '../db/schema.ts'
import { moneyParams, notify } from '../messages/notify.ts'
import { lockBalance, lockBalances } from '../money/ledger.ts'
import { lockRows, type Tx } from '../money/transaction.ts'
import { lockProduct } from './productAdmin.ts'
import type { ProductRow } from './productView.ts'
import {
  refundInTx,
  type SubscriptionRow,
  stepSubscription,
  subscriptionsInStates,
  subscriptionView,
} from './subscriptionService.ts'

/**
 * Locks the balance rows of a product's subscribers in these states, in lock order, before any
 * entity row; answers the owners it locked (`userId:currency`).
 */
async function lockSubscribersBalances(
  tx: Tx,
  productId: number,
  states: SubscriptionRow['state'][],
): Promise<Set<string>> {
  const owners = await tx
    .selectDistinct({ userId: ipoSubscriptions.userId, currency: ipoSubscriptions.currency })
    .from(ipoSubscriptions)
    .where(subscriptionsInStates(productId, states))
  await lockBalances(tx, owners)
  return new Set(owners.map((o) => `${o.userId}:${o.currency}`))
}

async function lockedEntries(tx: Tx, productId: number, states: SubscriptionRow['state'][]) {
  const rows = await lockRows(tx, ipoSubscriptions, subscriptionsInStates(productId, states))
  return rows.sort((a, b) => a.id - b.id)
}

/**
 * The lottery of a new share (admin ipo/draw): after the application period, every pending
 * subscription gets a ticket from a fresh seed and the first round(n × winning rate) win their
 * shares. The seed is stored with the product, so the draw can be run again from it: a second
 * call changes nothing and answers whether the recorded result is what the seed gives.
 */
export async function runDraw(tx: Tx, deps: Deps, productId: number) {
  const p = await lockProduct(tx, productId)
  if (p.kind !== 'ipo') throw new ApiRefusal('common.invalid', { field: 'id' })
  const at = deps.clock.now()
  if (p.drawnAt) {
    // A draw from before this install (the seeded listed share) has no seed to run again.
    if (!p.drawSeed) throw new ApiRefusal('ipo.alreadyDrawn')
    return rerun(tx, p)
  }
  if (at < p.closesAt) throw new ApiRefusal('ipo.drawNotDue')
  const entries = await lockedEntries(tx, p.id, ['pendingDraw'])
  const seed = randomBytes(16).toString('hex')
  const winners = drawWinners(seed, entries, p.winningRate)
  for (const entry of entries) {
    const won = winners.has(entry.subscriptionNo)
    const state = stepSubscription(
      entry,
      won ? { type: 'ipo.drawWon', shares: entry.requestedShares } : { type: 'ipo.drawLost' },
      'ipo.alreadyDrawn',
    )
    await tx
      .update(ipoSubscriptions)
      .set({ state, allottedShares: won ? entry.requestedShares : 0, drawnAt: at })
      .where(eq(ipoSubscriptions.id, entry.id))
  }
  await tx.update(ipoProducts).set({ drawSeed: seed, drawnAt: at }).where(eq(ipoProducts.id, p.id))
  return {
    seed,
    won: winners.size,
    notWon: entries.length - winners.size,
    rerun: false,
    matches: true,
  }
}

/** The draw once more from its recorded seed, over the subscriptions it drew. */
async function rerun(tx: Tx, p: ProductRow) {
  const drawn = await tx
    .select()
    .from(ipoSubscriptions)
    .where(and(eq(ipoSubscriptions.productId, p.id), isNotNull(ipoSubscriptions.drawnAt)))
    .orderBy(asc(ipoSubscriptions.id))
  const winners = drawWinners(p.drawSeed!, drawn, p.winningRate)
  const recorded = new Set(
    drawn.filter((s) => (s.allottedShares ?? 0) > 0).map((s) => s.subscriptionNo),
  )
  const matches = winners.size === recorded.size && [...winners].every((no) => recorded.has(no))
  return {
    seed: p.drawSeed!,
    won: recorded.size,
    notWon: drawn.length - recorded.size,
    rerun: true,
    matches,
  }
}

/**
 * A placement's allotment (admin ipo/allot): the back office gives each pending subscription a
 * number of shares (none is "not won"), at the fixed price, instead of a lottery.
 */
export async function allotPlacement(
  tx: Tx,
  deps: Deps,
  productId: number,
  allotments: Record<string, number>,
) {
  const p = await lockProduct(tx, productId)
  if (p.kind !== 'placement') throw new ApiRefusal('common.invalid', { field: 'id' })
  if (p.drawnAt) throw new ApiRefusal('ipo.alreadyDrawn')
  const at = deps.clock.now()
  if (at < p.closesAt) throw new ApiRefusal('ipo.drawNotDue')
  const entries = await lockedEntries(tx, p.id, ['pendingDraw'])
  let won = 0
  for (const entry of entries) {
    const shares = allotments[entry.subscriptionNo] ?? 0
    const event =
      shares > 0 ? { type: 'ipo.drawWon' as const, shares } : { type: 'ipo.drawLost' as const }
    const step = () => stepSubscription(entry, event, 'ipo.alreadyDrawn')
    let state: SubscriptionRow['state']
    try {
      state = step()
    } catch {
      throw new ApiRefusal('ipo.allotmentInvalid', { count: String(entry.requestedShares) })
    }
    if (shares > 0) won += 1
    await tx
      .update(ipoSubscriptions)
      .set({ state, allottedShares: shares, drawnAt: at })
      .where(eq(ipoSubscriptions.id, entry.id))
  }
  await tx.update(ipoProducts).set({ drawnAt: at }).where(eq(ipoProducts.id, p.id))
  return { won, notWon: entries.length - won }
}

/**
 * The results are published (admin ipo/announce): winners are asked to pay, and every
 * subscription that did not win gets its frozen money back, in the same transaction.
 */
export async function announceResults(tx: Tx, deps: Deps, productId: number) {
  // Balances before the share and its subscriptions, as a payment takes them, so the two never
  // deadlock.
  const locked = await lockSubscribersBalances(tx, productId, ['won', 'notWon'])
  const p = await lockProduct(tx, productId)
  if (!p.drawnAt) throw new ApiRefusal('ipo.notDrawn')
  if (p.announcedAt) throw new ApiRefusal('ipo.alreadyAnnounced')
  const at = deps.clock.now()
  const entries = await lockedEntries(tx, p.id, ['won', 'notWon'])
  // A draw that committed between the two reads added subscribers whose balances are not held:
  // the operator is asked to try again rather than refunding them unlocked.
  if (entries.some((e) => !locked.has(`${e.userId}:${e.currency}`)))
    throw new ApiRefusal('funds.busy')
  let refunded = 0
  for (const entry of entries) {
    const state = stepSubscription(entry, { type: 'ipo.announce' }, 'ipo.notDrawn')
    if (state === 'fundsReturned') {
      await refundInTx(tx, entry, at)
      refunded += 1
    }
    await tx
      .update(ipoSubscriptions)
      .set({
        state,
        ...(state === 'fundsReturned' ? { refundedMinor: entry.frozenMinor, settledAt: at } : {}),
      })
      .where(eq(ipoSubscriptions.id, entry.id))
    // The result, in the transaction that publishes it: pay for what was won, or money back.
    await notify(
      tx,
      {
        userId: entry.userId,
        kind: state === 'fundsReturned' ? 'subscription.lost' : 'subscription.won',
        params: {
          code: p.code,
          name: p.name,
          shares: String(entry.allottedShares ?? 0),
          ...moneyParams(entry.frozenMinor, entry.currency),
        },
        ref: entry.subscriptionNo,
      },
      at,
    )
  }
  await tx.update(ipoProducts).set({ announcedAt: at }).where(eq(ipoProducts.id, p.id))
  return { pendingPayment: entries.length - refunded, refunded }
}

/**
 * The reviewer rejects a subscription before the draw, with a reason (spec §6 Back office
 * reviews subscriptions); its frozen money returns at once.
 */
export async function rejectSubscription(tx: Tx, deps: Deps, id: number, reason: string) {
  const [found] = await tx.select().from(ipoSubscriptions).where(eq(ipoSubscriptions.id, id))
  if (!found) throw new ApiRefusal('order.missing')
  // The subscriber's balance first, then the row: the order every money move takes.
  await lockBalance(tx, found.userId, found.currency)
  const [row] = await lockRows(tx, ipoSubscriptions, eq(ipoSubscriptions.id, id))
  if (!row) throw new ApiRefusal('order.missing')
  const fallback = row.state === 'pendingDraw' ? 'review.reasonRequired' : 'review.alreadyDecided'
  const state = stepSubscription(row, { type: 'ipo.reject', reason }, fallback)
  const at = deps.clock.now()
  await refundInTx(tx, row, at)
  const [after] = await tx
    .update(ipoSubscriptions)
    .set({ state, reason: reason.trim(), refundedMinor: row.frozenMinor, settledAt: at })
    .where(eq(ipoSubscriptions.id, id))
    .returning()
  const [p] = await tx.select().from(ipoProducts).where(eq(ipoProducts.id, row.productId))
  await notify(
    tx,
    {
      userId: row.userId,
      kind: 'subscription.rejected',
      params: {
        code: p!.code,
        name: p!.name,
        reason: reason.trim(),
        ...moneyParams(row.frozenMinor, row.currency),
      },
      ref: row.subscriptionNo,
    },
    at,
  )
  return { before: subscriptionView(row, p!), after: subscriptionView(after!, p!) }
}

/** admin ipo/results: every subscription of a share with its account, allotment and money. */
export async function productResults(deps: Deps, productId: number) {
  const rows = await deps.db
    .select({ s: ipoSubscriptions, p: ipoProducts, account: users.account })
    .from(ipoSubscriptions)
    .innerJoin(ipoProducts, eq(ipoProducts.id, ipoSubscriptions.productId))
    .innerJoin(users, eq(users.id, ipoSubscriptions.userId))
    .where(eq(ipoSubscriptions.productId, productId))
    .orderBy(asc(ipoSubscriptions.id))
  return rows.map((r) => ({ ...subscriptionView(r.s, r.p), account: r.account }))
}
