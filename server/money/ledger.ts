import { and, eq, sql } from 'drizzle-orm'
import { ApiRefusal } from '../core/refusal.ts'
import type { Database } from '../db/database.ts'
import { balances, ledger } from '../db/schema.ts'
import {
  type BalanceKey,
  balanceLockOrder,
  heldBalances,
  moneyTransaction,
  type Tx,
} from './transaction.ts'

export type Bucket = (typeof ledger.$inferInsert)['bucket']
export type LedgerKind = (typeof ledger.$inferInsert)['kind']

/**
 * Each bucket's column in the balance row. A new bucket is a name in LEDGER_BUCKETS
 * (machines/funds/records.ts), a balance column with its not-negative check, a line here and its
 * label on the records screen; posting, locking and the held copy follow from this table (what
 * counts it in a total — assets, credit, the tests' ledger check — says so where it adds).
 */
const BUCKET_COLUMNS = {
  available: 'availableMinor',
  frozen: 'frozenMinor',
  margin: 'marginMinor',
  debt: 'debtMinor',
  following: 'followingMinor',
  quant: 'quantMinor',
  quantTrading: 'quantTradingMinor',
  quantWithdrawing: 'quantWithdrawingMinor',
  plan: 'planMinor',
} as const satisfies Record<Bucket, keyof typeof balances.$inferSelect>

const BUCKETS = Object.keys(BUCKET_COLUMNS) as Bucket[]

/** One signed change of one bucket. */
export interface Movement {
  bucket: Bucket
  kind: LedgerKind
  amountMinor: bigint
}

/** The balance row's buckets, in minor units (`availableMinor`, `frozenMinor`, …). */
export type BalanceRow = { [B in Bucket as (typeof BUCKET_COLUMNS)[B]]: bigint }

/** The balance row's bucket columns, for a select or a RETURNING. */
const bucketColumns = Object.fromEntries(
  BUCKETS.map((bucket) => [BUCKET_COLUMNS[bucket], balances[BUCKET_COLUMNS[bucket]]]),
) as { [C in (typeof BUCKET_COLUMNS)[Bucket]]: (typeof balances)[C] }

/**
 * Locks the user's balance row in `currency` for the rest of the transaction, creating it at zero
 * the first time. Every money-moving transaction takes this lock first, so two of one user's
 * operations in one currency never interleave (and never deadlock on each other). One statement:
 * an upsert whose conflict branch locks the row and returns it as it stands; asked again in the
 * same transaction, the row is answered from what the transaction holds.
 */
export async function lockBalance(tx: Tx, userId: number, currency: string): Promise<BalanceRow> {
  balanceLockOrder(tx, [{ userId, currency }])
  const held = heldBalances<BalanceRow>(tx, { userId, currency })
  const known = held.get()
  if (known) return { ...known }
  const [row] = await tx
    .insert(balances)
    .values({ userId, currency })
    .onConflictDoUpdate({
      target: [balances.userId, balances.currency],
      // A write of nothing: it takes the row lock and lets RETURNING read the current row.
      set: { userId: sql`excluded.user_id` },
    })
    .returning(bucketColumns)
  if (!row) throw new Error(`balance row missing for user ${userId} ${currency}`)
  held.set(row)
  return { ...row }
}

/**
 * Writes the movements as ledger rows and applies their sums to the balance row, in the caller's
 * transaction. A bucket that would go below zero refuses the whole operation (the CHECK
 * constraints are the last line behind this test).
 */
export async function post(
  tx: Tx,
  entry: { userId: number; currency: string; orderNo: string | null; at: Date },
  movements: readonly Movement[],
): Promise<void> {
  const rows = movements.filter((m) => m.amountMinor !== 0n)
  if (rows.length === 0) return
  const current = await lockBalance(tx, entry.userId, entry.currency)
  const delta = new Map<Bucket, bigint>()
  for (const m of rows) delta.set(m.bucket, (delta.get(m.bucket) ?? 0n) + m.amountMinor)
  const after = { ...current }
  for (const [bucket, change] of delta) after[BUCKET_COLUMNS[bucket]] += change
  if (BUCKETS.some((bucket) => after[BUCKET_COLUMNS[bucket]] < 0n)) {
    throw new ApiRefusal('funds.insufficient')
  }
  // One statement, one round trip (issue 17): the ledger rows go in through a data-modifying
  // WITH, which PostgreSQL always runs to completion, and the balance row moves by their sums.
  const legs = tx.insert(ledger).values(
    rows.map((m) => ({
      userId: entry.userId,
      currency: entry.currency,
      bucket: m.bucket,
      kind: m.kind,
      amountMinor: m.amountMinor,
      orderNo: entry.orderNo,
      createdAt: entry.at,
    })),
  )
  const sums = tx
    .update(balances)
    .set(
      Object.fromEntries(
        [...delta].map(([bucket, change]) => {
          const column = BUCKET_COLUMNS[bucket]
          return [column, sql`${balances[column]} + ${String(change)}::bigint`]
        }),
      ),
    )
    .where(and(eq(balances.userId, entry.userId), eq(balances.currency, entry.currency)))
  await tx.execute(sql`with legs as (${legs.getSQL()}) ${sums.getSQL()}`)
  heldBalances<BalanceRow>(tx, entry).set(after)
}

/** Locks one user's balance rows in several currencies, in the documented order; rows by currency. */
export async function lockBalances(
  tx: Tx,
  keys: readonly BalanceKey[],
): Promise<Map<string, BalanceRow>> {
  const locked = new Map<string, BalanceRow>()
  for (const key of balanceLockOrder(tx, keys))
    locked.set(key.currency, await lockBalance(tx, key.userId, key.currency))
  return locked
}

/** Money that arrives from outside without a review: the tests' and seeds' funding. */
export async function creditDeposit(
  db: Database,
  userId: number,
  currency: string,
  amountMinor: bigint,
  at: Date,
) {
  await moneyTransaction(db, (tx) =>
    post(tx, { userId, currency, orderNo: null, at }, [
      { bucket: 'available', kind: 'deposit', amountMinor },
    ]),
  )
}

/** A move from one bucket to another: two rows that sum to zero. */
export function move(from: Bucket, to: Bucket, kind: LedgerKind, amountMinor: bigint): Movement[] {
  return [
    { bucket: from, kind, amountMinor: -amountMinor },
    { bucket: to, kind, amountMinor },
  ]
}
