import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { PLAN_STATES } from '../../../machines/plans/plan.ts'
import { PLAN_DIVIDEND_POLICIES, PLAN_SCHEDULES } from '../../../machines/plans/planRules.ts'
import { PLAN_RUN_KINDS, PLAN_RUN_STATES, PLAN_SKIP_REASONS } from '../../../machines/plans/run.ts'
import { users } from './auth.ts'
import { at } from './columns.ts'

/**
 * Savings plans (issue 52, decision 0073). `state` follows machines/plans/plan.ts. Money is in
 * cents of `currency`; `cashMinor` is what the plan holds uninvested (its share of a run that could
 * not be bought, what a millionth could not buy, dividends to reinvest, proceeds of a rebalance).
 * The balance row's `plan` bucket is the sum of every plan's cost and cash in that currency.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id'),
    name: text('name').notNull(),
    market: text('market', { enum: ['Spain', 'usd'] }).notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    schedule: text('schedule', { enum: PLAN_SCHEDULES }).notNull(),
    runDay: integer('run_day').notNull(),
    dividendPolicy: text('dividend_policy', { enum: PLAN_DIVIDEND_POLICIES }).notNull(),
    state: text('state', { enum: PLAN_STATES }).notNull(),
    /** The next scheduled run's day while active; kept while paused, recomputed on resume. */
    nextRunDay: text('next_run_day'),
    cashMinor: bigint('cash_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('plans_user_request').on(t.userId, t.requestId),
    index('plans_user').on(t.userId),
    index('plans_due').on(t.state, t.nextRunDay),
    check('plans_cash_not_negative', sql`${t.cashMinor} >= 0`),
  ],
)

/**
 * A plan's instruments: each with its target weight in tenths of a percent, what it holds in
 * millionths of a share, and what that cost (fees apart: they left the plan when paid). A slice
 * taken out of the plan while it still holds units stays at weight 0 until they are sold.
 */
export const planSlices = pgTable(
  'plan_slices',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    weightTenths: integer('weight_tenths').notNull(),
    quantityMicro: bigint('quantity_micro', { mode: 'bigint' }).notNull().default(sql`0`),
    costMinor: bigint('cost_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    uniqueIndex('plan_slices_plan_code').on(t.planId, t.code),
    check('plan_slices_quantity_not_negative', sql`${t.quantityMicro} >= 0`),
    check('plan_slices_cost_not_negative', sql`${t.costMinor} >= 0`),
  ],
)

/**
 * A plan's runs (issue 52: scheduled, executed, partly executed, skipped): a scheduled or one-off
 * contribution, a rebalance, a sale or the closing sale. `state` follows machines/plans/run.ts.
 * One scheduled run per plan and day, however often the job looks.
 */
export const planRuns = pgTable(
  'plan_runs',
  {
    id: serial('id').primaryKey(),
    /** The run's reference (`P…`): its ledger rows carry it, so the records show one event. */
    runNo: text('run_no').notNull().unique(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id'),
    kind: text('kind', { enum: PLAN_RUN_KINDS }).notNull(),
    state: text('state', { enum: PLAN_RUN_STATES }).notNull(),
    day: text('day').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    percent: integer('percent'),
    reason: text('reason', { enum: PLAN_SKIP_REASONS }),
    boughtMinor: bigint('bought_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    soldMinor: bigint('sold_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    feesMinor: bigint('fees_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: at('created_at').notNull(),
    executedAt: at('executed_at'),
  },
  (t) => [
    uniqueIndex('plan_runs_user_request').on(t.userId, t.requestId),
    uniqueIndex('plan_runs_scheduled_day').on(t.planId, t.day).where(sql`${t.kind} = 'scheduled'`),
    index('plan_runs_plan').on(t.planId, t.id),
    index('plan_runs_waiting').on(t.state).where(sql`${t.state} = 'scheduled'`),
  ],
)

/** What a run bought or sold of one instrument, at the exchange's price, with its charges. */
export const planFills = pgTable(
  'plan_fills',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => planRuns.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    code: text('code').notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    quantityMicro: bigint('quantity_micro', { mode: 'bigint' }).notNull(),
    price: text('price').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    stampDutyMinor: bigint('stamp_duty_minor', { mode: 'bigint' }).notNull(),
    /** A sale: the cost the units sold carried out of the holding. */
    costMinor: bigint('cost_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('plan_fills_run').on(t.runId), index('plan_fills_plan').on(t.planId, t.code)],
)

/**
 * Dividends and distributions on a plan's holdings (issue 52 item 2): the units held when the
 * instrument went ex-dividend, entitled once per plan, instrument and ex-date (a unique index),
 * paid on the pay date into the plan's cash (reinvested at its next run) or to the balance, under
 * their own reference (`P…`) so the records show each as one event.
 */
export const planDividends = pgTable(
  'plan_dividends',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    exDay: text('ex_day').notNull(),
    payDay: text('pay_day').notNull(),
    quantityMicro: bigint('quantity_micro', { mode: 'bigint' }).notNull(),
    cashPerShare: text('cash_per_share').notNull(),
    state: text('state', { enum: ['entitled', 'paid'] }).notNull(),
    /** Where it went: the plan's cash, or the balance (the plan's choice when it was paid). */
    paidTo: text('paid_to', { enum: ['plan', 'balance'] }),
    grossMinor: bigint('gross_minor', { mode: 'bigint' }),
    taxMinor: bigint('tax_minor', { mode: 'bigint' }),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('plan_dividends_once').on(t.planId, t.code, t.exDay),
    index('plan_dividends_due').on(t.state, t.payDay),
  ],
)
