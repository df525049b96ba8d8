import { and, countDistinct, desc, eq, inArray, max, or, type SQL, sql } from 'drizzle-orm'
import type { LedgerEvent } from '../../machines/funds/calls.ts'
import type { Deps } from '../core/deps.ts'
import { ipoProducts, ipoSubscriptions, ledger, orders, withdrawals } from '../db/schema.ts'
import { type EventSubject, groupLedgerEvents } from './ledgerEvents.ts'

/** The event key of a ledger row in SQL: the same as eventKeyOf (ledgerEvents.ts). */
const eventKey = sql<string>`coalesce(${ledger.orderNo}, '#' || ${ledger.id})`

/**
 * funds/records, Transaction tab (issue 18): one row per business event, newest activity first,
 * paged by event (`total` counts events, not ledger rows). Three reads: the page's event keys,
 * their legs, and what each order number is (its instrument and state). Why: decision 0025.
 */
export async function ledgerEventPage(deps: Deps, userId: number, page: number, size: number) {
  const mine = eq(ledger.userId, userId)
  const [keys, [counted]] = await Promise.all([
    deps.db
      .select({ key: eventKey })
      .from(ledger)
      .where(mine)
      .groupBy(eventKey)
      .orderBy(desc(max(ledger.id)))
      .limit(size)
      .offset((page - 1) * size),
    deps.db
      .select({ n: countDistinct(eventKey) })
      .from(ledger)
      .where(mine),
  ])
  const pageKeys = keys.map((k) => k.key)
  const [legs, subjects] = await Promise.all([
    legsOf(deps, userId, pageKeys),
    subjectsOf(deps, userId, pageKeys),
  ])
  const rows: LedgerEvent[] = groupLedgerEvents(pageKeys, legs, subjects)
  return { rows, total: counted?.n ?? 0 }
}

/** Every leg of the page's events: by order number, or by row for a credit without one. */
async function legsOf(deps: Deps, userId: number, keys: readonly string[]) {
  const numbers = keys.filter((k) => !k.startsWith('#'))
  const ids = keys.filter((k) => k.startsWith('#')).map((k) => Number(k.slice(1)))
  const which: SQL[] = []
  if (numbers.length > 0) which.push(inArray(ledger.orderNo, numbers))
  if (ids.length > 0) which.push(inArray(ledger.id, ids))
  if (which.length === 0) return []
  return deps.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.userId, userId), or(...which)))
}

/** The instrument and state behind the page's orders, subscriptions and withdrawals. */
async function subjectsOf(deps: Deps, userId: number, keys: readonly string[]) {
  const subjects = new Map<string, EventSubject>()
  const withPrefix = (p: string) => keys.filter((k) => k.startsWith(p))
  const [orderNos, subscriptionNos, withdrawalNos] = [
    withPrefix('T'),
    withPrefix('S'),
    withPrefix('W'),
  ]
  const [orderRows, subscriptionRows, withdrawalRows] = await Promise.all([
    orderNos.length === 0
      ? []
      : deps.db
          .select({ no: orders.orderNo, state: orders.state, code: orders.code, name: orders.name })
          .from(orders)
          .where(and(eq(orders.userId, userId), inArray(orders.orderNo, orderNos))),
    subscriptionNos.length === 0
      ? []
      : deps.db
          .select({
            no: ipoSubscriptions.subscriptionNo,
            state: ipoSubscriptions.state,
            code: ipoProducts.code,
            name: ipoProducts.name,
          })
          .from(ipoSubscriptions)
          .innerJoin(ipoProducts, eq(ipoProducts.id, ipoSubscriptions.productId))
          .where(
            and(
              eq(ipoSubscriptions.userId, userId),
              inArray(ipoSubscriptions.subscriptionNo, subscriptionNos),
            ),
          ),
    withdrawalNos.length === 0
      ? []
      : deps.db
          .select({ no: withdrawals.orderNo, state: withdrawals.state })
          .from(withdrawals)
          .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.orderNo, withdrawalNos))),
  ])
  for (const r of [...orderRows, ...subscriptionRows])
    subjects.set(r.no, { state: r.state, instrument: { code: r.code, name: r.name } })
  for (const r of withdrawalRows) subjects.set(r.no, { state: r.state })
  return subjects
}
