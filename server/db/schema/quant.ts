import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { StrategyRule } from '../../../machines/follow/strategy.ts'
import { STORED_ALLOCATION_STATES } from '../../../machines/quant/allocation.ts'
import { STORED_QUANT_TRANSFER_STATES } from '../../../machines/quant/transfer.ts'
import { users } from './auth.ts'
import { at } from './columns.ts'

/**
 * Transfers between the balance and the quant account (issue 20); `state` follows
 * machines/quant/transfer.ts. Money in is done at once; money out is withdrawing until
 * `arrivesAt` (the second trading day's open, spec §9), when the arrival job moves it on.
 */
export const quantTransfers = pgTable(
  'quant_transfers',
  {
    id: serial('id').primaryKey(),
    transferNo: text('transfer_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id'),
    currency: text('currency').notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    state: text('state', { enum: STORED_QUANT_TRANSFER_STATES }).notNull(),
    createdAt: at('created_at').notNull(),
    arrivesAt: at('arrives_at'),
    arrivedAt: at('arrived_at'),
  },
  (t) => [
    uniqueIndex('quant_transfers_user_request').on(t.userId, t.requestId),
    index('quant_transfers_user').on(t.userId, t.createdAt),
    index('quant_transfers_due').on(t.state, t.arrivesAt),
  ],
)

/**
 * AI quant strategies (issue 20): a rule of machines/follow/strategy.ts over instruments the
 * exchange quotes, in one currency. On the shelf, users may allocate quant money to it; enabled,
 * its job places and closes orders for every allocation running in it.
 */
export const quantStrategies = pgTable('quant_strategies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency', { enum: ['EUR', 'USD'] }).notNull(),
  rule: jsonb('rule').$type<StrategyRule>().notNull(),
  cycleDays: integer('cycle_days').notNull(),
  minAmountMinor: bigint('min_amount_minor', { mode: 'bigint' }).notNull(),
  onShelf: boolean('on_shelf').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: at('created_at').notNull(),
})

/**
 * Quant money a user allocated to a strategy (machines/quant/allocation.ts). Its cash is not a
 * column: it is the ledger's legs in the money in trading under its number and its orders'
 * (server/quant/allocationBook.ts). `decidedDay` is the last finished close its rule acted on.
 */
export const quantAllocations = pgTable(
  'quant_allocations',
  {
    id: serial('id').primaryKey(),
    allocationNo: text('allocation_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    strategyId: integer('strategy_id')
      .notNull()
      .references(() => quantStrategies.id),
    requestId: text('request_id'),
    currency: text('currency', { enum: ['EUR', 'USD'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    state: text('state', { enum: STORED_ALLOCATION_STATES }).notNull(),
    decidedDay: text('decided_day'),
    /** What returned to the quant account when it stopped. */
    returnedMinor: bigint('returned_minor', { mode: 'bigint' }),
    createdAt: at('created_at').notNull(),
    stopRequestedAt: at('stop_requested_at'),
    stoppedAt: at('stopped_at'),
  },
  (t) => [
    uniqueIndex('quant_allocations_user_request').on(t.userId, t.requestId),
    index('quant_allocations_user').on(t.userId, t.createdAt),
    index('quant_allocations_state').on(t.state),
    // One allocation at a time per user and strategy (the gate checks it; this guards it).
    uniqueIndex('quant_allocations_one_active')
      .on(t.userId, t.strategyId)
      .where(sql`${t.state} in ('running', 'stopping')`),
  ],
)
