import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
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
 * Orders and positions (spec §3 Order/position). The Trading work fills and moves them; until then
 * `trade/userstocklist` reads this table and finds it empty. Money is in minor units (cents).
 */
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  market: text('market', { enum: ['Spain', 'usd', 'usdc'] }).notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  direction: text('direction', { enum: ['long', 'short'] }).notNull(),
  priceType: text('price_type', { enum: ['market', 'limit'] }).notNull(),
  lots: integer('lots').notNull(),
  leverage: integer('leverage').notNull().default(1),
  buyPriceMinor: bigint('buy_price_minor', { mode: 'bigint' }).notNull(),
  /** spec §4 Position/order: pending, holding, locked, readyToClose, closed, cancelled. */
  state: text('state').notNull(),
  /** spec §3 yingkui: profit and loss, in minor units. */
  profitMinor: bigint('profit_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  createdAt: at('created_at').notNull(),
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
