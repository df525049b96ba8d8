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
import { STORED_FOLLOW_STATES } from '../../../machines/follow/follow.ts'
import type { StrategyRule } from '../../../machines/follow/strategy.ts'
import { users } from './auth.ts'
import { at } from './columns.ts'

/**
 * Copy-trade funds (spec §3 Copy-trade product, decision 0027): a declared strategy over
 * instruments the exchange quotes, run from `startDay` (its NAV is 1 at that day's close), with
 * the terms a follower agrees to. Fees and the target are copied into each follow when it starts.
 */
export const followProducts = pgTable('follow_products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  rule: jsonb('rule').$type<StrategyRule>().notNull(),
  cycleDays: integer('cycle_days').notNull(),
  startDay: text('start_day').notNull(),
  /** The expected profit rate the product states over its term, a fraction ("0.12"). */
  expectedReturn: text('expected_return').notNull(),
  targetReturn: text('target_return').notNull(),
  serviceFeeRate: text('service_fee_rate').notNull(),
  performanceFeeRate: text('performance_fee_rate').notNull(),
  fundSizeMinor: bigint('fund_size_minor', { mode: 'bigint' }).notNull(),
  minAmountMinor: bigint('min_amount_minor', { mode: 'bigint' }).notNull(),
  deadlineAt: at('deadline_at').notNull(),
  lockUntil: at('lock_until').notNull(),
  endsAt: at('ends_at').notNull(),
  onShelf: boolean('on_shelf').notNull().default(true),
  createdAt: at('created_at').notNull(),
})

/**
 * Follows of copy-trade funds; `state` follows machines/follow/follow.ts. A follow is priced at
 * the close of the day it is made (forward pricing, as funds are): `startNav` is the fund's NAV
 * at that close, null until the close is known; `valueMinor` is what it is worth as of
 * `settledDay`'s close (the `following` bucket holds the sum of a user's).
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    followNo: text('follow_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => followProducts.id),
    requestId: text('request_id'),
    currency: text('currency').notNull(),
    state: text('state', { enum: STORED_FOLLOW_STATES }).notNull(),
    principalMinor: bigint('principal_minor', { mode: 'bigint' }).notNull(),
    valueMinor: bigint('value_minor', { mode: 'bigint' }).notNull(),
    startNav: text('start_nav'),
    settledDay: text('settled_day').notNull(),
    serviceFeeRate: text('service_fee_rate').notNull(),
    performanceFeeRate: text('performance_fee_rate').notNull(),
    targetReturn: text('target_return').notNull(),
    lockUntil: at('lock_until').notNull(),
    endsAt: at('ends_at').notNull(),
    serviceFeeMinor: bigint('service_fee_minor', { mode: 'bigint' }),
    performanceFeeMinor: bigint('performance_fee_minor', { mode: 'bigint' }),
    paidOutMinor: bigint('paid_out_minor', { mode: 'bigint' }),
    createdAt: at('created_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('follows_user_request').on(t.userId, t.requestId),
    index('follows_user').on(t.userId, t.state),
    index('follows_product').on(t.productId, t.state),
  ],
)
