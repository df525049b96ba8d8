import { and, count, desc, eq, inArray, max } from 'drizzle-orm'
import { type ActivationFacts, activationConditions } from '../../machines/credit/activation.ts'
import { activationInput, borrowInput, repayInput } from '../../machines/credit/calls.ts'
import { type LoanState, loanMachine, OWED_LOAN_STATES } from '../../machines/credit/loan.ts'
import { type CreditTerms, creditLimitFor, interestMinor } from '../../machines/credit/terms.ts'
import { refusalOf } from '../../machines/gate.ts'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import { CREDIT_CURRENCY } from '../../machines/rules.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { balances, bankCards, ledger, loanRepayments, loans, users } from '../db/schema.ts'
import { moneyParams, notify } from '../messages/notify.ts'
import { stepEntity } from '../money/entity.ts'
import { oncePerRequest } from '../money/idempotency.ts'
import { lockBalance, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { newOrderNo } from '../trading/orderNo.ts'
import { readCreditTerms } from './creditConfig.ts'

const DAY_MS = 86_400_000
/** Loans that are owed or waiting for review: what blocks a new request. */
const OPEN_LOAN_STATES = ['pendingReview', ...OWED_LOAN_STATES] as Array<
  (typeof loans.$inferSelect)['state']
>
type LoanRow = typeof loans.$inferSelect
type UserRow = typeof users.$inferSelect

/** What the credit limit leaves to borrow while `owed` is owed (never below zero). */
const borrowableMinor = (user: UserRow, owed: LoanRow | null) => {
  const borrowed = owed?.outstandingMinor ?? 0n
  return user.creditLimitMinor > borrowed ? user.creditLimitMinor - borrowed : 0n
}

export function loanView(row: LoanRow) {
  return {
    id: row.id,
    loanNo: row.loanNo,
    currency: row.currency,
    principal: minorToDecimal(row.principalMinor),
    outstanding: minorToDecimal(row.outstandingMinor),
    interest: minorToDecimal(row.interestMinor),
    repaid: minorToDecimal(row.repaidMinor),
    dailyRate: row.dailyRate,
    state: row.state,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    repaidAt: row.repaidAt?.toISOString() ?? null,
  }
}

/**
 * Interest on an owed loan for the whole days since it last accrued, as one ledger row on the
 * debt bucket in the caller's transaction (the loan row must be locked). Returns the row as it is
 * now.
 */
export async function accrueInterest(tx: Tx, row: LoanRow, now: Date): Promise<LoanRow> {
  if (!OWED_LOAN_STATES.includes(row.state) || !row.accruedAt) return row
  const days = Math.floor((now.getTime() - row.accruedAt.getTime()) / DAY_MS)
  if (days <= 0) return row
  const interest = interestMinor(row.outstandingMinor, days, { dailyRate: row.dailyRate })
  await post(tx, { userId: row.userId, currency: row.currency, orderNo: row.loanNo, at: now }, [
    { bucket: 'debt', kind: 'interest', amountMinor: interest },
  ])
  const [after] = await tx
    .update(loans)
    .set({
      outstandingMinor: row.outstandingMinor + interest,
      interestMinor: row.interestMinor + interest,
      accruedAt: new Date(row.accruedAt.getTime() + days * DAY_MS),
    })
    .where(eq(loans.id, row.id))
    .returning()
  return after!
}

/** The user's loans that are owed or waiting for review, locked, with interest brought up to now. */
async function openLoans(tx: Tx, userId: number, now: Date) {
  const rows = await lockRows(
    tx,
    loans,
    and(eq(loans.userId, userId), inArray(loans.state, OPEN_LOAN_STATES)),
  )
  rows.sort((a, b) => b.id - a.id)
  const current: LoanRow[] = []
  for (const row of rows) current.push(await accrueInterest(tx, row, now))
  return {
    owed: current.find((r) => OWED_LOAN_STATES.includes(r.state)) ?? null,
    pending: current.find((r) => r.state === 'pendingReview') ?? null,
  }
}

async function activationFacts(tx: Tx, user: UserRow, now: Date): Promise<ActivationFacts> {
  const [balance] = await tx
    .select()
    .from(balances)
    .where(and(eq(balances.userId, user.id), eq(balances.currency, CREDIT_CURRENCY)))
  const [activity] = await tx
    .select({ last: max(ledger.createdAt) })
    .from(ledger)
    .where(eq(ledger.userId, user.id))
  const [cards] = await tx
    .select({ n: count() })
    .from(bankCards)
    .where(eq(bankCards.userId, user.id))
  // Everything the user holds in euros counts, money in copy trades and the quant account too.
  const assets = balance
    ? balance.availableMinor +
      balance.frozenMinor +
      balance.marginMinor +
      balance.followingMinor +
      balance.quantMinor +
      balance.quantTradingMinor +
      balance.quantWithdrawingMinor
    : 0n
  return {
    activated: user.creditActivatedAt !== null,
    kyc: user.kycStatus,
    lastActivityAt: activity?.last ? new Date(activity.last).getTime() : null,
    now: now.getTime(),
    assets: minorToDecimal(assets),
    bankCards: cards?.n ?? 0,
  }
}

async function lockUser(tx: Tx, userId: number) {
  const [user] = await lockRows(tx, users, eq(users.id, userId))
  if (!user) throw new ApiRefusal('auth.accountMissing')
  return user
}

/** loan/rating (API.md): the credit score, each activation condition, the limit and the loan. */
export async function creditRating(deps: Deps, userId: number) {
  const now = deps.clock.now()
  const terms = await readCreditTerms(deps.db)
  return moneyTransaction(deps.db, async (tx) => {
    await lockBalance(tx, userId, CREDIT_CURRENCY)
    const user = await lockUser(tx, userId)
    return ratingOf(tx, user, now, terms)
  })
}

async function ratingOf(tx: Tx, user: UserRow, now: Date, terms: CreditTerms) {
  const facts = await activationFacts(tx, user, now)
  const { owed, pending } = await openLoans(tx, user.id, now)
  const [balance] = await tx
    .select({ available: balances.availableMinor })
    .from(balances)
    .where(and(eq(balances.userId, user.id), eq(balances.currency, CREDIT_CURRENCY)))
  const blocked = refusalOf(activationInput(facts))
  return {
    currency: CREDIT_CURRENCY,
    creditScore: user.creditScore,
    activated: facts.activated,
    activationBlockedBy: blocked?.code ?? null,
    conditions: activationConditions(facts),
    facts,
    creditLimit: minorToDecimal(user.creditLimitMinor),
    /** What activation would grant at today's score (before activation) or grants now. */
    limitOnActivation: minorToDecimal(creditLimitFor(user.creditScore, terms)),
    borrowable: minorToDecimal(borrowableMinor(user, owed)),
    minLoan: terms.minLoan,
    borrowed: minorToDecimal(owed?.outstandingMinor ?? 0n),
    available: minorToDecimal(balance?.available ?? 0n),
    dailyRate: terms.dailyRate,
    loan: owed ? loanView(owed) : null,
    pending: pending ? loanView(pending) : null,
  }
}

/** loan/activate: the gate on fresh facts, then the limit from the credit score (config). */
export async function activateCredit(deps: Deps, userId: number) {
  const now = deps.clock.now()
  const terms = await readCreditTerms(deps.db)
  return moneyTransaction(deps.db, async (tx) => {
    await lockBalance(tx, userId, CREDIT_CURRENCY)
    const user = await lockUser(tx, userId)
    enforce(activationInput(await activationFacts(tx, user, now)))
    const [after] = await tx
      .update(users)
      .set({ creditActivatedAt: now, creditLimitMinor: creditLimitFor(user.creditScore, terms) })
      .where(eq(users.id, user.id))
      .returning()
    return ratingOf(tx, after!, now, terms)
  })
}

/**
 * loan/borrow: a request pending review. The user's euro balance row is locked first, so two
 * requests at once are serialised and the second sees the first (spec §5: a pending-review
 * request blocks a new one).
 */
export async function requestLoan(
  deps: Deps,
  userId: number,
  form: { amount: string; requestId?: string | undefined },
) {
  const now = deps.clock.now()
  const terms = await readCreditTerms(deps.db)
  return oncePerRequest(
    form.requestId,
    (requestId) => earlierLoan(deps, userId, requestId),
    () =>
      moneyTransaction(deps.db, async (tx) => {
        await lockBalance(tx, userId, CREDIT_CURRENCY)
        const user = await lockUser(tx, userId)
        const { owed, pending } = await openLoans(tx, userId, now)
        enforce(
          borrowInput(form, {
            activated: user.creditActivatedAt !== null,
            loan: owed,
            pending,
            borrowable: minorToDecimal(borrowableMinor(user, owed)),
            minLoan: terms.minLoan,
          }),
        )
        const state = stepEntity<LoanState>(
          loanMachine,
          { state: 'requested' },
          { type: 'loan.submit' },
          'loan.pendingReview',
        )
        const principal = decimalToMinor(form.amount)!
        const [row] = await tx
          .insert(loans)
          .values({
            loanNo: newOrderNo('L', now),
            userId,
            requestId: form.requestId ?? null,
            currency: CREDIT_CURRENCY,
            principalMinor: principal,
            outstandingMinor: 0n,
            dailyRate: terms.dailyRate,
            state: state as LoanRow['state'],
            createdAt: now,
          })
          .returning()
        return { loanNo: row!.loanNo, state: row!.state }
      }),
  )
}

async function earlierLoan(deps: Deps, userId: number, requestId: string) {
  const [earlier] = await deps.db
    .select({ loanNo: loans.loanNo, state: loans.state })
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.requestId, requestId)))
  return earlier ?? null
}

/**
 * The back office approves or rejects a loan. Approval lends the money: it arrives in the
 * available balance and the same amount is owed (the debt bucket), in one transaction.
 */
export async function decideLoan(
  tx: Tx,
  deps: Deps,
  id: number,
  decision: { approve: boolean; reason?: string | undefined },
) {
  const [found] = await tx.select().from(loans).where(eq(loans.id, id))
  if (!found) throw new ApiRefusal('order.missing')
  // The borrower's balance first, then the loan: the order a repayment takes, so they never
  // deadlock.
  await lockBalance(tx, found.userId, found.currency)
  const [row] = await lockRows(tx, loans, eq(loans.id, id))
  if (!row) throw new ApiRefusal('order.missing')
  const event = decision.approve
    ? { type: 'loan.approve' }
    : { type: 'loan.reject', reason: decision.reason ?? '' }
  const fallback = row.state === 'pendingReview' ? 'review.reasonRequired' : 'review.alreadyDecided'
  const state = stepEntity(loanMachine, row, event, fallback)
  const at = deps.clock.now()
  const approved = state === 'outstanding'
  if (approved) {
    const entry = { userId: row.userId, currency: row.currency, orderNo: row.loanNo, at }
    await post(tx, entry, [
      { bucket: 'available', kind: 'loan', amountMinor: row.principalMinor },
      { bucket: 'debt', kind: 'loan', amountMinor: row.principalMinor },
    ])
  }
  const [after] = await tx
    .update(loans)
    .set({
      state,
      reason: decision.approve ? null : (decision.reason?.trim() ?? null),
      decidedAt: at,
      ...(approved ? { outstandingMinor: row.principalMinor, accruedAt: at } : {}),
    })
    .where(eq(loans.id, id))
    .returning()
  await notify(
    tx,
    {
      userId: row.userId,
      kind: approved ? 'loan.approved' : 'loan.rejected',
      params: { ...moneyParams(row.principalMinor, row.currency), reason: after!.reason ?? '' },
      ref: row.loanNo,
    },
    at,
  )
  return { before: loanView(row), after: loanView(after!) }
}

/**
 * loan/repay: interest is brought up to today, the repayment gate and the loan machine decide,
 * and the amount leaves the available balance and the debt together.
 */
export async function repayLoan(
  deps: Deps,
  userId: number,
  form: { loanNo: string; amount: string; requestId?: string | undefined },
) {
  return oncePerRequest(
    form.requestId,
    (requestId) => earlierRepayment(deps, userId, requestId),
    () => moneyTransaction(deps.db, (tx) => repayInTx(tx, deps, userId, form)),
  )
}

async function repayInTx(
  tx: Tx,
  deps: Deps,
  userId: number,
  form: { loanNo: string; amount: string; requestId?: string | undefined },
) {
  const now = deps.clock.now()
  const balance = await lockBalance(tx, userId, CREDIT_CURRENCY)
  const [locked] = await lockRows(
    tx,
    loans,
    and(eq(loans.loanNo, form.loanNo), eq(loans.userId, userId)),
  )
  if (!locked) throw new ApiRefusal('order.missing')
  const row = await accrueInterest(tx, locked, now)
  const outstanding = minorToDecimal(row.outstandingMinor)
  const available = minorToDecimal(balance.availableMinor)
  // A loan that is not owed (pending, rejected, repaid) takes no repayment.
  if (!OWED_LOAN_STATES.includes(row.state)) throw new ApiRefusal('order.notHolding')
  enforce(repayInput(form, { loan: { outstanding }, available }))
  const event = { type: 'loan.repay', amount: form.amount, outstanding }
  const state = stepEntity(loanMachine, row, event, 'loan.repayExceeds')
  const amount = decimalToMinor(form.amount)!
  await post(tx, { userId, currency: row.currency, orderNo: row.loanNo, at: now }, [
    { bucket: 'available', kind: 'repayment', amountMinor: -amount },
    { bucket: 'debt', kind: 'repayment', amountMinor: -amount },
  ])
  const [after] = await tx
    .update(loans)
    .set({
      state,
      outstandingMinor: row.outstandingMinor - amount,
      repaidMinor: row.repaidMinor + amount,
      ...(state === 'repaid' ? { repaidAt: now } : {}),
    })
    .where(eq(loans.id, row.id))
    .returning()
  await tx.insert(loanRepayments).values({
    loanId: row.id,
    userId,
    requestId: form.requestId ?? null,
    amountMinor: amount,
    outstandingAfterMinor: after!.outstandingMinor,
    stateAfter: after!.state,
    createdAt: now,
  })
  return {
    loanNo: after!.loanNo,
    state: after!.state,
    outstanding: minorToDecimal(after!.outstandingMinor),
  }
}

/** The answer a repayment with this requestId gave: the loan as that repayment left it. */
async function earlierRepayment(deps: Deps, userId: number, requestId: string) {
  const [earlier] = await deps.db
    .select({ r: loanRepayments, loanNo: loans.loanNo })
    .from(loanRepayments)
    .innerJoin(loans, eq(loans.id, loanRepayments.loanId))
    .where(and(eq(loanRepayments.userId, userId), eq(loanRepayments.requestId, requestId)))
  if (!earlier) return null
  return {
    loanNo: earlier.loanNo,
    state: earlier.r.stateAfter,
    outstanding: minorToDecimal(earlier.r.outstandingAfterMinor),
  }
}

/** loan/records: the user's loans, newest first, with interest brought up to today. */
export async function userLoans(deps: Deps, userId: number, page: number, size: number) {
  const now = deps.clock.now()
  return moneyTransaction(deps.db, async (tx) => {
    await lockBalance(tx, userId, CREDIT_CURRENCY)
    await openLoans(tx, userId, now)
    const where = eq(loans.userId, userId)
    const rows = await tx
      .select()
      .from(loans)
      .where(where)
      .orderBy(desc(loans.id))
      .limit(size)
      .offset((page - 1) * size)
    return { rows: rows.map(loanView), total: await tx.$count(loans, where) }
  })
}
