import { and, asc, eq, inArray, isNull, lt, lte, or, sum } from 'drizzle-orm'
import { addDays } from '../../machines/calendar/holidays.ts'
import { CALENDAR_HOURS } from '../../machines/calendar/hours.ts'
import { localDay, sessionOn } from '../../machines/calendar/sessions.ts'
import { lendingMachine } from '../../machines/lending/lending.ts'
import type { ServerMessageCode } from '../../machines/serverMessages.ts'
import type { Deps } from '../core/deps.ts'
import { startRepeatingJob } from '../core/repeatingJob.ts'
import { orders, shareLendings } from '../db/schema.ts'
import { log } from '../log.ts'
import { stepEntity } from '../money/entity.ts'
import { lockBalance } from '../money/ledger.ts'
import { lockRows, moneyTransaction } from '../money/transaction.ts'
import { tradeRulesFor } from '../trading/tradeConfig.ts'
import { settleLendingInTx } from './lendingService.ts'

type LendingDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/**
 * The pool's decisions, oldest offer first: an offer is taken while the share's channel is open
 * and its quota has room for it (counting what is lent), refused otherwise, each in a
 * transaction of its own (the owner's balance, then the lending's row); one decided meanwhile is
 * left alone.
 */
async function decide(deps: LendingDeps) {
  const offered = await deps.db
    .select()
    .from(shareLendings)
    .where(eq(shareLendings.state, 'inProgress'))
    .orderBy(asc(shareLendings.createdAt), asc(shareLendings.id))
  let decided = 0
  for (const offer of offered) {
    const instrument = deps.market.provider.instrument(offer.code)
    const rules = instrument ? await tradeRulesFor(deps.db, instrument) : null
    await moneyTransaction(deps.db, async (tx) => {
      await lockBalance(tx, offer.userId, offer.currency)
      const [row] = await lockRows(tx, shareLendings, eq(shareLendings.id, offer.id))
      if (row?.state !== 'inProgress') return
      // Counted in the transaction: the offers taken before this one in the run count.
      const [lent] = await tx
        .select({ lots: sum(shareLendings.lots) })
        .from(shareLendings)
        .where(and(eq(shareLendings.code, offer.code), eq(shareLendings.state, 'success')))
      const room = (rules?.lending.quota ?? 0) - Number(lent?.lots ?? 0)
      const reason: ServerMessageCode | null = !rules?.lending.open
        ? 'lending.closed'
        : row.lots > room
          ? 'lending.quotaFull'
          : null
      const event = reason === null ? 'lending.accept' : 'lending.reject'
      const state = stepEntity(lendingMachine, row, { type: event }, 'lending.finished')
      await tx
        .update(shareLendings)
        .set({ state, decidedAt: deps.clock.now(), failReason: reason })
        .where(eq(shareLendings.id, row.id))
      decided++
    })
  }
  return decided
}

/**
 * The lent lendings with a finished trading day not paid yet: per share, those paid to before its
 * last finished day (issue 20: a run with nothing due locked every owner's rows).
 */
async function lendingsDue(deps: LendingDeps) {
  const now = deps.clock.now()
  const codes = await deps.db
    .selectDistinct({ code: shareLendings.code })
    .from(shareLendings)
    .where(eq(shareLendings.state, 'success'))
  const due: Array<{ id: number; userId: number; currency: string }> = []
  for (const { code } of codes) {
    const instrument = deps.market.provider.instrument(code)
    if (!instrument) continue
    const today = localDay(CALENDAR_HOURS[instrument.calendar].timeZone, now.getTime())
    // The last day whose close has passed (today's too, once the session is over).
    const last = deps.market.provider
      .dailyCloses(code, addDays(today, -14), addDays(today, 1))
      .map(({ day }) => ({ day, session: sessionOn(instrument.calendar, day) }))
      .filter(({ session }) => session !== null && session.close <= now.getTime())
      .at(-1)
    if (!last?.session) continue
    const lastDay = last.day
    const lastClose = new Date(last.session.close)
    due.push(
      ...(await deps.db
        .select({
          id: shareLendings.id,
          userId: shareLendings.userId,
          currency: shareLendings.currency,
        })
        .from(shareLendings)
        .where(
          and(
            eq(shareLendings.state, 'success'),
            eq(shareLendings.code, code),
            or(
              and(isNull(shareLendings.accruedDay), lte(shareLendings.decidedAt, lastClose)),
              lt(shareLendings.accruedDay, lastDay),
            ),
          ),
        )),
    )
  }
  return due
}

/** Each lent lending's fee for the finished trading days not paid yet, one transaction per owner. */
async function accrue(deps: LendingDeps) {
  const lent = await lendingsDue(deps)
  const owners = new Map<string, { userId: number; currency: string; ids: number[] }>()
  for (const row of lent) {
    const key = `${row.userId}:${row.currency}`
    const owner = owners.get(key) ?? { userId: row.userId, currency: row.currency, ids: [] }
    owner.ids.push(row.id)
    owners.set(key, owner)
  }
  let paid = 0
  for (const owner of owners.values()) {
    try {
      await moneyTransaction(deps.db, async (tx) => {
        await lockBalance(tx, owner.userId, owner.currency)
        // The lendings' positions, then the lendings (the lock order of a sale that recalls).
        const peek = await tx
          .select({ orderId: shareLendings.orderId })
          .from(shareLendings)
          .where(inArray(shareLendings.id, owner.ids))
        const positions = await lockRows(
          tx,
          orders,
          inArray(
            orders.id,
            peek.map((p) => p.orderId),
          ),
        )
        const rows = await lockRows(tx, shareLendings, inArray(shareLendings.id, owner.ids))
        const now = deps.clock.now()
        for (const row of rows.sort((a, b) => a.id - b.id)) {
          const position = positions.find((p) => p.id === row.orderId)
          const after = await settleLendingInTx(tx, deps, row, position, now)
          if (after !== row) paid++
        }
      })
    } catch (error) {
      log.warn({ err: error, userId: owner.userId }, 'lending fees not paid yet')
    }
  }
  return paid
}

/** The lending job: the pool decides the offers, then pays the lent their days' fees. */
export async function runLendings(deps: LendingDeps) {
  const decided = await decide(deps)
  const paid = await accrue(deps)
  return { decided, paid }
}

/** Offers are decided within the minute; fees move by days. */
export const LENDING_JOB_MS = 60_000

/**
 * Runs the job on a timer, never two at once. `hold` is the browser tests' clock
 * (TRADEFLOW_TEST_CLOCK only): runs are skipped while it holds the lending job.
 */
export function startLendingJob(
  deps: LendingDeps,
  intervalMs = LENDING_JOB_MS,
  hold?: { held: ReadonlySet<string> },
) {
  return startRepeatingJob(
    'lending job',
    () => (hold?.held.has('lending') ? Promise.resolve() : runLendings(deps)),
    intervalMs,
  )
}
