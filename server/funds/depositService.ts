import { and, asc, desc, eq } from 'drizzle-orm'
import { depositInput } from '../../machines/funds/calls.ts'
import { depositMachine } from '../../machines/funds/deposit.ts'
import { isWithinWindow, nextOpening } from '../../machines/funds/window.ts'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import { verifyPassword } from '../auth/password.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { depositChannels, deposits } from '../db/schema.ts'
import { moneyParams, notify } from '../messages/notify.ts'
import { stepEntity } from '../money/entity.ts'
import { oncePerRequest } from '../money/idempotency.ts'
import { lockBalance, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { newOrderNo } from '../trading/orderNo.ts'
import { readFundsConfig } from './fundsConfig.ts'
import { storeUpload } from './uploads.ts'

/** spec §2 capital channel: where to send money, per currency (bank) or network (crypto). */
export async function listChannels(deps: Deps, currency?: string) {
  const rows = await deps.db
    .select()
    .from(depositChannels)
    .where(
      currency
        ? and(eq(depositChannels.active, true), eq(depositChannels.currency, currency))
        : eq(depositChannels.active, true),
    )
    .orderBy(asc(depositChannels.id))
  return rows.map((c) => ({
    id: c.id,
    kind: c.kind,
    currency: c.currency,
    // A private channel's details are given by customer service, with its password.
    accountName: c.passwordHash === null ? c.accountName : null,
    accountNumber: c.passwordHash === null ? c.accountNumber : null,
    bankName: c.passwordHash === null ? c.bankName : null,
    min: minorToDecimal(c.minMinor),
    max: minorToDecimal(c.maxMinor),
    demo: c.demo,
    private: c.passwordHash !== null,
  }))
}

export interface RechargeForm {
  channelId: number
  amount: string
  proof?: File | undefined
  requestId?: string | undefined
  channelPassword?: string | undefined
  secretKey?: string | undefined
}

/**
 * spec §5 Deposit: a request with its proof, pending review. The user's balance row in the
 * channel's currency is locked first, so two requests cannot both pass "a deposit is pending".
 */
export async function requestDeposit(deps: Deps, user: SessionUser, form: RechargeForm) {
  const [channel] = await deps.db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.id, form.channelId), eq(depositChannels.active, true)))
  if (!channel) throw new ApiRefusal('common.invalid', { field: 'channelId' })
  const config = await readFundsConfig(deps.db)
  // A private channel's password is checked against its hash, before any lock is taken.
  const quoted =
    channel.passwordHash === null
      ? {}
      : {
          channelPasswordCorrect: await verifyPassword(
            form.channelPassword ?? '',
            channel.passwordHash,
          ),
          secretKeyMatches:
            channel.secretKey !== null && (form.secretKey ?? '').trim() === channel.secretKey,
        }
  return oncePerRequest(
    form.requestId,
    (requestId) => earlierDeposit(deps, user.id, requestId),
    () =>
      moneyTransaction(deps.db, async (tx) => {
        await lockBalance(tx, user.id, channel.currency)
        const [pending] = await tx
          .select({ id: deposits.id })
          .from(deposits)
          .where(and(eq(deposits.userId, user.id), eq(deposits.state, 'pendingReview')))
          .limit(1)
        const terms = {
          window: config.depositWindow,
          pendingDeposit: pending !== undefined,
          now: deps.clock.now().getTime(),
        }
        const bounds = {
          min: minorToDecimal(channel.minMinor),
          max: minorToDecimal(channel.maxMinor),
          private: channel.passwordHash !== null,
        }
        enforce(
          depositInput(
            { amount: form.amount, proofUploaded: form.proof !== undefined },
            bounds,
            terms,
            quoted,
          ),
        )
        const at = deps.clock.now()
        const proofUploadId = await storeUpload(tx, deps.files, form.proof!, {
          userId: user.id,
          purpose: 'proof',
          at,
        })
        const orderNo = newOrderNo('D', at)
        await tx.insert(deposits).values({
          orderNo,
          userId: user.id,
          requestId: form.requestId ?? null,
          channelId: channel.id,
          currency: channel.currency,
          amountMinor: decimalToMinor(form.amount)!,
          proofUploadId,
          state: 'pendingReview',
          createdAt: at,
        })
        return { orderNo, state: 'pendingReview' as const }
      }),
  )
}

async function earlierDeposit(deps: Deps, userId: number, requestId: string) {
  const [row] = await deps.db
    .select({ orderNo: deposits.orderNo, state: deposits.state })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.requestId, requestId)))
  return row ?? null
}

export type DepositRow = typeof deposits.$inferSelect

export function depositView(row: DepositRow) {
  return {
    id: row.id,
    orderNo: row.orderNo,
    currency: row.currency,
    amount: minorToDecimal(row.amountMinor),
    state: row.state,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}

export async function userDeposits(deps: Deps, userId: number, page: number, size: number) {
  const where = eq(deposits.userId, userId)
  const rows = await deps.db
    .select()
    .from(deposits)
    .where(where)
    .orderBy(desc(deposits.id))
    .limit(size)
    .offset((page - 1) * size)
  return { rows: rows.map(depositView), total: await deps.db.$count(deposits, where) }
}

/**
 * The back office credits or rejects a deposit. The user's balance row is locked first, then the
 * deposit row (decision 0013); the deposit machine moves it, and on approval the ledger's deposit
 * row is written in the same transaction.
 */
export async function decideDeposit(
  tx: Tx,
  deps: Deps,
  id: number,
  decision: { approve: boolean; reason?: string | undefined },
) {
  const [found] = await tx.select().from(deposits).where(eq(deposits.id, id))
  if (!found) throw new ApiRefusal('order.missing')
  await lockBalance(tx, found.userId, found.currency)
  const [row] = await lockRows(tx, deposits, eq(deposits.id, id))
  const event = decision.approve
    ? { type: 'deposit.approve' }
    : { type: 'deposit.reject', reason: decision.reason ?? '' }
  const fallback =
    row!.state === 'pendingReview' ? 'review.reasonRequired' : 'review.alreadyDecided'
  const state = stepEntity(depositMachine, row!, event, fallback)
  const at = deps.clock.now()
  if (state === 'credited') {
    await post(tx, { userId: row!.userId, currency: row!.currency, orderNo: row!.orderNo, at }, [
      { bucket: 'available', kind: 'deposit', amountMinor: row!.amountMinor },
    ])
  }
  const [after] = await tx
    .update(deposits)
    .set({ state, reason: decision.reason?.trim() || null, decidedAt: at })
    .where(eq(deposits.id, id))
    .returning()
  await notify(
    tx,
    {
      userId: row!.userId,
      kind: state === 'credited' ? 'deposit.credited' : 'deposit.rejected',
      params: { ...moneyParams(row!.amountMinor, row!.currency), reason: after!.reason ?? '' },
      ref: row!.orderNo,
    },
    at,
  )
  return { before: depositView(row!), after: depositView(after!) }
}

/** The balance row a decision on this deposit moves (read without a lock: it never changes). */
export async function depositBalanceKey(deps: Deps, id: number) {
  const [row] = await deps.db
    .select({ userId: deposits.userId, currency: deposits.currency })
    .from(deposits)
    .where(eq(deposits.id, id))
  return row ?? null
}

/**
 * What the deposit form checks before sending: the hours (and, when closed, when they open next),
 * and whether one is already pending.
 */
export async function depositTerms(deps: Deps, userId: number) {
  const config = await readFundsConfig(deps.db)
  const [pending] = await deps.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.state, 'pendingReview')))
    .limit(1)
  const now = deps.clock.now().getTime()
  return {
    window: config.depositWindow,
    pendingDeposit: pending !== undefined,
    now,
    opensAt: isWithinWindow(config.depositWindow, now)
      ? null
      : nextOpening(config.depositWindow, now),
  }
}
