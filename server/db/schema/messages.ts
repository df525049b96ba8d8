import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { MESSAGE_KINDS, type MessageParams } from '../../../machines/messages/kinds.ts'
import { users } from './auth.ts'
import { at } from './columns.ts'

/**
 * The inbox (spec §2 messages; issue 21): one row per message and reader, written in the
 * transaction of the event it tells of (machines/messages/kinds.ts); a broadcast to every account
 * is one row per account that exists when it is sent. `readAt` null: unread.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    params: jsonb('params').$type<MessageParams>().notNull(),
    title: text('title'),
    body: text('body'),
    ref: text('ref'),
    /** The console's request key of a broadcast (one send per key), else null. */
    requestId: text('request_id'),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    index('messages_user').on(t.userId, t.createdAt),
    // The bell counts a user's unread messages on every screen.
    index('messages_unread').on(t.userId).where(sql`${t.readAt} is null`),
    index('messages_request').on(t.requestId),
    // One broadcast per request key: racing sends of one key meet here (decision 0034).
    uniqueIndex('messages_user_request').on(t.userId, t.requestId),
  ],
)
