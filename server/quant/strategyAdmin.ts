import { and, count, eq, inArray, sum } from 'drizzle-orm'
import type { strategySaveCall } from '../../machines/backOffice/quantStrategies.ts'
import type { ParsedRequestOf } from '../../machines/contract/call.ts'
import { strategyCodes } from '../../machines/follow/strategy.ts'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import type { Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { quantAllocations, quantStrategies } from '../db/schema.ts'
import { lockRows, type Tx } from '../money/transaction.ts'
import type { StrategyRow } from './allocationBook.ts'
import { allStrategies, strategyView } from './strategyShelf.ts'

type StrategyForm = ParsedRequestOf<typeof strategySaveCall>
type Db = Deps['db'] | Tx

/** Allocations running or stopping per strategy, and the money they were given. */
async function runningByStrategy(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { running: number; allocated: bigint }>()
  const rows = await db
    .select({
      strategyId: quantAllocations.strategyId,
      n: count(),
      allocated: sum(quantAllocations.amountMinor),
    })
    .from(quantAllocations)
    .where(
      and(
        inArray(quantAllocations.strategyId, ids),
        inArray(quantAllocations.state, ['running', 'stopping']),
      ),
    )
    .groupBy(quantAllocations.strategyId)
  return new Map(
    rows.map((r) => [r.strategyId, { running: r.n, allocated: BigInt(r.allocated ?? 0) }]),
  )
}

function adminView(
  deps: Deps,
  row: StrategyRow,
  held: { running: number; allocated: bigint } | undefined,
) {
  return {
    ...strategyView(deps, row, null),
    running: held?.running ?? 0,
    allocated: minorToDecimal(held?.allocated ?? 0n),
  }
}

async function viewOf(deps: Deps, db: Db, row: StrategyRow) {
  return adminView(deps, row, (await runningByStrategy(db, [row.id])).get(row.id))
}

/** What the audit log keeps of a strategy: its settings, not its computed record. */
const settingsOf = (row: StrategyRow) => ({
  name: row.name,
  currency: row.currency,
  rule: row.rule,
  cycleDays: row.cycleDays,
  minAmount: minorToDecimal(row.minAmountMinor),
  onShelf: row.onShelf,
  enabled: row.enabled,
})

/** quant/strategyList: every strategy, oldest first. */
export async function adminStrategies(deps: Deps) {
  const rows = await allStrategies(deps.db)
  const held = await runningByStrategy(
    deps.db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => adminView(deps, row, held.get(row.id)))
}

/**
 * Creates a strategy, or edits one. Every instrument of its rule must be quoted by the exchange
 * in the strategy's currency (its orders are funded by the quant money of that currency).
 */
export async function saveStrategy(tx: Tx, deps: Deps, form: StrategyForm) {
  for (const code of strategyCodes(form.rule)) {
    const instrument = deps.market.provider.instrument(code)
    if (!instrument || instrument.currency !== form.currency)
      throw new ApiRefusal('common.invalid', { field: `rule (${code})` })
  }
  const { id, minAmount, ...fields } = form
  const values = { ...fields, minAmountMinor: decimalToMinor(minAmount)! }
  if (id === undefined) {
    const [row] = await tx
      .insert(quantStrategies)
      .values({ ...values, createdAt: deps.clock.now() })
      .returning()
    return { answer: await viewOf(deps, tx, row!), before: null, after: settingsOf(row!) }
  }
  const before = await lockStrategy(tx, id)
  // Allocations hold money and orders in the strategy's currency: it stays once there are any.
  if (before.currency !== form.currency && (await hasAllocations(tx, id)))
    throw new ApiRefusal('common.invalid', { field: 'currency' })
  const [after] = await tx
    .update(quantStrategies)
    .set(values)
    .where(eq(quantStrategies.id, id))
    .returning()
  return {
    answer: await viewOf(deps, tx, after!),
    before: settingsOf(before),
    after: settingsOf(after!),
  }
}

/** On or off the shelf (no new allocations), enabled or paused (no new orders). */
export async function setStrategyFlags(
  tx: Tx,
  deps: Deps,
  id: number,
  flags: { onShelf?: boolean | undefined; enabled?: boolean | undefined },
) {
  const before = await lockStrategy(tx, id)
  const changes = {
    ...(flags.onShelf === undefined ? {} : { onShelf: flags.onShelf }),
    ...(flags.enabled === undefined ? {} : { enabled: flags.enabled }),
  }
  const [after] =
    Object.keys(changes).length === 0
      ? [before]
      : await tx.update(quantStrategies).set(changes).where(eq(quantStrategies.id, id)).returning()
  return {
    answer: await viewOf(deps, tx, after!),
    before: settingsOf(before),
    after: settingsOf(after!),
  }
}

async function hasAllocations(tx: Tx, strategyId: number) {
  const [row] = await tx
    .select({ id: quantAllocations.id })
    .from(quantAllocations)
    .where(eq(quantAllocations.strategyId, strategyId))
    .limit(1)
  return row !== undefined
}

/** A strategy's row, locked: after any balance rows the transaction needs (decision 0013). */
async function lockStrategy(tx: Tx, id: number): Promise<StrategyRow> {
  const [row] = await lockRows(tx, quantStrategies, eq(quantStrategies.id, id))
  if (!row) throw new ApiRefusal('quant.strategyMissing')
  return row
}
