import { eq, inArray } from 'drizzle-orm'
import type { Deps } from '../core/deps.ts'
import { startRepeatingJob } from '../core/repeatingJob.ts'
import { followProducts, follows } from '../db/schema.ts'
import { lockBalance } from '../money/ledger.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { endInTx, settleInTx, stepFollow } from './followService.ts'
import { productRun } from './productRuns.ts'

type SettlementDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/** A day settles once its close is known; looking once a minute is plenty. */
export const FOLLOW_SETTLEMENT_MS = 60_000

/**
 * The follows' daily job, on the server's clock: each follow in progress is settled to the last
 * finished day (its profit or loss into the ledger), opened once its lock time has passed, and
 * ended at its end time (paid back less the fees). One transaction per owner and currency: the
 * owner's balance is locked, then the rows of their follows that are due, as a redemption would;
 * what is already done is seen under the lock and left alone, so the job is safe to run twice and
 * in two processes.
 */
export async function settleFollows(deps: SettlementDeps) {
  const now = deps.clock.now()
  const products = new Map(
    (await deps.db.select().from(followProducts)).map((p) => [p.id, p] as const),
  )
  const inProgress = await deps.db
    .select({
      id: follows.id,
      userId: follows.userId,
      currency: follows.currency,
      productId: follows.productId,
      state: follows.state,
      startNav: follows.startNav,
      settledDay: follows.settledDay,
      lockUntil: follows.lockUntil,
      endsAt: follows.endsAt,
    })
    .from(follows)
    .where(inArray(follows.state, ['locked', 'open']))
  const owners = new Map<string, { userId: number; currency: string; ids: number[] }>()
  for (const f of inProgress) {
    const product = products.get(f.productId)
    if (!product) continue
    const asOf = productRun(deps.market.provider, product, now.getTime()).asOf
    const due =
      // Unpriced until the close of its day is known; then priced, then settled day by day.
      (f.startNav === null ? asOf >= f.settledDay : f.settledDay < asOf) ||
      (f.state === 'locked' && now >= f.lockUntil) ||
      now >= f.endsAt
    if (!due) continue
    const key = `${f.userId}:${f.currency}`
    const owner = owners.get(key) ?? { userId: f.userId, currency: f.currency, ids: [] }
    owner.ids.push(f.id)
    owners.set(key, owner)
  }
  const tally = { settled: 0, unlocked: 0, ended: 0 }
  for (const owner of owners.values()) {
    await moneyTransaction(deps.db, async (tx) => {
      await lockBalance(tx, owner.userId, owner.currency)
      const rows = await lockRows(tx, follows, inArray(follows.id, owner.ids))
      for (const row of rows.sort((a, b) => a.id - b.id)) {
        const product = products.get(row.productId)
        if (!product || row.state === 'ended') continue
        await stepOne(tx, deps, row, product, tally)
      }
    })
  }
  return tally
}

/** One follow's day: settled, then opened and ended where the clock says so. */
async function stepOne(
  tx: Tx,
  deps: SettlementDeps,
  row: typeof follows.$inferSelect,
  product: typeof followProducts.$inferSelect,
  tally: { settled: number; unlocked: number; ended: number },
) {
  const now = deps.clock.now()
  let current = await settleInTx(tx, deps, row, product)
  if (current.settledDay !== row.settledDay || current.startNav !== row.startNav) tally.settled++
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
}

/** Runs the job on a timer, never two at once; returns a stop function. */
export function startFollowSettlement(deps: SettlementDeps, intervalMs = FOLLOW_SETTLEMENT_MS) {
  return startRepeatingJob('follow settlement', () => settleFollows(deps), intervalMs)
}
