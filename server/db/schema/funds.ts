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
import { DEPOSIT_STATES } from '../../../machines/funds/deposit.ts'
import { KYC_SUBMISSION_STATES } from '../../../machines/funds/kyc.ts'
import { WITHDRAWAL_STATES } from '../../../machines/funds/withdrawal.ts'
import { users } from './auth.ts'
import { at } from './columns.ts'

/**
 * Uploaded images (ID photos, deposit proofs, wallet QR codes): the bytes live in a file under
 * the data folder named by `id` (server-made, never the client's name); this row says whose it
 * is and what it is, so only its owner and reviewers get it back.
 */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose', { enum: ['idFront', 'idBack', 'proof', 'qr', 'signature'] }).notNull(),
  mime: text('mime').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: at('created_at').notNull(),
})

/** Bank cards a user withdraws to (spec §3 Bank card); a card number belongs to one account. */
export const bankCards = pgTable('bank_cards', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  holder: text('holder').notNull(),
  number: text('number').notNull().unique(),
  bankName: text('bank_name').notNull(),
  branchName: text('branch_name').notNull(),
  bankCode: text('bank_code').notNull(),
  createdAt: at('created_at').notNull(),
})

/** Crypto wallet addresses a user withdraws USDC to (spec §3 Wallet). */
export const wallets = pgTable('wallets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  network: text('network', { enum: ['ERC20', 'TRC20'] }).notNull(),
  address: text('address').notNull().unique(),
  qrUploadId: text('qr_upload_id').references(() => uploads.id),
  createdAt: at('created_at').notNull(),
})

/** Real-name submissions (spec §3 Real-name data); `state` follows machines/funds/kyc.ts. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    idNumber: text('id_number').notNull(),
    /** YYYY-MM-DD (spec §9 Age; issue 21). Empty for submissions made before it was asked. */
    dateOfBirth: text('date_of_birth').notNull().default(''),
    frontUploadId: text('front_upload_id')
      .notNull()
      .references(() => uploads.id),
    backUploadId: text('back_upload_id')
      .notNull()
      .references(() => uploads.id),
    state: text('state', { enum: KYC_SUBMISSION_STATES }).notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [index('kyc_state').on(t.state)],
)

/** Where users send money (spec §2 capital channel): a bank account or a crypto address. */
export const depositChannels = pgTable('deposit_channels', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['bank', 'crypto'] }).notNull(),
  currency: text('currency').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  bankName: text('bank_name').notNull(),
  minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
  maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
  active: boolean('active').notNull().default(true),
  /** A placeholder seeded on first start (issue 18): shown as demo until an operator saves it. */
  demo: boolean('demo').notNull().default(false),
  /**
   * A private channel (spec §5 Other, §8 Funds; decision 0038): its details, password and secret
   * key are given by customer service; a deposit quotes the password (kept hashed) and the key.
   */
  passwordHash: text('password_hash'),
  secretKey: text('secret_key'),
})

/** Deposits (spec §3 Deposit); `state` follows machines/funds/deposit.ts. */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id'),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    proofUploadId: text('proof_upload_id')
      .notNull()
      .references(() => uploads.id),
    state: text('state', { enum: DEPOSIT_STATES }).notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('deposits_user_request').on(t.userId, t.requestId),
    index('deposits_user').on(t.userId),
    index('deposits_state').on(t.state),
  ],
)

/** Withdrawals (spec §3 Withdrawal); `state` follows machines/funds/withdrawal.ts. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id'),
    methodKind: text('method_kind', { enum: ['card', 'wallet'] }).notNull(),
    methodId: integer('method_id').notNull(),
    /** The card or address as the user sees it (masked card number). */
    methodLabel: text('method_label').notNull(),
    /**
     * Where to pay, in full, as it stood when the user asked (JSON, machines/funds/calls.ts
     * payee): what the reviewer who marks it paid needs, even if the card is removed later.
     * Null for withdrawals made before it was kept.
     */
    payee: text('payee'),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    state: text('state', { enum: WITHDRAWAL_STATES }).notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_user_request').on(t.userId, t.requestId),
    index('withdrawals_user').on(t.userId),
    index('withdrawals_state').on(t.state),
  ],
)

/** Currency exchanges (spec §3 Exchange): the two ledger rows carry this orderNo. */
export const exchanges = pgTable(
  'exchanges',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id'),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    fromMinor: bigint('from_minor', { mode: 'bigint' }).notNull(),
    toMinor: bigint('to_minor', { mode: 'bigint' }).notNull(),
    fromRate: text('from_rate').notNull(),
    toRate: text('to_rate').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('exchanges_user_request').on(t.userId, t.requestId)],
)
