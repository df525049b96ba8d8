import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { withdrawalGateInput, withdrawalRequestInput } from '../../machines/funds/calls.ts'
import { withdrawalMachine } from '../../machines/funds/withdrawal.ts'
import {
  payoutMethodOf,
  type WithdrawalFacts,
  withdrawalCurrencies,
  withdrawalGate,
} from '../../machines/funds/withdrawalGate.ts'
import { evaluateGate } from '../../machines/gate.ts'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import { OPEN_POSITION_STATES } from '../../machines/order/machine.ts'
import { type CardCurrency, MARKET_CURRENCY, type Market } from '../../machines/rules.ts'
import type { SessionUser } from '../auth/sessions.ts'
import { requireSecondFactor } from '../auth/twoFactor.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { balances, bankCards, orders, users, wallets, withdrawals } from '../db/schema.ts'
import { moneyParams, notify } from '../messages/notify.ts'
import { stepEntity } from '../money/entity.ts'
import { oncePerRequest } from '../money/idempotency.ts'
import { lockBalance, move, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { newOrderNo } from '../trading/orderNo.ts'
import { checkFundPassword } from './credentials.ts'
import { type FundsConfig, readFundsConfig } from './fundsConfig.ts'
import { payoutMethod } from './payoutMethods.ts'

/** An open position that blocks a withdrawal, as the checklist names it. */
export interface OpenPosition {
  orderNo: string
  code: string
  name: string
}

/** Everything the withdrawal gate decides on, read fresh for this user and account. */
export async function gatherWithdrawalFacts(
  deps: Deps,
  userId: number,
  market: Market,
  config: FundsConfig,
): Promise<{ facts: WithdrawalFacts; user: SessionUser; positions: OpenPosition[] }> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new ApiRefusal('auth.accountMissing')
  const methods = payoutMethodOf(market) === 'card' ? bankCards : wallets
  const [bound] = await deps.db
    .select({ n: count() })
    .from(methods)
    .where(eq(methods.userId, userId))
  // The positions themselves, not only how many: the checklist names what blocks (issue 18).
  const positions = await deps.db
    .select({ orderNo: orders.orderNo, code: orders.code, name: orders.name })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.state, [...OPEN_POSITION_STATES]),
        // A strategy trades quant money, which a withdrawal never takes (decision 0032).
        eq(orders.funding, 'balance'),
      ),
    )
    .orderBy(orders.id)
  return {
    user,
    positions,
    facts: {
      noWithdraw: user.noWithdraw,
      fundPasswordSet: user.fundPasswordHash !== null,
      boundMethods: bound?.n ?? 0,
      kyc: user.kycStatus,
      openPositions: positions.length,
      creditScore: user.creditScore,
      minCreditScore: config.minCreditScore,
      now: deps.clock.now().getTime(),
      window: config.withdrawWindow,
      market,
    },
  }
}

/** The available money of each currency the user holds any of, by currency. */
async function availableByCurrency(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({ currency: balances.currency, available: balances.availableMinor })
    .from(balances)
    .where(eq(balances.userId, userId))
  return new Map(rows.filter((r) => r.available > 0n).map((r) => [r.currency, r.available]))
}

/**
 * The currency a withdrawal is in and what bounds it: the one asked for when this account can
 * withdraw in it (withdrawalCurrencies), else the account's own; the card minimum of that
 * currency, or the wallet's.
 */
async function withdrawalTerms(
  deps: Deps,
  userId: number,
  market: Market,
  config: FundsConfig,
  asked: string | undefined,
) {
  const held = await availableByCurrency(deps, userId)
  const currencies = withdrawalCurrencies(market, [...held.keys()])
  if (asked !== undefined && !withdrawalCurrencies(market, [asked]).includes(asked))
    throw new ApiRefusal('common.invalid', { field: 'currency' })
  const currency = asked ?? currencies[0]!
  const min =
    payoutMethodOf(market) === 'wallet'
      ? config.withdrawMinWallet
      : config.withdrawMinCard[currency as CardCurrency]
  return {
    currency,
    currencies: currencies.includes(currency) ? currencies : [...currencies, currency],
    min,
    // The operator's maximum is in the account's own currency (euros, dollars, USDC): 50,000 of
    // it would be 35 $ in won and would make dong withdrawals impossible, so others have none.
    max: currency === MARKET_CURRENCY[market] ? config.withdrawMax : null,
    available: minorToDecimal(held.get(currency) ?? 0n),
  }
}

/** funds/withdrawGate: the first blocker (or none), and the bounds the form shows. */
export async function withdrawalGateView(
  deps: Deps,
  userId: number,
  market: Market,
  asked?: string,
) {
  const config = await readFundsConfig(deps.db)
  const { facts, positions } = await gatherWithdrawalFacts(deps, userId, market, config)
  const verdict = evaluateGate(withdrawalGate, facts)
  const terms = await withdrawalTerms(deps, userId, market, config, asked)
  return {
    blockedBy: verdict.allowed ? null : verdict.code,
    blockedState: verdict.allowed ? null : verdict.state,
    ...terms,
    positions,
    facts,
  }
}

export interface WithdrawForm {
  type: Market
  currency?: string | undefined
  amount: string
  fundPassword: string
  methodId?: number | undefined
  requestId?: string | undefined
  /** Issue 25: once two-factor sign-in is on, its code. */
  twoFactorCode?: string | undefined
}

/**
 * spec §5 Withdrawal. Gate, form checks and the fund password first (a wrong password is
 * counted even though the request is refused), then one transaction: lock the balance, write
 * the withdrawal, freeze the amount. Balance locks serialise one user's withdrawals, so 50 at
 * once against 1,000 make exactly 10 of 100; one that waits too long is "another fund
 * operation in progress" (spec §8), never a 5xx.
 */
export function requestWithdrawal(deps: Deps, caller: SessionUser, form: WithdrawForm) {
  return oncePerRequest(
    form.requestId,
    (requestId) => earlierWithdrawal(deps, caller.id, requestId),
    () => withdraw(deps, caller, form),
  )
}

async function withdraw(deps: Deps, caller: SessionUser, form: WithdrawForm) {
  const config = await readFundsConfig(deps.db)
  const { facts, user } = await gatherWithdrawalFacts(deps, caller.id, form.type, config)
  enforce(withdrawalGateInput(facts))
  const kind = payoutMethodOf(form.type)
  const method = form.methodId ? await payoutMethod(deps, user.id, kind, form.methodId) : null
  if (form.methodId && !method) throw new ApiRefusal('funds.methodMissing')
  const terms = await withdrawalTerms(deps, user.id, form.type, config, form.currency)
  const currency = terms.currency
  const formFacts = { ...form, methodChosen: method !== null }
  enforce(withdrawalRequestInput(formFacts, terms))
  const password = await checkFundPassword(deps, user, form.fundPassword)
  enforce(
    withdrawalRequestInput(formFacts, terms, {
      fundPasswordLocked: password.result === 'locked',
      fundPasswordWrong: password.result === 'wrong',
      minutesLeft: password.minutesLeft,
    }),
  )
  // Issue 25: once two-factor sign-in is on, money leaves only with its code — asked last, after
  // the retry of a request already taken answered it and the other checks passed, so neither
  // spends a code.
  await requireSecondFactor(deps, { kind: 'user', id: user.id }, form.twoFactorCode)
  return moneyTransaction(deps.db, async (tx) => {
    const at = deps.clock.now()
    const orderNo = newOrderNo('W', at)
    const [row] = await tx
      .insert(withdrawals)
      .values({
        orderNo,
        userId: user.id,
        requestId: form.requestId ?? null,
        methodKind: kind,
        methodId: method!.id,
        methodLabel: method!.label,
        payee: JSON.stringify(method!.payee),
        currency,
        amountMinor: decimalToMinor(form.amount)!,
        state: 'pendingReview',
        createdAt: at,
      })
      .returning({ orderNo: withdrawals.orderNo, state: withdrawals.state })
    await post(
      tx,
      { userId: user.id, currency, orderNo, at },
      move('available', 'frozen', 'freeze', decimalToMinor(form.amount)!),
    )
    return row!
  })
}

async function earlierWithdrawal(deps: Deps, userId: number, requestId: string) {
  const [row] = await deps.db
    .select({ orderNo: withdrawals.orderNo, state: withdrawals.state })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestId, requestId)))
  return row ?? null
}

export type WithdrawalRow = typeof withdrawals.$inferSelect

export function withdrawalView(row: WithdrawalRow) {
  return {
    id: row.id,
    orderNo: row.orderNo,
    currency: row.currency,
    amount: minorToDecimal(row.amountMinor),
    method: row.methodLabel,
    state: row.state,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
  }
}

export async function userWithdrawals(deps: Deps, userId: number, page: number, size: number) {
  const where = eq(withdrawals.userId, userId)
  const rows = await deps.db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(size)
    .offset((page - 1) * size)
  return { rows: rows.map(withdrawalView), total: await deps.db.$count(withdrawals, where) }
}

/**
 * The back office approves, rejects or marks paid. The user's balance row is locked first, then
 * the withdrawal row (decision 0013); the withdrawal machine moves it. A rejection returns the
 * frozen amount, a payout takes it out of the ledger, each in the same transaction. Two reviewers
 * racing: the second sees the new state.
 */
export async function decideWithdrawal(
  tx: Tx,
  deps: Deps,
  id: number,
  action:
    | { type: 'withdrawal.approve' | 'withdrawal.pay' }
    | { type: 'withdrawal.reject'; reason: string },
) {
  const [found] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id))
  if (!found) throw new ApiRefusal('order.missing')
  await lockBalance(tx, found.userId, found.currency)
  const [row] = await lockRows(tx, withdrawals, eq(withdrawals.id, id))
  const fallback =
    action.type === 'withdrawal.reject' &&
    (row!.state === 'pendingReview' || row!.state === 'approved')
      ? 'review.reasonRequired'
      : 'review.alreadyDecided'
  const state = stepEntity(withdrawalMachine, row!, action, fallback)
  const at = deps.clock.now()
  const entry = { userId: row!.userId, currency: row!.currency, orderNo: row!.orderNo, at }
  if (state === 'rejected' || state === 'failed')
    await post(tx, entry, move('frozen', 'available', 'unfreeze', row!.amountMinor))
  if (state === 'paid')
    await post(tx, entry, [
      { bucket: 'frozen', kind: 'withdrawal', amountMinor: -row!.amountMinor },
    ])
  const [after] = await tx
    .update(withdrawals)
    .set({
      state,
      ...(action.type === 'withdrawal.reject' ? { reason: action.reason.trim() } : {}),
      ...(state === 'paid' ? { paidAt: at } : { decidedAt: at }),
    })
    .where(eq(withdrawals.id, id))
    .returning()
  const kinds = {
    approved: 'withdrawal.approved',
    paid: 'withdrawal.paid',
    failed: 'withdrawal.failed',
  } as const
  await notify(
    tx,
    {
      userId: row!.userId,
      kind:
        state === 'approved' || state === 'paid' || state === 'failed'
          ? kinds[state]
          : 'withdrawal.rejected',
      params: { ...moneyParams(row!.amountMinor, row!.currency), reason: after!.reason ?? '' },
      ref: row!.orderNo,
    },
    at,
  )
  return { before: withdrawalView(row!), after: withdrawalView(after!) }
}

/** The balance row a decision on this withdrawal moves (read without a lock: it never changes). */
export async function withdrawalBalanceKey(deps: Deps, id: number) {
  const [row] = await deps.db
    .select({ userId: withdrawals.userId, currency: withdrawals.currency })
    .from(withdrawals)
    .where(eq(withdrawals.id, id))
  return row ?? null
}
