import { eq, inArray } from 'drizzle-orm'
import type { Deps } from '../core/deps.ts'
import { followProducts, follows } from '../db/schema.ts'
import { log } from '../log.ts'
import { lockBalance } from '../money/ledger.ts'
import { lockRows, moneyTransaction } from '../money/transaction.ts'
import { endInTx, settleInTx, stepFollow } from './followService.ts'
import { productRun } from './productRuns.ts'

type SettlementDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/** A day settles once its close is known; looking once a minute is plenty. */
export const FOLLOW_SETTLEMENT_MS = 60_000

/**
 * The follows' daily job, on the server's clock: each follow in progress is settled to the last
 * finished day (its profit or loss into the ledger), opened once its lock time has passed, and
 * ended at its end time (paid back less the fees). Each follow in a transaction of its own, with
 * its owner's balance and then its row locked, as a redemption would; what is already done is
 * seen under the lock and left alone, so the job is safe to run twice and in two processes.
 */
export async function settleFollows(deps: SettlementDeps) {
  const now = deps.clock.now()
  const products = new Map(
    (await deps.db.select().from(followProducts)).map((p) => [p.id, p] as const),
  )
  const open = await deps.db
    .select()
    .from(follows)
    .where(inArray(follows.state, ['locked', 'open']))
  const tally = { settled: 0, unlocked: 0, ended: 0 }
  for (const candidate of open) {
    const product = products.get(candidate.productId)
    if (!product) continue
    const asOf = productRun(deps.market.provider, product, now.getTime()).asOf
    const due =
      candidate.settledDay < asOf ||
      (candidate.state === 'locked' && now >= candidate.lockUntil) ||
      now >= candidate.endsAt
    if (!due) continue
    await moneyTransaction(deps.db, async (tx) => {
      await lockBalance(tx, candidate.userId, candidate.currency)
      const [row] = await lockRows(tx, follows, eq(follows.id, candidate.id))
      if (!row || row.state === 'ended') return
      let current = await settleInTx(tx, deps, row, product)
      if (current.settledDay !== row.settledDay) tally.settled++
      if (current.state === 'locked' && now >= current.lockUntil) {
        const state = stepFollow(current, { type: 'follow.unlock' }, 'follow.locked')
        await tx.update(follows).set({ state }).where(eq(follows.id, row.id))
        current = { ...current, state }
        tally.unlocked++
      }
      if (now >= current.endsAt) {
        await endInTx(tx, deps, current, { type: 'follow.end' })
        tally.ended++
      }
    })
  }
  return tally
}

/** Runs the job on a timer, never two at once; returns a stop function. */
export function startFollowSettlement(deps: SettlementDeps, intervalMs = FOLLOW_SETTLEMENT_MS) {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    settleFollows(deps)
      .catch((error) => log.error({ err: error }, 'follow settlement failed'))
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
