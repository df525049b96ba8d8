import { and, eq, gte, isNotNull, isNull, lt, lte, or } from 'drizzle-orm'
import { addDays } from '../../machines/calendar/holidays.ts'
import { dividendAmounts } from '../../machines/order/dividends.ts'
import { DIVIDEND_PAY_DELAY_DAYS, DIVIDEND_WITHHOLDING_RATE } from '../../machines/rules.ts'
import type { Deps } from '../core/deps.ts'
import { startRepeatingJob } from '../core/repeatingJob.ts'
import { dividendPayments, orders } from '../db/schema.ts'
import { log } from '../log.ts'
import { lockBalance, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction } from '../money/transaction.ts'

type DividendDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/** How far back an ex-date is still looked at (a server that was down catches up). */
const LOOK_BACK_DAYS = 30
const CASH_DECIMALS = 4

/**
 * Positions entitled to a dividend (issue 19): every position filled before its share's ex-date
 * session opened and not closed before it, on each ex-date of the last LOOK_BACK_DAYS. Written
 * once per position and ex-date (a unique index), whoever runs the job and however often.
 */
async function entitle(deps: DividendDeps) {
  const at = deps.clock.now().getTime()
  const today = new Date(at).toISOString().slice(0, 10)
  const since = addDays(today, -LOOK_BACK_DAYS)
  let written = 0
  for (const instrument of deps.market.provider.instruments()) {
    if (instrument.dividendYield <= 0 || instrument.currency === null) continue
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
          ),
        )
      if (held.length === 0) continue
      const inserted = await deps.db
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
            lots: o.lots,
            direction: o.direction,
            cashPerShare: ex.cash.toFixed(CASH_DECIMALS),
            state: 'entitled' as const,
            createdAt: new Date(at),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: dividendPayments.id })
      written += inserted.length
    }
  }
  return written
}

/**
 * Pays what is due on its pay date: a long position is credited the dividend less its market's
 * withholding tax, a short one is debited it, through the ledger under the position's number, in
 * the transaction that marks it paid (the owner's balance locked first, then the row). A short
 * whose available balance cannot cover it stays due and is tried again on the next run.
 */
async function pay(deps: DividendDeps) {
  const today = deps.clock.now().toISOString().slice(0, 10)
  const due = await deps.db
    .select()
    .from(dividendPayments)
    .where(and(eq(dividendPayments.state, 'entitled'), lte(dividendPayments.payDay, today)))
  let paid = 0
  for (const row of due) {
    const market = deps.market.provider.instrument(row.code)?.market ?? 'Spain'
    const amounts = dividendAmounts(
      row.cashPerShare,
      row.lots,
      row.direction,
      DIVIDEND_WITHHOLDING_RATE[market],
    )
    try {
      await moneyTransaction(deps.db, async (tx) => {
        await lockBalance(tx, row.userId, row.currency)
        const [locked] = await lockRows(tx, dividendPayments, eq(dividendPayments.id, row.id))
        if (!locked || locked.state !== 'entitled') return
        const at = deps.clock.now()
        await post(tx, { userId: row.userId, currency: row.currency, orderNo: row.orderNo, at }, [
          {
            bucket: 'available',
            kind: 'dividend',
            amountMinor: row.direction === 'long' ? amounts.grossMinor : -amounts.grossMinor,
          },
          { bucket: 'available', kind: 'withholding', amountMinor: -amounts.taxMinor },
        ])
        await tx
          .update(dividendPayments)
          .set({
            state: 'paid',
            grossMinor: amounts.grossMinor,
            taxMinor: amounts.taxMinor,
            paidAt: at,
          })
          .where(eq(dividendPayments.id, row.id))
        paid++
      })
    } catch (error) {
      log.warn({ err: error, id: row.id }, 'dividend not paid yet')
    }
  }
  return paid
}

/** The dividends' job: entitle the positions of each recent ex-date, then pay what is due. */
export async function runDividends(deps: DividendDeps) {
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
