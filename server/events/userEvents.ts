import { sql } from 'drizzle-orm'
import type { UserEventTopic } from '../../machines/messages/userEvents.ts'
import { afterCommit, type Tx } from '../money/transaction.ts'

/** The PostgreSQL channel every server process listens on (eventHub.ts). */
export const USER_EVENTS_CHANNEL = 'tradeflow_user_events'

/** What travels on the channel: whose app (null: everyone's), and what to refresh. */
export interface UserEventNote {
  userId: number | null
  topic: UserEventTopic
}

/**
 * Tells `userId`'s open apps (every signed-in app's, for null: a broadcast), in whichever process
 * they are connected, that `topic` changed: once the caller's transaction has committed, never if
 * it rolls back, so an app never hears of a change that did not happen. Sent after the commit,
 * not in it: PostgreSQL serialises the commits of transactions that NOTIFY, which money must not
 * wait on for a refresh the app also makes on its own (decision 0046).
 */
export async function announce(tx: Tx, userId: number | null, topic: UserEventTopic) {
  const note = JSON.stringify({ userId, topic } satisfies UserEventNote)
  const send = (db: Pick<Tx, 'execute'>) =>
    db.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${note})`)
  if (!afterCommit(tx, `announce ${note}`, send)) await send(tx)
}
