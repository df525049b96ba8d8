import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { LEDGER_BUCKETS } from '../../../machines/funds/records.ts'
import { DIVIDEND_PAYMENT_STATES } from '../../../machines/order/dividends.ts'
import { ORDER_STATES } from '../../../machines/order/machine.ts'
import { STORED_RISK_STATES } from '../../../machines/order/positionRisk.ts'
import { users } from './auth.ts'
import { at } from './columns.ts'

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
     * adds waitingForStop (the order machine's states).
     */
    state: text('state', { enum: ORDER_STATES }).notNull(),
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
    riskState: text('risk_state', { enum: STORED_RISK_STATES }).notNull().default('covered'),
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
    /** Decision 0073: savings plans' holdings at cost and their cash. */
    planMinor: bigint('plan_minor', { mode: 'bigint' }).notNull().default(sql`0`),
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
    check('balances_plan_not_negative', sql`${t.planMinor} >= 0`),
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
        // Decision 0073: money into or out of a savings plan.
        'plan',
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
    state: text('state', { enum: DIVIDEND_PAYMENT_STATES }).notNull(),
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
