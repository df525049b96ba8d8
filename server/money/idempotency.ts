import { ApiRefusal } from '../core/refusal.ts'
/**
 * A state-changing call done once per user and `requestId` (API.md): the same key returns the
 * first answer and changes nothing again, also when it arrives many times at once. The first
 * look answers a retry; a racer that slipped past it loses on the `<table>_user_request` unique
 * index and is answered from the winner's row instead of a 5xx.
 */
export async function oncePerRequest<R>(
  requestId: string | undefined,
  earlier: (requestId: string) => Promise<R | null>,
  work: () => Promise<R>,
): Promise<R> {
  if (requestId) {
    const found = await earlier(requestId)
    if (found) return found
  }
  return collisionAnswered(requestId, earlier, work)
}

/**
 * `work`, whose racer on the same `requestId` is answered from the winner's row: for work that
 * looks for an earlier answer itself, under the lock it takes (one round trip fewer).
 */
export async function collisionAnswered<R>(
  requestId: string | undefined,
  earlier: (requestId: string) => Promise<R | null>,
  work: () => Promise<R>,
): Promise<R> {
  try {
    return await work()
  } catch (error) {
    // A racer on the same key loses on the unique index, or — when the winner used up what the
    // gate checks (the whole balance) — is refused by the gate before it gets there. Either way
    // the key has an answer by now: the winner's.
    if (!requestId || !(isRequestIdCollision(error) || error instanceof ApiRefusal)) throw error
    const found = await earlier(requestId)
    if (!found) throw error
    return found
  }
}

/** A unique violation on one of the `…_user_request` indexes of server/db/schema.ts. */
function isRequestIdCollision(error: unknown): boolean {
  for (const e of [error, (error as { cause?: unknown }).cause]) {
    const { code, constraint } = (e ?? {}) as { code?: string; constraint?: string }
    if (code === '23505' && (constraint ?? '').endsWith('_user_request')) return true
  }
  return false
}
