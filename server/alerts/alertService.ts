import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { createAlertCall } from '../../machines/alerts/calls.ts'
import { alertInput } from '../../machines/alerts/calls.ts'
import {
  ALERT_STATES,
  type AlertKind,
  alertReached,
  type PriceAlertEvent,
  priceAlertMachine,
} from '../../machines/alerts/priceAlert.ts'
import type { ParsedRequestOf } from '../../machines/contract/call.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { priceAlerts, users } from '../db/schema.ts'
import { announce } from '../events/userEvents.ts'
import { log } from '../log.ts'
import { notify } from '../messages/notify.ts'
import { stepEntity } from '../money/entity.ts'
import { collisionAnswered } from '../money/idempotency.ts'
import { lockRows, moneyTransaction } from '../money/transaction.ts'
import { oneOf } from '../trading/columns.ts'
import { lastPriceOf } from '../trading/prices.ts'
import { instrumentOrRefuse } from '../trading/tradeTerms.ts'

/**
 * Price alerts (issue 25, decision 0051): set, listed and removed by the user; watched by the
 * matcher's alert sweep, which prices every active alert in memory (the machine's own rule) and
 * fires the reached ones, each once, in a transaction of its own: the alert row, a message, and
 * the user's open app told.
 */

type AlertDeps = Pick<Deps, 'db' | 'clock' | 'market'>
type AlertRow = typeof priceAlerts.$inferSelect

/** How many fired alerts the list keeps after the active ones. */
const FIRED_SHOWN = 20

/** An alert as the API answers it. */
function toAlert(row: AlertRow) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    kind: row.kind,
    level: row.level,
    reference: row.reference,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    firedAt: row.firedAt?.toISOString() ?? null,
    firedPrice: row.firedPrice,
  }
}

/** The user's alerts: every active one, then the last fired ones (of one instrument, if asked). */
export async function listAlerts(deps: AlertDeps, userId: number, code?: string) {
  const mine = code
    ? and(eq(priceAlerts.userId, userId), eq(priceAlerts.code, code))
    : eq(priceAlerts.userId, userId)
  const active = await deps.db
    .select()
    .from(priceAlerts)
    .where(and(mine, eq(priceAlerts.state, 'active')))
    .orderBy(asc(priceAlerts.createdAt), asc(priceAlerts.id))
  const fired = await deps.db
    .select()
    .from(priceAlerts)
    .where(and(mine, eq(priceAlerts.state, 'fired')))
    .orderBy(desc(priceAlerts.firedAt), desc(priceAlerts.id))
    .limit(FIRED_SHOWN)
  return [...active, ...fired].map(toAlert)
}

/** The level stored for an alert: as typed, or the 52-week high or low now. */
function levelOf(deps: AlertDeps, kind: AlertKind, typed: string, code: string, at: number) {
  if (kind !== 'high52w' && kind !== 'low52w') return typed
  const instrument = deps.market.provider.instrument(code)
  const range = deps.market.provider.range52w(code, at)
  if (!instrument || !range) return null
  return (kind === 'high52w' ? range.high : range.low).toFixed(instrument.decimals)
}

/**
 * Sets an alert (API.md alerts/create): the alert gate decides on the price now and the user's
 * active alerts, counted under the user's row lock; a retry with the same requestId answers the
 * first alert again.
 */
export async function createAlert(
  deps: AlertDeps,
  userId: number,
  request: ParsedRequestOf<typeof createAlertCall>,
) {
  const instrument = instrumentOrRefuse(deps, request.code)
  const at = deps.clock.now().getTime()
  const lastPrice = lastPriceOf(deps.market.provider, instrument, at)
  const level = levelOf(deps, request.kind, request.level, instrument.code, at)
  const earlier = async (id: string) => {
    const [row] = await deps.db
      .select()
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.requestId, id)))
    return row ? toAlert(row) : null
  }
  const create = () =>
    moneyTransaction(deps.db, async (tx) => {
      await lockRows(tx, users, eq(users.id, userId))
      if (request.requestId) {
        const [again] = await tx
          .select()
          .from(priceAlerts)
          .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.requestId, request.requestId)))
        if (again) return toAlert(again)
      }
      const [count] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(priceAlerts)
        .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.state, 'active')))
      enforce(
        alertInput({
          kind: request.kind,
          level: level ?? '',
          lastPrice: level === null ? null : lastPrice,
          activeCount: count?.n ?? 0,
        }),
      )
      const [row] = await tx
        .insert(priceAlerts)
        .values({
          userId,
          requestId: request.requestId ?? null,
          code: instrument.code,
          name: instrument.name,
          currency: instrument.currency,
          kind: request.kind,
          level: level ?? '',
          reference: lastPrice ?? '',
          createdAt: deps.clock.now(),
        })
        .returning()
      if (!row) throw new Error('alert insert returned nothing')
      return toAlert(row)
    })
  return collisionAnswered(request.requestId, earlier, create)
}

/** The row's state as the alert machine names it. */
const stateOf = (row: Pick<AlertRow, 'state'>) => oneOf(ALERT_STATES, row.state, 'alert state')

/** Moves a locked alert by the machine's pure transition, or refuses as the state says. */
function nextState(row: AlertRow, event: PriceAlertEvent) {
  return stepEntity(priceAlertMachine, { state: stateOf(row) }, event, 'alert.notActive', {
    kind: row.kind,
    level: row.level,
    reference: row.reference,
    firedPrice: row.firedPrice,
  })
}

/** Removes one of the user's active alerts (API.md alerts/cancel). */
export async function cancelAlert(deps: AlertDeps, userId: number, id: number) {
  return moneyTransaction(deps.db, async (tx) => {
    const [row] = await lockRows(
      tx,
      priceAlerts,
      and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)),
    )
    // Another user's alert is as missing as one that never existed.
    if (!row) throw new ApiRefusal('alert.missing')
    const now = deps.clock.now()
    const state = nextState(row, { type: 'alert.cancel', now: now.getTime() })
    const [cancelled] = await tx
      .update(priceAlerts)
      .set({ state, cancelledAt: now })
      .where(eq(priceAlerts.id, row.id))
      .returning()
    return toAlert(cancelled ?? row)
  })
}

/**
 * The alert sweep (issue 25), every second with the matcher: every active alert is priced at its
 * instrument's last price; only a reached one takes a transaction, where the machine decides again
 * on the locked row. Returns how many fired.
 */
export async function sweepAlerts(deps: AlertDeps): Promise<number> {
  const at = deps.clock.now().getTime()
  const rows = await deps.db
    .select({
      id: priceAlerts.id,
      code: priceAlerts.code,
      kind: priceAlerts.kind,
      level: priceAlerts.level,
      reference: priceAlerts.reference,
    })
    .from(priceAlerts)
    .where(eq(priceAlerts.state, 'active'))
  const prices = new Map<string, string | null>()
  const priceOf = (code: string) => {
    if (!prices.has(code)) {
      const instrument = deps.market.provider.instrument(code)
      prices.set(code, instrument ? lastPriceOf(deps.market.provider, instrument, at) : null)
    }
    return prices.get(code) ?? null
  }
  let fired = 0
  for (const row of rows) {
    const price = priceOf(row.code)
    if (price === null || !alertReached(row, price)) continue
    try {
      if (await fire(deps, row.id, price)) fired += 1
    } catch (error) {
      log.error({ err: error, alert: row.id }, 'alert sweep: alert not fired')
    }
  }
  return fired
}

/** Fires one alert at `price` under its lock: the row, the message and the open app, together. */
async function fire(deps: AlertDeps, id: number, price: string) {
  return moneyTransaction(deps.db, async (tx) => {
    const [row] = await lockRows(tx, priceAlerts, eq(priceAlerts.id, id))
    if (!row || stateOf(row) !== 'active') return false
    const now = deps.clock.now()
    const event: PriceAlertEvent = { type: 'alert.price', price, now: now.getTime() }
    const state = nextState(row, event)
    if (state !== 'fired') return false
    await tx
      .update(priceAlerts)
      .set({ state, firedAt: now, firedPrice: price })
      .where(eq(priceAlerts.id, row.id))
    await notify(
      tx,
      {
        userId: row.userId,
        kind: 'alert.fired',
        params: {
          code: row.code,
          name: row.name,
          price,
          reason: row.kind,
          ...(row.currency ? { currency: row.currency } : {}),
        },
        ref: String(row.id),
      },
      now,
    )
    await announce(tx, row.userId, 'alerts')
    return true
  })
}
