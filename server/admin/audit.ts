import { and, desc, eq } from 'drizzle-orm'
import type { AdminCaller, Deps } from '../core/deps.ts'
import { auditLog } from '../db/schema.ts'
import { oncePerRequest } from '../money/idempotency.ts'
import { moneyTransaction, type Tx } from '../money/transaction.ts'

/**
 * One back-office action in the append-only audit log, written in the action's own transaction:
 * if the action rolls back, so does its record, and no action is ever done without one.
 */
async function writeAudit(
  tx: Tx,
  deps: Deps,
  adminId: number,
  entry: { action: string; target: string; before?: unknown; after?: unknown },
  keyed?: { requestId: string; answer: unknown },
) {
  await tx.insert(auditLog).values({
    adminId,
    action: entry.action,
    target: entry.target,
    before: entry.before === undefined ? null : JSON.stringify(entry.before, bigintSafe),
    after: entry.after === undefined ? null : JSON.stringify(entry.after, bigintSafe),
    createdAt: deps.clock.now(),
    requestId: keyed?.requestId ?? null,
    answer: keyed ? (JSON.stringify(keyed.answer ?? null, bigintSafe) ?? null) : null,
  })
}

/** What an operator's action under this key answered, if it was done. */
async function earlierAnswer<R>(deps: Deps, adminId: number, requestId: string) {
  const [row] = await deps.db
    .select({ answer: auditLog.answer })
    .from(auditLog)
    .where(and(eq(auditLog.adminId, adminId), eq(auditLog.requestId, requestId)))
  return row ? { answer: JSON.parse(row.answer ?? 'null') as R } : null
}

const bigintSafe = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value

export async function auditPage(deps: Deps, page: number, size: number) {
  const rows = await deps.db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(size)
    .offset((page - 1) * size)
  return { rows, total: await deps.db.$count(auditLog) }
}

/**
 * The one way a back-office action is done: the action and its audit row in one money
 * transaction (decision 0013: balance rows first, then entity rows, with a lock time-out).
 * `work` does the action and says what the record was before and after (and, when only the action
 * knows it, a more precise action or target); the row is written and the action's answer
 * returned. If either fails, neither happened. Under the caller's key (a console form's intent,
 * decision 0063) it is done once: the same key again gets the first answer, from its row.
 */
export function audited<R>(
  deps: Deps,
  caller: AdminCaller,
  what: { action: string; target: string },
  work: (tx: Tx) => Promise<{
    answer: R
    before?: unknown
    after?: unknown
    action?: string
    target?: string
  }>,
): Promise<R> {
  const requestId = caller.requestId
  const once = async () =>
    moneyTransaction(deps.db, async (tx) => {
      const { answer, ...entry } = await work(tx)
      const keyed = requestId ? { requestId, answer } : undefined
      await writeAudit(tx, deps, caller.admin.id, { ...what, ...entry }, keyed)
      return { answer }
    })
  return oncePerRequest(
    requestId,
    (key) => earlierAnswer<R>(deps, caller.admin.id, key),
    once,
  ).then((done) => done.answer)
}

/**
 * Login attempts on an operator's account refused as too frequent (decision 0016): written for
 * the account attacked, since no operator did it, with the address and what held it back.
 */
export function auditLoginBurst(
  deps: Deps,
  adminId: number,
  after: { address: string; hold: string },
) {
  return moneyTransaction(deps.db, (tx) =>
    writeAudit(tx, deps, adminId, {
      action: 'auth.loginRefused',
      target: `admin#${adminId}`,
      after,
    }),
  )
}
