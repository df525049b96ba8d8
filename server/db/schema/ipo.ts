import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { STORED_SUBSCRIPTION_STATES } from '../../../machines/ipo/subscription.ts'
import { users } from './auth.ts'
import { at } from './columns.ts'

/**
 * New shares and placements (spec §3 New share), edited by the back office. Prices are decimal
 * strings in the product's currency; `tiers` is JSON [{ id, minAmount }] (spec §5 allocation
 * tiers). A lottery's seed is written when its draw runs, so the draw can be run again to the
 * same result.
 */
export const ipoProducts = pgTable('ipo_products', {
  id: serial('id').primaryKey(),
  /** ipo: allotment by lottery at the winning rate; placement: a fixed price, allotted by the back office. */
  kind: text('kind', { enum: ['ipo', 'placement'] }).notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  market: text('market', { enum: ['Spain', 'usd'] }).notNull(),
  currency: text('currency').notNull(),
  issueMarket: text('issue_market').notNull(),
  sponsor: text('sponsor').notNull(),
  issuePrice: text('issue_price').notNull(),
  provisionalPrice: text('provisional_price'),
  underwritingPrice: text('underwriting_price'),
  issueShares: bigint('issue_shares', { mode: 'number' }).notNull(),
  minShares: integer('min_shares').notNull(),
  maxSubscriptions: integer('max_subscriptions').notNull(),
  tiers: text('tiers').notNull(),
  winningRate: text('winning_rate').notNull(),
  depositPercent: text('deposit_percent').notNull(),
  waivePercent: text('waive_percent').notNull(),
  channelOpen: boolean('channel_open').notNull().default(true),
  opensAt: at('opens_at').notNull(),
  closesAt: at('closes_at').notNull(),
  drawAt: at('draw_at').notNull(),
  listingAt: at('listing_at').notNull(),
  distributionAt: at('distribution_at').notNull(),
  drawSeed: text('draw_seed'),
  drawnAt: at('drawn_at'),
  announcedAt: at('announced_at'),
  createdAt: at('created_at').notNull(),
})

/** Subscriptions to new shares; `state` follows machines/ipo/subscription.ts. */
export const ipoSubscriptions = pgTable(
  'ipo_subscriptions',
  {
    id: serial('id').primaryKey(),
    subscriptionNo: text('subscription_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => ipoProducts.id),
    requestId: text('request_id'),
    tier: text('tier').notNull(),
    currency: text('currency').notNull(),
    requestedShares: integer('requested_shares').notNull(),
    allottedShares: integer('allotted_shares'),
    frozenMinor: bigint('frozen_minor', { mode: 'bigint' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'bigint' }),
    refundedMinor: bigint('refunded_minor', { mode: 'bigint' }),
    forfeitMinor: bigint('forfeit_minor', { mode: 'bigint' }),
    /** The holding a payment opened (orders.order_no). */
    orderNo: text('order_no'),
    state: text('state', { enum: STORED_SUBSCRIPTION_STATES }).notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    drawnAt: at('drawn_at'),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('ipo_subscriptions_user_request').on(t.userId, t.requestId),
    index('ipo_subscriptions_product').on(t.productId, t.state),
    index('ipo_subscriptions_user').on(t.userId),
  ],
)
