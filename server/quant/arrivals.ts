import { and, eq, inArray, lte } from 'drizzle-orm'
import { quantTransferMachine } from '../../machines/quant/transfer.ts'
import type { Deps } from '../core/deps.ts'
import { startRepeatingJob } from '../core/repeatingJob.ts'
import { quantTransfers } from '../db/schema.ts'
import { log } from '../log.ts'
import { stepEntity } from '../money/entity.ts'
import { lockBalance, move, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction } from '../money/transaction.ts'

type ArrivalDeps = Pick<Deps, 'db' | 'clock'>

/**
 * Money out of the quant account arrives in the balance on the second trading day (spec §9), by
 * this job on the server's clock. One transaction per owner and currency: the balance row locked
 * first, then the owner's due transfers; one seen arrived under the lock is left alone, so the job
 * is safe to run twice and in two processes.
 */
export async function runQuantArrivals(deps: ArrivalDeps): Promise<number> {
  const now = deps.clock.now()
  const due = await deps.db
    .select({
      id: quantTransfers.id,
      userId: quantTransfers.userId,
      currency: quantTransfers.currency,
    })
    .from(quantTransfers)
    .where(and(eq(quantTransfers.state, 'withdrawing'), lte(quantTransfers.arrivesAt, now)))
  const owners = new Map<string, { userId: number; currency: string; ids: number[] }>()
  for (const row of due) {
    const key = `${row.userId}:${row.currency}`
    const owner = owners.get(key) ?? { userId: row.userId, currency: row.currency, ids: [] }
    owner.ids.push(row.id)
    owners.set(key, owner)
  }
  let arrived = 0
  for (const owner of owners.values()) {
    try {
      arrived += await moneyTransaction(deps.db, async (tx) => {
        await lockBalance(tx, owner.userId, owner.currency)
        const rows = await lockRows(tx, quantTransfers, inArray(quantTransfers.id, owner.ids))
        let moved = 0
        for (const row of rows.sort((a, b) => a.id - b.id)) {
          if (row.state !== 'withdrawing') continue
          const state = stepEntity(
            quantTransferMachine,
            row,
            { type: 'transfer.arrive' },
            // only withdrawing rows reach here: a refusal is our fault, and names no {field}
            'common.busy',
          )
          await post(
            tx,
            { userId: row.userId, currency: row.currency, orderNo: row.transferNo, at: now },
            move('quantWithdrawing', 'available', 'quantTransfer', row.amountMinor),
          )
          await tx
            .update(quantTransfers)
            .set({ state, arrivedAt: now })
            .where(eq(quantTransfers.id, row.id))
          moved++
        }
        return moved
      })
    } catch (error) {
      log.warn({ err: error, userId: owner.userId }, 'quant transfers not arrived yet')
    }
  }
  return arrived
}

/** Arrivals move by days; looking once a minute is plenty. */
export const QUANT_ARRIVALS_MS = 60_000

/** Runs the job on a timer, never two at once; returns a stop function. */
export function startQuantArrivals(deps: ArrivalDeps, intervalMs = QUANT_ARRIVALS_MS) {
  return startRepeatingJob('quant arrivals', () => runQuantArrivals(deps), intervalMs)
}
