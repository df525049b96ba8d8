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

export type Bucket = 'available' | 'frozen' | 'margin' | 'debt' | 'following'
export type LedgerKind = (typeof ledger.$inferInsert)['kind']

/** One signed change of one bucket. */
export interface Movement {
  bucket: Bucket
  kind: LedgerKind
  amountMinor: bigint
}

export interface BalanceRow {
  availableMinor: bigint
  frozenMinor: bigint
  marginMinor: bigint
  debtMinor: bigint
  followingMinor: bigint
}

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
    .returning({
      availableMinor: balances.availableMinor,
      frozenMinor: balances.frozenMinor,
      marginMinor: balances.marginMinor,
      debtMinor: balances.debtMinor,
      followingMinor: balances.followingMinor,
    })
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
  const delta = { available: 0n, frozen: 0n, margin: 0n, debt: 0n, following: 0n }
  for (const m of rows) delta[m.bucket] += m.amountMinor
  if (
    current.availableMinor + delta.available < 0n ||
    current.frozenMinor + delta.frozen < 0n ||
    current.marginMinor + delta.margin < 0n ||
    current.debtMinor + delta.debt < 0n ||
    current.followingMinor + delta.following < 0n
  ) {
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
    .set({
      availableMinor: sql`${balances.availableMinor} + ${String(delta.available)}::bigint`,
      frozenMinor: sql`${balances.frozenMinor} + ${String(delta.frozen)}::bigint`,
      marginMinor: sql`${balances.marginMinor} + ${String(delta.margin)}::bigint`,
      debtMinor: sql`${balances.debtMinor} + ${String(delta.debt)}::bigint`,
      followingMinor: sql`${balances.followingMinor} + ${String(delta.following)}::bigint`,
    })
    .where(and(eq(balances.userId, entry.userId), eq(balances.currency, entry.currency)))
  await tx.execute(sql`with legs as (${legs.getSQL()}) ${sums.getSQL()}`)
  heldBalances<BalanceRow>(tx, entry).set({
    availableMinor: current.availableMinor + delta.available,
    frozenMinor: current.frozenMinor + delta.frozen,
    marginMinor: current.marginMinor + delta.margin,
    debtMinor: current.debtMinor + delta.debt,
    followingMinor: current.followingMinor + delta.following,
  })
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
