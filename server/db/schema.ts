import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { ACCOUNT_TYPES } from '../../machines/agreement/accountTypes.ts'
import { AGREEMENT_KINDS } from '../../machines/agreement/agreementGate.ts'
import { STORED_LOAN_STATES } from '../../machines/credit/loan.ts'
import { STORED_FOLLOW_STATES } from '../../machines/follow/follow.ts'
import type { StrategyRule } from '../../machines/follow/strategy.ts'
import { DEPOSIT_STATES } from '../../machines/funds/deposit.ts'
import { KYC_SUBMISSION_STATES } from '../../machines/funds/kyc.ts'
import { LEDGER_BUCKETS } from '../../machines/funds/records.ts'
import { WITHDRAWAL_STATES } from '../../machines/funds/withdrawal.ts'
import { STORED_SUBSCRIPTION_STATES } from '../../machines/ipo/subscription.ts'
import { STORED_LENDING_STATES } from '../../machines/lending/lending.ts'
import { MESSAGE_KINDS, type MessageParams } from '../../machines/messages/kinds.ts'
import { STORED_ALLOCATION_STATES } from '../../machines/quant/allocation.ts'
import { STORED_QUANT_TRANSFER_STATES } from '../../machines/quant/transfer.ts'
import { DEFAULT_CREDIT_SCORE } from '../../machines/rules.ts'

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
    businessType: text('business_type', {
      enum: ['normal', 'dayTrading', 'block', 'ipo'],
    }).notNull(),
    /**
     * Whose money the order trades (issue 20): the balance's available money, or the quant
     * account's money in trading (a strategy's order). Every leg of the order moves that bucket.
     */
    funding: text('funding', { enum: ['balance', 'quant'] })
      .notNull()
      .default('balance'),
    /** The AI quant allocation whose strategy placed the order (funding `quant`), else null. */
    allocationId: integer('allocation_id'),
    blockProductId: integer('block_product_id'),
    direction: text('direction', { enum: ['long', 'short'] }).notNull(),
    priceType: text('price_type', { enum: ['market', 'limit', 'stop', 'stopLimit'] }).notNull(),
    limitPrice: text('limit_price'),
    /** Issue 25: a stop or stop-limit order's stop, and when the price reached it. */
    stopPrice: text('stop_price'),
    triggeredAt: at('triggered_at'),
    /**
     * Issue 25 (decision 0049): the stop-loss — where a trailing stop stands now — its trail in
     * percent, and the take-profit; null for none.
     */
    stopLoss: text('stop_loss'),
    trailPercent: text('trail_percent'),
    takeProfit: text('take_profit'),
    lots: integer('lots').notNull(),
    leverage: integer('leverage').notNull(),
    /**
     * spec §4 Position/order: pending, locked, holding, readyToClose, closed, cancelled; issue 25
     * adds waitingForStop.
     */
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
    /**
     * Issue 25, a position on margin: the shares of its margin at which it is called and closed
     * out, fixed at placement like the fees (null on orders placed before: the defaults apply).
     */
    maintenanceMargin: text('maintenance_margin'),
    closeOutLevel: text('close_out_level'),
    /** machines/order/positionRisk.ts: covered or marginCall while the position is open. */
    riskState: text('risk_state', { enum: ['covered', 'marginCall'] })
      .notNull()
      .default('covered'),
    /** Why the position was closed: the user's request, a day trade's end, a close-out. */
    closeReason: text('close_reason', {
      enum: ['request', 'dayEnd', 'closeOut', 'stopLoss', 'takeProfit'],
    }),
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
    // The placement gate counts a user's orders of the last minute (spec §5 Trading frequency).
    index('orders_user_created').on(t.userId, t.createdAt),
    index('orders_state').on(t.state),
    index('orders_allocation').on(t.allocationId),
  ],
)

/**
 * Issue 25, price alerts (decision 0051): a level an instrument's price is watched for, until the
 * price reaches it (fired, told once) or the user removes it. `reference` is the price when it was
 * set (what a move is measured from).
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    currency: text('currency'),
    kind: text('kind', { enum: ['above', 'below', 'move', 'high52w', 'low52w'] }).notNull(),
    level: text('level').notNull(),
    reference: text('reference').notNull(),
    state: text('state', { enum: ['active', 'fired', 'cancelled'] })
      .notNull()
      .default('active'),
    createdAt: at('created_at').notNull(),
    firedAt: at('fired_at'),
    firedPrice: text('fired_price'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    uniqueIndex('price_alerts_user_request').on(t.userId, t.requestId),
    index('price_alerts_user_state').on(t.userId, t.state),
    // The alert sweep reads the active ones, every second.
    index('price_alerts_state').on(t.state),
  ],
)

/**
 * A loss beyond a position's margin that the house bore (issue 25): a price that gapped past the
 * close-out level. The user's balance never goes below zero; each such loss is recorded here, in
 * the transaction that closed the position (docs/decisions/0047).
 */
export const lossWriteOffs = pgTable('loss_write_offs', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  currency: text('currency').notNull(),
  /** What the close would have taken beyond the margin: the loss, fees and duty not charged. */
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  closePrice: text('close_price').notNull(),
  createdAt: at('created_at').notNull(),
})

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
    /** What the user owes on credit loans, interest included: a liability, never a negative balance. */
    debtMinor: bigint('debt_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** What the user's follows of copy-trade funds are worth, as last settled (issue 19). */
    followingMinor: bigint('following_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The quant account (issue 20): available in it, allocated to strategies, on its way out. */
    quantMinor: bigint('quant_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    quantTradingMinor: bigint('quant_trading_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    quantWithdrawingMinor: bigint('quant_withdrawing_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency] }),
    check('balances_available_not_negative', sql`${t.availableMinor} >= 0`),
    check('balances_frozen_not_negative', sql`${t.frozenMinor} >= 0`),
    check('balances_margin_not_negative', sql`${t.marginMinor} >= 0`),
    check('balances_debt_not_negative', sql`${t.debtMinor} >= 0`),
    check('balances_following_not_negative', sql`${t.followingMinor} >= 0`),
    check('balances_quant_not_negative', sql`${t.quantMinor} >= 0`),
    check('balances_quant_trading_not_negative', sql`${t.quantTradingMinor} >= 0`),
    check('balances_quant_withdrawing_not_negative', sql`${t.quantWithdrawingMinor} >= 0`),
  ],
)

/**
 * Every change of a balance, append-only: `bucket` is the balance it changes, `amountMinor` the
 * signed change. Moves between buckets are two rows that sum to zero; money that enters or leaves
 * (deposit, withdrawal, fee, stamp duty, profit, forfeit) is one row. A loan is two rows: the
 * money arrives in `available` and the same amount is owed in `debt`; interest adds to `debt`;
 * a repayment takes from both.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    bucket: text('bucket', { enum: LEDGER_BUCKETS }).notNull(),
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
        'exchange',
        'forfeit',
        'loan',
        'interest',
        'repayment',
        'follow',
        'dividend',
        'withholding',
        'quantTransfer',
        'lendingFee',
        'reward',
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

/**
 * Credit loans (spec §3 Loan); `state` follows machines/credit/loan.ts. `outstandingMinor` is what
 * is owed now (principal and accrued interest); interest accrues by whole days from `accruedAt`.
 */
export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    loanNo: text('loan_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id'),
    currency: text('currency').notNull(),
    principalMinor: bigint('principal_minor', { mode: 'bigint' }).notNull(),
    outstandingMinor: bigint('outstanding_minor', { mode: 'bigint' }).notNull(),
    interestMinor: bigint('interest_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    repaidMinor: bigint('repaid_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    dailyRate: text('daily_rate').notNull(),
    state: text('state', { enum: STORED_LOAN_STATES }).notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    accruedAt: at('accrued_at'),
    repaidAt: at('repaid_at'),
  },
  (t) => [
    uniqueIndex('loans_user_request').on(t.userId, t.requestId),
    index('loans_user').on(t.userId),
    index('loans_state').on(t.state),
  ],
)

/**
 * Each repayment of a loan, with what the loan was after it: the record behind `loan/repay`'s
 * idempotency (the same requestId answers this row again and repays nothing more).
 */
export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    outstandingAfterMinor: bigint('outstanding_after_minor', { mode: 'bigint' }).notNull(),
    stateAfter: text('state_after', { enum: STORED_LOAN_STATES }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('loan_repayments_user_request').on(t.userId, t.requestId),
    index('loan_repayments_loan').on(t.loanId),
  ],
)

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

/**
 * Dividends owed on positions (issue 19): a position open when its share went ex-dividend is
 * entitled to the dividend on its lots (a short owes it), paid on the pay date through the ledger,
 * under the position's order number. One row per position and ex-date, so the job that writes
 * them runs once however often it runs, and in two processes.
 */
export const dividendPayments = pgTable(
  'dividend_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    code: text('code').notNull(),
    exDay: text('ex_day').notNull(),
    payDay: text('pay_day').notNull(),
    lots: integer('lots').notNull(),
    direction: text('direction', { enum: ['long', 'short'] }).notNull(),
    /** Cash per share, as the exchange's ex-date gap gave it, to four places. */
    cashPerShare: text('cash_per_share').notNull(),
    state: text('state', { enum: ['entitled', 'paid'] }).notNull(),
    grossMinor: bigint('gross_minor', { mode: 'bigint' }),
    taxMinor: bigint('tax_minor', { mode: 'bigint' }),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('dividend_payments_order_ex').on(t.orderId, t.exDay),
    index('dividend_payments_due').on(t.state, t.payDay),
  ],
)

/**
 * Splits applied to orders (issue 19): an order open or pending when its share split holds
 * `ratio` times the lots at 1/ratio of the price, so its amount, margin and fees stay as they
 * were. One row per order and split day, written in the transaction that adjusts the order, so
 * a split is applied once however often the job runs, and in two processes.
 */
export const positionSplits = pgTable(
  'position_splits',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    day: text('day').notNull(),
    ratio: integer('ratio').notNull(),
    lotsBefore: integer('lots_before').notNull(),
    lotsAfter: integer('lots_after').notNull(),
    /** The fill price (or the limit price of a pending order) before and after. */
    priceBefore: text('price_before'),
    priceAfter: text('price_after'),
    appliedAt: at('applied_at').notNull(),
  },
  (t) => [uniqueIndex('position_splits_order_day').on(t.orderId, t.day)],
)

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

/** Signed agreements (spec §2 contract1, contract2, contractOrder; decision 0035). */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    contractNo: text('contract_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id'),
    kind: text('kind', { enum: AGREEMENT_KINDS }).notNull(),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }),
    phone: text('phone').notNull(),
    /** The ID number's last 4 characters (the full one is the real-name submission's). */
    idNumberTail: text('id_number_tail').notNull(),
    signatureUploadId: text('signature_upload_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('agreements_user_request').on(t.userId, t.requestId),
    index('agreements_user').on(t.userId, t.createdAt),
  ],
)
