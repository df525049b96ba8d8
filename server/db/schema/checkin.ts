import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { at } from './columns.ts'

/** Daily check-ins (spec §5 Other; decision 0033): one per user and Madrid calendar day. */
export const checkins = pgTable(
  'checkins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: text('day').notNull(),
    createdAt: at('created_at').notNull(),
  },
  // Once per day: two racing check-ins meet here.
  (t) => [uniqueIndex('checkins_user_day').on(t.userId, t.day)],
)

/** Rewards check-ins were spent on; the money is a ledger row under `rewardNo`. */
export const checkinRewards = pgTable(
  'checkin_rewards',
  {
    id: serial('id').primaryKey(),
    rewardNo: text('reward_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id'),
    checkins: integer('checkins').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('checkin_rewards_user_request').on(t.userId, t.requestId),
    index('checkin_rewards_user').on(t.userId),
  ],
)
