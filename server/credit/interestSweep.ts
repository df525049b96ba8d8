import { and, eq, inArray, lte } from 'drizzle-orm'
import { OWED_LOAN_STATES } from '../../machines/credit/loan.ts'
import type { Deps } from '../core/deps.ts'
import { startRepeatingJob } from '../core/repeatingJob.ts'
import { loans } from '../db/schema.ts'
import { lockBalance } from '../money/ledger.ts'
import { lockRows, moneyTransaction } from '../money/transaction.ts'
import { accrueInterest } from './loanService.ts'

type SweepDeps = Pick<Deps, 'db' | 'clock'>

const DAY_MS = 86_400_000
/** Interest moves by whole days, so looking once a minute is plenty. */
export const INTEREST_SWEEP_MS = 60_000

/**
 * Brings the interest of every owed loan up to today, so what is owed grows on the server's
 * clock even when nobody opens the app (a read or a repayment brings it up too). Each loan in a
 * transaction of its own, with its owner's balance and its row locked as a repayment would.
 */
export async function accrueDueLoans(deps: SweepDeps): Promise<number> {
  const now = deps.clock.now()
  const due = await deps.db
    .select({ id: loans.id, userId: loans.userId, currency: loans.currency })
    .from(loans)
    .where(
      and(
        inArray(loans.state, OWED_LOAN_STATES as Array<(typeof loans.$inferSelect)['state']>),
        lte(loans.accruedAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
  for (const loan of due) {
    await moneyTransaction(deps.db, async (tx) => {
      await lockBalance(tx, loan.userId, loan.currency)
      const [row] = await lockRows(tx, loans, eq(loans.id, loan.id))
      if (row) await accrueInterest(tx, row, now)
    })
  }
  return due.length
}

/** Runs the sweep on a timer, never two at once; returns a stop function. */
export function startInterestSweep(deps: SweepDeps, intervalMs = INTEREST_SWEEP_MS) {
  return startRepeatingJob('interest sweep', () => accrueDueLoans(deps), intervalMs)
}
