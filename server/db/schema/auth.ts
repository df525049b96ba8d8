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
import { ACCOUNT_TYPES } from '../../../machines/agreement/accountTypes.ts'
import { KYC_STATUSES } from '../../../machines/funds/kyc.ts'
import { DEFAULT_CREDIT_SCORE } from '../../../machines/rules.ts'
import { at } from './columns.ts'

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
  /** spec §4 Real-name: the real-name machine's state (machines/funds/kyc.ts). */
  kycStatus: text('kyc_status', { enum: KYC_STATUSES }).notNull().default('notSubmitted'),
  inviteCode: text('invite_code')
    .notNull()
    .references(() => inviteCodes.code),
  frozen: boolean('frozen').notNull().default(false),
  loginBanned: boolean('login_banned').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  noTrade: boolean('no_trade').notNull().default(false),
  /** Issue 25: classed a professional client by the console; retail leverage caps do not apply. */
  professional: boolean('professional').notNull().default(false),
  /**
   * Issue 25, the appropriateness check before trading on margin: when it was taken (null: not
   * yet), its answers, and whether they showed trading on margin appropriate (else the user
   * acknowledged the warning).
   */
  appropriatenessAt: at('appropriateness_at'),
  appropriatenessAnswers: jsonb('appropriateness_answers').$type<Record<string, string | null>>(),
  appropriate: boolean('appropriate'),
  noWithdraw: boolean('no_withdraw').notNull().default(false),
  /** The fund (payment) password of spec §3 Registration, hashed like the login password. */
  fundPasswordHash: text('fund_password_hash'),
  /** Wrong fund passwords in a row, and the pause they caused (rules.ts FUND_PASSWORD_*). */
  fundPasswordFailures: integer('fund_password_failures').notNull().default(0),
  fundPasswordLockedUntil: at('fund_password_locked_until'),
  /** spec §3 Account, §6 Withdrawal gate: the credit score the back office keeps. */
  creditScore: integer('credit_score').notNull().default(DEFAULT_CREDIT_SCORE),
  /** spec §3 Account: the credit limit, set on activation and changed by the back office. */
  creditLimitMinor: bigint('credit_limit_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  /** spec §6: the account type the investment agreement names; `dma` is the seat account. */
  accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull().default('standard'),
  /** spec §6: an institution's code, set by the operator; an institutional account needs one. */
  institutionCode: text('institution_code'),
  /** spec §6: only core members can sign the core-member agreement; set by the operator. */
  coreMember: boolean('core_member').notNull().default(false),
  creditActivatedAt: at('credit_activated_at'),
  createdAt: at('created_at').notNull(),
})

/** Investor sessions; only a hash of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** The device it was opened on (server/auth/devices.ts), for "login from a new device". */
    device: text('device'),
    /** Issue 25: what the user recognises the device by ("Chrome · Android"), for their list. */
    deviceLabel: text('device_label'),
  },
  (t) => [index('sessions_user_device').on(t.userId, t.device)],
)

/** Back-office operators (API.md: `admin` is seeded on first start). */
export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: at('created_at').notNull(),
})

/**
 * Issue 25: a person's second factor (decision 0050) — an investor's or an operator's: the TOTP
 * secret of the authenticator app once enabled, the secret offered while they set it up, and the
 * last time step a code was accepted for (a code works once).
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind', { enum: ['user', 'admin'] }).notNull(),
    ownerId: integer('owner_id').notNull(),
    secret: text('secret'),
    pendingSecret: text('pending_secret'),
    enabledAt: at('enabled_at'),
    lastStep: bigint('last_step', { mode: 'number' }),
  },
  (t) => [uniqueIndex('two_factors_owner').on(t.ownerKind, t.ownerId)],
)

/** Issue 25: the one-time recovery codes of a second factor; only a hash of each is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    twoFactorId: integer('two_factor_id')
      .notNull()
      .references(() => twoFactors.id),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('recovery_codes_owner').on(t.twoFactorId)],
)

/**
 * One-time login-password reset codes an operator issued after customer service verified the
 * investor (decision 0024). Only an scrypt hash of the code is kept; a code works once, until
 * `expiresAt` on the server's clock, and only while `endedAt` is empty (used, or replaced by a
 * newer code for the same account).
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => adminUsers.id),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    /** `used` when it set a password, `replaced` when a newer code was issued. */
    endedBy: text('ended_by', { enum: ['used', 'replaced'] }),
  },
  (t) => [index('password_reset_codes_user').on(t.userId, t.endedAt)],
)

/** Back-office sessions: a token of their own, never an investor's (API.md). */
export const adminSessions = pgTable('admin_sessions', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => adminUsers.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  /**
   * Issue 25: when this session passed the operator's second factor (a code at login, or the
   * set-up's first code); null for a session that may only set it up (decision 0052).
   */
  secondFactorAt: at('second_factor_at'),
})

/**
 * Attempt counters of the login and registration limits (decision 0016): one row a key (an
 * address, an account from an address…), a fixed window each, in the database so that every
 * server process sees the same counts and a restart forgets nothing.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
  lastAt: at('last_at').notNull(),
  /** When the window ends: rows past it are swept. */
  expiresAt: at('expires_at').notNull(),
})

/**
 * Every back-office action: who, what, on what, when, and the record before and after (JSON).
 * Append-only: a trigger (migration 0004) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: text('before'),
    after: text('after'),
    createdAt: at('created_at').notNull(),
    /**
     * The operator's key for this action (decision 0063), and what it answered: a retry of the
     * key gets that answer again and does nothing twice.
     */
    requestId: text('request_id'),
    answer: text('answer'),
  },
  (t) => [uniqueIndex('audit_log_user_request').on(t.adminId, t.requestId)],
)
