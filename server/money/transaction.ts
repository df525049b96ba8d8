import type { SQL } from 'drizzle-orm'
import type { AnyPgTable } from 'drizzle-orm/pg-core'
import { ApiRefusal } from '../core/refusal.ts'
import type { Database } from '../db/database.ts'
import { log } from '../log.ts'

/** A database handle inside a transaction (drizzle passes one to `transaction`). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** One user's balance row in one currency: what a money transaction locks first. */
export interface BalanceKey {
  userId: number
  currency: string
}

/**
 * What a transaction has locked so far, to hold it to the documented order (decisions 0011,
 * 0013): balance rows first, in ascending (user, currency) order, then entity rows (an order, a
 * deposit, a loan). A balance taken after an entity row, or below one already taken, is a bug
 * that can deadlock two transactions under load, so it throws at once — on PGlite too, where it
 * could never deadlock, so a test finds it before PostgreSQL does.
 */
interface LockState {
  balances: Set<string>
  highest: BalanceKey | null
  entityLocked: boolean
  /** The balance rows this transaction holds, as they stand now (the ledger keeps them current). */
  held: Map<string, unknown>
  /** What to do once it has committed, by a key that keeps each thing once. */
  afterCommit: Map<string, (db: Database) => Promise<unknown>>
}

const lockStates = new WeakMap<object, LockState>()
const keyOf = (b: BalanceKey) => `${b.userId}:${b.currency}`

const byLockOrder = (a: BalanceKey, b: BalanceKey) =>
  a.userId - b.userId || (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0)

/**
 * The one way to run a transaction that moves money or steps a money entity: holds the work to
 * the lock order, and turns a lock time-out (every connection has one: LOCK_WAIT in
 * db/database.ts) into "busy" (spec §8 "another fund operation in progress") rather than a 5xx.
 */
export async function moneyTransaction<R>(db: Database, work: (tx: Tx) => Promise<R>): Promise<R> {
  const committed = new Map<string, (db: Database) => Promise<unknown>>()
  let result: R
  try {
    result = await db.transaction(async (tx) => {
      lockStates.set(tx, {
        balances: new Set(),
        highest: null,
        entityLocked: false,
        held: new Map(),
        afterCommit: committed,
      })
      return work(tx)
    })
  } catch (error) {
    if (isLockTimeout(error)) throw new ApiRefusal('funds.busy')
    throw error
  }
  // Best effort, after the money is safe: a failure here is logged, never the request's.
  for (const [key, then] of committed)
    await then(db).catch((error) => log.warn({ err: error }, `after commit: ${key} failed`))
  return result
}

/**
 * Runs `then` once `tx` has committed, and never if it rolls back; the same `key` twice runs
 * once. Answers false for a transaction that moneyTransaction did not open (its caller then does
 * the thing inside the transaction instead).
 */
export function afterCommit(
  tx: Tx,
  key: string,
  then: (db: Database) => Promise<unknown>,
): boolean {
  const state = lockStates.get(tx)
  if (!state) return false
  state.afterCommit.set(key, then)
  return true
}

/**
 * Checks that locking these balance rows now keeps the documented order and records them;
 * returns them in lock order. Rows already locked may be asked for again.
 */
export function balanceLockOrder(tx: Tx, wanted: readonly BalanceKey[]): BalanceKey[] {
  const sorted = [...wanted].sort(byLockOrder)
  const state = heldTo(tx)
  for (const key of sorted) {
    if (state.balances.has(keyOf(key))) continue
    if (state.entityLocked)
      throw new Error(`lock order: balance ${keyOf(key)} locked after an entity row`)
    if (state.highest && byLockOrder(key, state.highest) < 0)
      throw new Error(`lock order: balance ${keyOf(key)} locked after ${keyOf(state.highest)}`)
    state.balances.add(keyOf(key))
    state.highest = key
  }
  return sorted
}

/**
 * Locks the entity rows `where` selects (FOR UPDATE) after the transaction's balances: two
 * reviewers racing on one row see each other's result, and only one of them moves it.
 */
export async function lockRows<T extends AnyPgTable>(
  tx: Tx,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'][]> {
  heldTo(tx).entityLocked = true
  const rows = await tx
    .select()
    // biome-ignore lint/suspicious/noExplicitAny: drizzle cannot type a select over a table given as a type parameter; the caller's T does
    .from(table as any)
    .where(where)
    .for('update')
  return rows as T['$inferSelect'][]
}

/**
 * The balance rows this transaction has locked, by `user:currency`, as they stand now: a row
 * locked once is not read again, and the ledger updates it as it posts (issue 17: one round trip
 * a lock, not three).
 */
export function heldBalances<T>(
  tx: Tx,
  key: BalanceKey,
): { get(): T | undefined; set(row: T): void } {
  const held = heldTo(tx).held
  const id = keyOf(key)
  return { get: () => held.get(id) as T | undefined, set: (row) => held.set(id, row) }
}

/** A lock outside moneyTransaction would escape the order and the time-out: a bug, so it throws. */
function heldTo(tx: Tx): LockState {
  const state = lockStates.get(tx)
  if (!state) throw new Error('lock order: a row locked outside moneyTransaction')
  return state
}

function isLockTimeout(error: unknown): boolean {
  const code = (error as { code?: string }).code
  const causeCode = (error as { cause?: { code?: string } }).cause?.code
  return code === '55P03' || causeCode === '55P03'
}
