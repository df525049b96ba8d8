import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  notExists,
  or,
  sql,
} from 'drizzle-orm'
import { addDays } from '../../machines/calendar/holidays.ts'
import { dividendAmounts } from '../../machines/order/dividends.ts'
import { OPEN_POSITION_STATES } from '../../machines/order/machine.ts'
import { DIVIDEND_PAY_DELAY_DAYS } from '../../machines/rules.ts'
import type { Deps } from '../core/deps.ts'
import { startRepeatingJob } from '../core/repeatingJob.ts'
import type { Database } from '../db/database.ts'
import { dividendPayments, orders, positionSplits, quantAllocations } from '../db/schema.ts'
import { log } from '../log.ts'
import { moneyParams, notify } from '../messages/notify.ts'
import { lockBalance, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { ensureSplitsApplied } from './positionSplits.ts'
import { tradeRulesFor } from './tradeConfig.ts'

type DividendDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/** How far back an ex-date is looked at for positions closed since (a server that was down catches up). */
const LOOK_BACK_DAYS = 30
const CASH_DECIMALS = 4

/**
 * The lots each order held on `exDay`: its lots now, unless a split after that day changed them,
 * when the first such split's lots before it (a server down across both catches up correctly).
 */
async function lotsOnDay(db: Database, orderIds: number[], exDay: string) {
  const later = await db
    .select()
    .from(positionSplits)
    // A split on the ex-date itself counts as after it: the day's cash is on the old share basis.
    .where(and(inArray(positionSplits.orderId, orderIds), gte(positionSplits.day, exDay)))
    .orderBy(asc(positionSplits.day))
  const lots = new Map<number, number>()
  for (const split of later) if (!lots.has(split.orderId)) lots.set(split.orderId, split.lotsBefore)
  return lots
}

/** Rows written per statement: a statement holds at most 65,535 parameters. */
const BATCH = 1_000

/** Entitles some of the positions held over one ex-date; returns how many were new. */
async function entitleBatch(
  db: Database,
  held: (typeof orders.$inferSelect)[],
  ex: { day: string; cash: number },
  at: number,
) {
  const splitLots = await lotsOnDay(
    db,
    held.map((o) => o.id),
    ex.day,
  )
  const inserted = await db
    .insert(dividendPayments)
    .values(
      held.map((o) => ({
        orderId: o.id,
        orderNo: o.orderNo,
        userId: o.userId,
        currency: o.currency,
        code: o.code,
        exDay: ex.day,
        payDay: addDays(ex.day, DIVIDEND_PAY_DELAY_DAYS),
        lots: splitLots.get(o.id) ?? o.lots,
        direction: o.direction,
        cashPerShare: ex.cash.toFixed(CASH_DECIMALS),
        state: 'entitled' as const,
        createdAt: new Date(at),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: dividendPayments.id })
  return inserted.length
}

/**
 * The day each share's oldest open position was filled: its ex-dates since then are still looked
 * at, however long ago (a server down for longer than LOOK_BACK_DAYS still pays what it owes).
 */
async function oldestOpenFillDays(db: Database) {
  const rows = await db
    .select({ code: orders.code, filled: min(orders.filledAt) })
    .from(orders)
    .where(and(inArray(orders.state, [...OPEN_POSITION_STATES]), isNotNull(orders.filledAt)))
    .groupBy(orders.code)
  return new Map(
    rows.flatMap((r) => (r.filled ? [[r.code, r.filled.toISOString().slice(0, 10)] as const] : [])),
  )
}

/**
 * Positions entitled to a dividend (issue 19): every position filled before its share's ex-date
 * session opened and not closed before it, on each ex-date of the last LOOK_BACK_DAYS. Written
 * once per position and ex-date (a unique index), whoever runs the job and however often.
 */
async function entitle(deps: DividendDeps) {
  const at = deps.clock.now().getTime()
  const today = new Date(at).toISOString().slice(0, 10)
  const recent = addDays(today, -LOOK_BACK_DAYS)
  const oldestOpen = await oldestOpenFillDays(deps.db)
  let written = 0
  for (const instrument of deps.market.provider.instruments()) {
    if (instrument.dividendYield <= 0 || instrument.currency === null) continue
    const oldest = oldestOpen.get(instrument.code)
    const since = oldest !== undefined && oldest < recent ? oldest : recent
    const exDates = deps.market.provider
      .adjustmentEvents(instrument.code, at)
      .filter((e) => e.cash > 0 && e.day >= since)
    for (const ex of exDates) {
      const exStart = new Date(ex.time * 1000)
      const held = await deps.db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.code, instrument.code),
            isNotNull(orders.filledAt),
            lt(orders.filledAt, exStart),
            or(isNull(orders.closedAt), gte(orders.closedAt, exStart)),
            notExists(
              deps.db
                .select({ one: sql`1` })
                .from(dividendPayments)
                .where(
                  and(eq(dividendPayments.orderId, orders.id), eq(dividendPayments.exDay, ex.day)),
                ),
            ),
          ),
        )
      for (let i = 0; i < held.length; i += BATCH) {
        written += await entitleBatch(deps.db, held.slice(i, i + BATCH), ex, at)
      }
    }
  }
  return written
}

type DividendRow = typeof dividendPayments.$inferSelect

/**
 * Pays what is due on its pay date: a long position is credited the dividend less the withholding
 * tax its market's trading rules set (a console setting), a short one is debited it, through the
 * ledger under the position's number, in the transaction that marks it paid. One transaction per
 * owner and currency: the owner's balance locked first, then their due rows, as the lock order
 * says; a row already paid under the lock is left alone. A short whose available balance cannot
 * cover it stays due and is tried again on the next run; the owner's other dividends are paid.
 */
async function pay(deps: DividendDeps) {
  const today = deps.clock.now().toISOString().slice(0, 10)
  const due = await deps.db
    .select({
      id: dividendPayments.id,
      userId: dividendPayments.userId,
      currency: dividendPayments.currency,
      code: dividendPayments.code,
    })
    .from(dividendPayments)
    .where(and(eq(dividendPayments.state, 'entitled'), lte(dividendPayments.payDay, today)))
  const owners = new Map<string, { userId: number; currency: string; ids: number[] }>()
  for (const row of due) {
    const key = `${row.userId}:${row.currency}`
    const owner = owners.get(key) ?? { userId: row.userId, currency: row.currency, ids: [] }
    owner.ids.push(row.id)
    owners.set(key, owner)
  }
  // Read before any transaction: PGlite has one connection, which a transaction holds.
  const rates = new Map<string, string>()
  for (const code of new Set(due.map((row) => row.code))) {
    const instrument = deps.market.provider.instrument(code)
    if (instrument) rates.set(code, (await tradeRulesFor(deps.db, instrument)).dividendWithholding)
  }
  let paid = 0
  for (const owner of owners.values()) {
    try {
      paid += await payOwner(deps, owner, rates)
    } catch (error) {
      log.warn({ err: error, userId: owner.userId }, 'dividends not paid yet')
    }
  }
  return paid
}

/** One owner's due dividends in one currency, in one transaction; returns how many were paid. */
async function payOwner(
  deps: DividendDeps,
  owner: { userId: number; currency: string; ids: number[] },
  rates: Map<string, string>,
) {
  return moneyTransaction(deps.db, async (tx) => {
    const balance = await lockBalance(tx, owner.userId, owner.currency)
    const rows = await lockRows(tx, dividendPayments, inArray(dividendPayments.id, owner.ids))
    // A strategy's position is paid into the quant money it trades, a person's into the balance.
    const funding = await fundingOf(tx, rows)
    const room: Record<DividendBucket, bigint> = {
      available: balance.availableMinor,
      quantTrading: balance.quantTradingMinor,
      quant: balance.quantMinor,
    }
    const at = deps.clock.now()
    let paid = 0
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      const rate = rates.get(row.code)
      if (row.state !== 'entitled') continue
      if (rate === undefined) {
        log.warn(
          { id: row.id, code: row.code },
          'dividend due on a share the exchange no longer lists',
        )
        continue
      }
      const amounts = dividendAmounts(row.cashPerShare, row.lots, row.direction, rate)
      const bucket = funding.get(row.orderNo) ?? 'available'
      if (room[bucket] + amounts.netMinor < 0n) continue
      await payOne(tx, row, amounts, at, bucket)
      room[bucket] += amounts.netMinor
      paid++
    }
    return paid
  })
}

type DividendBucket = 'available' | 'quantTrading' | 'quant'

/**
 * The bucket each position's dividend moves (issue 20): a person's into the balance, a running
 * strategy's into its money in trading, a stopped one's into the quant account's available funds
 * (its money went back there; nothing in trading belongs to it any more).
 */
async function fundingOf(tx: Tx, rows: readonly DividendRow[]) {
  const funded = rows.length
    ? await tx
        .select({
          orderNo: orders.orderNo,
          funding: orders.funding,
          allocation: quantAllocations.state,
        })
        .from(orders)
        .leftJoin(quantAllocations, eq(quantAllocations.id, orders.allocationId))
        .where(inArray(orders.orderNo, [...new Set(rows.map((r) => r.orderNo))]))
    : []
  return new Map(
    funded.map((o): [string, DividendBucket] => [
      o.orderNo,
      o.funding === 'balance' ? 'available' : o.allocation === 'stopped' ? 'quant' : 'quantTrading',
    ]),
  )
}

async function payOne(
  tx: Tx,
  row: DividendRow,
  amounts: ReturnType<typeof dividendAmounts>,
  at: Date,
  bucket: DividendBucket,
) {
  await post(tx, { userId: row.userId, currency: row.currency, orderNo: row.orderNo, at }, [
    {
      bucket,
      kind: 'dividend',
      amountMinor: row.direction === 'long' ? amounts.grossMinor : -amounts.grossMinor,
    },
    { bucket, kind: 'withholding', amountMinor: -amounts.taxMinor },
  ])
  await notify(
    tx,
    {
      userId: row.userId,
      // A short pays the dividend to the lender of its shares: told as a charge, not a payment.
      kind: row.direction === 'long' ? 'dividend.paid' : 'dividend.charged',
      params: {
        code: row.code,
        ...moneyParams(amounts.netMinor < 0n ? -amounts.netMinor : amounts.netMinor, row.currency),
      },
      ref: row.orderNo,
    },
    at,
  )
  await tx
    .update(dividendPayments)
    .set({ state: 'paid', grossMinor: amounts.grossMinor, taxMinor: amounts.taxMinor, paidAt: at })
    .where(eq(dividendPayments.id, row.id))
}

/**
 * The corporate actions' job: splits first (so the lots are the new ones), then entitle the
 * positions of each recent ex-date, then pay what is due.
 */
export async function runDividends(deps: DividendDeps) {
  await ensureSplitsApplied(deps)
  const entitled = await entitle(deps)
  const paid = await pay(deps)
  return { entitled, paid }
}

/** Dividends move by days, so looking once a minute is plenty. */
export const DIVIDEND_JOB_MS = 60_000

/** Runs the job on a timer, never two at once; returns a stop function. */
export function startDividendJob(deps: DividendDeps, intervalMs = DIVIDEND_JOB_MS) {
  return startRepeatingJob('dividend job', () => runDividends(deps), intervalMs)
}
