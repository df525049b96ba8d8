import { sql } from 'drizzle-orm'
import type { UserEventTopic } from '../../machines/messages/userEvents.ts'
import type { Tx } from '../money/transaction.ts'

/** The PostgreSQL channel every server process listens on (eventHub.ts). */
export const USER_EVENTS_CHANNEL = 'tradeflow_user_events'

/** What travels on the channel: whose app (null: everyone's), and what to refresh. */
export interface UserEventNote {
  userId: number | null
  topic: UserEventTopic
}

/**
 * Tells `userId`'s open apps (every signed-in app's, for null: a broadcast), in whichever process they are connected, that `topic` changed.
 * Sent in the caller's transaction: PostgreSQL delivers a NOTIFY at commit, and never when the
 * transaction rolls back, so an app never hears of a change that did not happen.
 */
export async function announce(tx: Tx, userId: number | null, topic: UserEventTopic) {
  const note: UserEventNote = { userId, topic }
  await tx.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${JSON.stringify(note)})`)
}
