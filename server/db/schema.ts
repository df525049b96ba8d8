import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Name/value pairs the app loads at start (spec §3 Site configuration, §7 common/config). */
export const siteConfig = pgTable('site_config', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
})

/** Codes that let a person register (spec §6 Invited user). */
export const inviteCodes = pgTable('invite_codes', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull(),
})

/** Investors, identified by phone number (spec §6), with the operator's restriction flags. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  account: text('account').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  realname: text('realname'),
  /** spec §4 Real-name: notSubmitted, underReview, passed, rejected. */
  kycStatus: text('kyc_status', { enum: ['notSubmitted', 'underReview', 'passed', 'rejected'] })
    .notNull()
    .default('notSubmitted'),
  inviteCode: text('invite_code')
    .notNull()
    .references(() => inviteCodes.code),
  frozen: boolean('frozen').notNull().default(false),
  loginBanned: boolean('login_banned').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  noTrade: boolean('no_trade').notNull().default(false),
  noWithdraw: boolean('no_withdraw').notNull().default(false),
  createdAt: at('created_at').notNull(),
})

/** Investor sessions; only a hash of the token is kept. */
export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  lastSeenAt: at('last_seen_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
})

/** Back-office operators (API.md: `admin` is seeded on first start). */
export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: at('created_at').notNull(),
})

/**
 * Orders and positions (spec §3 Order/position). `state` is the order machine's state and changes
 * only through it (machines/order/machine.ts). Prices are decimal strings in the instrument's own
 * precision; money is in minor units (cents) of `currency`.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The client's idempotency key (API.md): one order per key and user. */
    requestId: text('request_id'),
    market: text('market', { enum: ['Spain', 'usd', 'usdc'] }).notNull(),
    /** The position tab the order belongs to: listed/otc shares, crypto or forex (spec §2). */
    board: text('board').notNull(),
    currency: text('currency').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    businessType: text('business_type', { enum: ['normal', 'dayTrading', 'block'] }).notNull(),
    blockProductId: integer('block_product_id'),
    direction: text('direction', { enum: ['long', 'short'] }).notNull(),
    priceType: text('price_type', { enum: ['market', 'limit'] }).notNull(),
    limitPrice: text('limit_price'),
    lots: integer('lots').notNull(),
    leverage: integer('leverage').notNull(),
    /** spec §4 Position/order: pending, locked, holding, readyToClose, closed, cancelled. */
    state: text('state').notNull(),
    lockRule: text('lock_rule').notNull(),
    /** Fee rates fixed at placement, so a later config change never reprices an open order. */
    buyFeeRate: text('buy_fee_rate').notNull(),
    sellFeeRate: text('sell_fee_rate').notNull(),
    stampDutyRate: text('stamp_duty_rate').notNull(),
    /** What was frozen while pending: margin + fee + stamp duty at the order's price. */
    frozenMinor: bigint('frozen_minor', { mode: 'bigint' }).notNull(),
    fillPrice: text('fill_price'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    marginMinor: bigint('margin_minor', { mode: 'bigint' }),
    openFeeMinor: bigint('open_fee_minor', { mode: 'bigint' }),
    openStampDutyMinor: bigint('open_stamp_duty_minor', { mode: 'bigint' }),
    closePrice: text('close_price'),
    closeFeeMinor: bigint('close_fee_minor', { mode: 'bigint' }),
    closeStampDutyMinor: bigint('close_stamp_duty_minor', { mode: 'bigint' }),
    /** Realised gain or loss on the price, before fees (spec §3 yingkui once closed). */
    profitMinor: bigint('profit_minor', { mode: 'bigint' }),
    createdAt: at('created_at').notNull(),
    filledAt: at('filled_at'),
    lockUntil: at('lock_until'),
    closeRequestedAt: at('close_requested_at'),
    closedAt: at('closed_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    uniqueIndex('orders_user_request').on(t.userId, t.requestId),
    index('orders_user_state').on(t.userId, t.state),
    index('orders_state').on(t.state),
  ],
)

/**
 * Each user's money per currency, in three buckets: available, frozen (pending orders) and margin
 * (open positions). It is a cache of the ledger's sums, kept in the same transaction as every
 * ledger row, and the row a money-moving transaction locks; it can never go below zero.
 */
export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    availableMinor: bigint('available_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    frozenMinor: bigint('frozen_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    marginMinor: bigint('margin_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency] }),
    check('balances_available_not_negative', sql`${t.availableMinor} >= 0`),
    check('balances_frozen_not_negative', sql`${t.frozenMinor} >= 0`),
    check('balances_margin_not_negative', sql`${t.marginMinor} >= 0`),
  ],
)

/**
 * Every change of a balance, append-only: `bucket` is the balance it changes, `amountMinor` the
 * signed change. Moves between buckets are two rows that sum to zero; money that enters or leaves
 * (deposit, withdrawal, fee, stamp duty, profit) is one row.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    bucket: text('bucket', { enum: ['available', 'frozen', 'margin'] }).notNull(),
    kind: text('kind', {
      enum: [
        'deposit',
        'withdrawal',
        'freeze',
        'unfreeze',
        'margin',
        'release',
        'fee',
        'stampDuty',
        'profit',
      ],
    }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    orderNo: text('order_no'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('ledger_user').on(t.userId, t.currency)],
)

/**
 * Block-trade products (spec §2 block trade screens): an instrument at a block price, a minimum
 * number of shares and a window. Seed data until the back office can edit them.
 */
export const blockProducts = pgTable('block_products', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  blockPrice: text('block_price').notNull(),
  minShares: integer('min_shares').notNull(),
  opensAt: at('opens_at').notNull(),
  closesAt: at('closes_at').notNull(),
})

/** Each investor's watchlist (spec §2 Watchlist): instrument codes, oldest first. */
export const watchlist = pgTable(
  'watchlist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
)
