import { and, gte, sql } from 'drizzle-orm'
import { RISK_WARNING_MONTHS } from '../../machines/order/appropriateness.ts'
import type { Database } from '../db/database.ts'
import { orders } from '../db/schema.ts'

/** How long the figure is kept: it moves with whole accounts' years, not with each close. */
const KEPT_MS = 10 * 60_000

const kept = new WeakMap<Database, { at: number; figure: Promise<RiskWarning> }>()

export type RiskWarning = { losingPercent: string; accounts: number } | null

/**
 * The plain risk warning's figure (issue 25, ESMA): of the accounts (a user's money in one
 * currency) that closed a position on margin (leveraged, or short) in the last RISK_WARNING_MONTHS months, the share
 * whose closed positions on margin lost money in total, fees and duty included — from the platform's own orders, never a made-up number.
 * Null before any account has closed one.
 */
export function riskWarningOf(db: Database, now: Date): Promise<RiskWarning> {
  const copy = kept.get(db)
  if (copy && now.getTime() - copy.at < KEPT_MS && now.getTime() >= copy.at) return copy.figure
  // A figure that cannot be measured is no figure: the ticket and the check still open.
  const figure = measure(db, now).catch(() => {
    if (kept.get(db) === entry) kept.delete(db)
    return null
  })
  const entry = { at: now.getTime(), figure }
  kept.set(db, entry)
  return figure
}

/** The same instant `months` calendar months earlier. */
function monthsBefore(now: Date, months: number) {
  const since = new Date(now)
  since.setUTCMonth(since.getUTCMonth() - months)
  return since
}

async function measure(db: Database, now: Date): Promise<RiskWarning> {
  const net = sql`coalesce(${orders.profitMinor}, 0) - coalesce(${orders.openFeeMinor}, 0) - coalesce(${orders.openStampDutyMinor}, 0) - coalesce(${orders.closeFeeMinor}, 0) - coalesce(${orders.closeStampDutyMinor}, 0)`
  const perAccount = db
    .select({
      userId: orders.userId,
      currency: orders.currency,
      total: sql<string>`sum(${net})`.as('total'),
    })
    .from(orders)
    .where(
      and(
        sql`${orders.state} = 'closed'`,
        sql`(${orders.leverage} > 1 or ${orders.direction} = 'short')`,
        gte(orders.closedAt, monthsBefore(now, RISK_WARNING_MONTHS)),
      ),
    )
    // Each currency apart: cents of euros and of dollars are not added together.
    .groupBy(orders.userId, orders.currency)
    .as('per_account')
  const [row] = await db
    .select({
      accounts: sql<number>`count(*)`.mapWith(Number),
      losing: sql<number>`count(*) filter (where ${perAccount.total} < 0)`.mapWith(Number),
    })
    .from(perAccount)
  if (!row || row.accounts === 0) return null
  return {
    losingPercent: String(Math.round((row.losing * 100) / row.accounts)),
    accounts: row.accounts,
  }
}
