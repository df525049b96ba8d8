import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { STORED_LOAN_STATES } from '../../../machines/credit/loan.ts'
import { users } from './auth.ts'
import { at } from './columns.ts'

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
