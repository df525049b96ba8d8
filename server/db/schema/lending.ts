import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { STORED_LENDING_STATES } from '../../../machines/lending/lending.ts'
import { users } from './auth.ts'
import { at } from './columns.ts'
import { orders } from './trading.ts'

/**
 * Shares of positions lent to the pool (issue 20); `state` follows machines/lending/lending.ts.
 * The fee rate and the lender's share are fixed when offered; `accruedDay` is the last trading day
 * whose fee has been paid, so the daily job pays each day once.
 */
export const shareLendings = pgTable(
  'share_lendings',
  {
    id: serial('id').primaryKey(),
    loanNo: text('loan_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    requestId: text('request_id'),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    lots: integer('lots').notNull(),
    state: text('state', { enum: STORED_LENDING_STATES }).notNull(),
    feeRate: text('fee_rate').notNull(),
    share: text('share').notNull(),
    earnedMinor: bigint('earned_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    accruedDay: text('accrued_day'),
    failReason: text('fail_reason'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('share_lendings_user_request').on(t.userId, t.requestId),
    index('share_lendings_user').on(t.userId, t.createdAt),
    index('share_lendings_state').on(t.state, t.code),
    index('share_lendings_order').on(t.orderId),
    // One lending at a time with the pool per position (the gate checks it; this guards it).
    uniqueIndex('share_lendings_one_active')
      .on(t.orderId)
      .where(sql`${t.state} in ('inProgress', 'success')`),
  ],
)
