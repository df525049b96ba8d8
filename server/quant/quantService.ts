import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import { OPEN_POSITION_STATES } from '../../machines/order/machine.ts'
import { QUANT_CALENDAR, quantArrivalAt } from '../../machines/quant/arrival.ts'
import {
  QUANT_CURRENCIES,
  type QuantTransferRecord,
  quantTransferInput,
} from '../../machines/quant/calls.ts'
import { quantTransferMachine } from '../../machines/quant/transfer.ts'
import type { QuantDirection } from '../../machines/quant/transferGate.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { newestFirstPage } from '../db/newestFirst.ts'
import { balances, orders, quantTransfers, users } from '../db/schema.ts'
import { stepEntity } from '../money/entity.ts'
import { collisionAnswered } from '../money/idempotency.ts'
import { lockBalance, move, post } from '../money/ledger.ts'
import { moneyTransaction, type Tx } from '../money/transaction.ts'
import { oneOf } from '../trading/columns.ts'
import { newOrderNo } from '../trading/orderNo.ts'
import { equityOf } from './allocationBook.ts'

type QuantCurrency = 'EUR' | 'USD'
type QuantTransferRow = typeof quantTransfers.$inferSelect

/** quant/account (spec §3 Quantitative account): its buckets and the balance it draws on. */
export async function quantAccount(deps: Deps, user: SessionUser, currency: QuantCurrency) {
  const [row] = await deps.db
    .select()
    .from(balances)
    .where(and(eq(balances.userId, user.id), eq(balances.currency, currency)))
  const available = row?.quantMinor ?? 0n
  const inTrading = await inTradingOf(deps, user.id, currency, row?.quantTradingMinor ?? 0n)
  const withdrawing = row?.quantWithdrawingMinor ?? 0n
  return {
    currency,
    available: minorToDecimal(available),
    inTrading: minorToDecimal(inTrading),
    withdrawing: minorToDecimal(withdrawing),
    total: minorToDecimal(available + inTrading + withdrawing),
    balanceAvailable: minorToDecimal(row?.availableMinor ?? 0n),
    facts: { noTrade: user.noTrade },
  }
}

/**
 * The money in trading: the strategies' cash, and what their orders hold — frozen while pending,
 * margin and gain or loss at the last price once filled (issue 20) — so the total is what the
 * quant account is worth now.
 */
async function inTradingOf(deps: Deps, userId: number, currency: string, cashMinor: bigint) {
  const open = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.currency, currency),
        eq(orders.funding, 'quant'),
        inArray(orders.state, ['pending', ...OPEN_POSITION_STATES]),
      ),
    )
  return equityOf(deps.market.provider, cashMinor, open, deps.clock.now().getTime())
}

/**
 * quant/transfer: the user's balance row is locked, the gate runs on what it holds, and the
 * transfer's row and its ledger legs are written in the same transaction. Money in moves from
 * available to the quant account; money out moves to withdrawing, and the arrival job moves it to
 * available on the second trading day (spec §9).
 */
export async function quantTransfer(
  deps: Deps,
  user: SessionUser,
  form: {
    currency: QuantCurrency
    direction: QuantDirection
    amount: string
    requestId?: string | undefined
  },
) {
  const earlier = (requestId: string) => earlierTransfer(deps.db, user.id, requestId)
  return collisionAnswered(form.requestId, earlier, () =>
    moneyTransaction(deps.db, async (tx) => {
      const balance = await lockBalance(tx, user.id, form.currency)
      // Under the lock: a racer with the same key that got here first has answered it (the
      // look before the lock misses those still in flight; the gate would refuse them).
      const answered = form.requestId ? await earlierTransfer(tx, user.id, form.requestId) : null
      if (answered) return answered
      enforce(
        quantTransferInput(form, {
          available: minorToDecimal(balance.quantMinor),
          balanceAvailable: minorToDecimal(balance.availableMinor),
          facts: { noTrade: user.noTrade },
        }),
      )
      const amountMinor = decimalToMinor(form.amount.trim())!
      const now = deps.clock.now()
      const out = form.direction === 'out'
      const state = stepEntity(
        quantTransferMachine,
        { state: 'toTransfer' },
        { type: out ? 'transfer.out' : 'transfer.in' },
        // a refused first step is our fault: common.invalid would name a {field} (issue 48)
        'common.busy',
      ) as QuantTransferRow['state']
      const transferNo = newOrderNo('Q', now)
      const arrivesAt = out
        ? new Date(quantArrivalAt(QUANT_CALENDAR[form.currency], now.getTime()))
        : null
      await tx.insert(quantTransfers).values({
        transferNo,
        userId: user.id,
        requestId: form.requestId ?? null,
        currency: form.currency,
        direction: form.direction,
        amountMinor,
        state,
        createdAt: now,
        arrivesAt,
      })
      await post(
        tx,
        { userId: user.id, currency: form.currency, orderNo: transferNo, at: now },
        out
          ? move('quant', 'quantWithdrawing', 'quantTransfer', amountMinor)
          : move('available', 'quant', 'quantTransfer', amountMinor),
      )
      return { transferNo, state, arrivesAt: arrivesAt?.toISOString() ?? null }
    }),
  )
}

async function earlierTransfer(db: Deps['db'] | Tx, userId: number, requestId: string) {
  const [earlier] = await db
    .select()
    .from(quantTransfers)
    .where(and(eq(quantTransfers.userId, userId), eq(quantTransfers.requestId, requestId)))
  return earlier
    ? {
        transferNo: earlier.transferNo,
        state: earlier.state,
        arrivesAt: earlier.arrivesAt?.toISOString() ?? null,
      }
    : null
}

const toRecord = (row: QuantTransferRow): QuantTransferRecord => ({
  transferNo: row.transferNo,
  currency: oneOf(QUANT_CURRENCIES, row.currency, 'quant transfer currency'),
  direction: row.direction,
  amount: minorToDecimal(row.amountMinor),
  state: row.state,
  createdAt: row.createdAt.toISOString(),
  arrivesAt: row.arrivesAt?.toISOString() ?? null,
  arrivedAt: row.arrivedAt?.toISOString() ?? null,
})

/** quant/records: the user's transfers, newest first, one page and the total. */
export async function quantRecords(
  deps: Deps,
  user: SessionUser,
  query: { page: number; size: number },
) {
  const where = eq(quantTransfers.userId, user.id)
  const { rows, total } = await newestFirstPage(deps.db, quantTransfers, where, query)
  return { list: rows.map(toRecord), total, page: query.page, size: query.size }
}

/** The console's list (quant/transfers): every user's transfers, newest first, by state if asked. */
export async function adminQuantTransfers(
  deps: Deps,
  query: { state?: QuantTransferRow['state'] | undefined; page: number; size: number },
) {
  const where = query.state ? eq(quantTransfers.state, query.state) : undefined
  const rows = await deps.db
    .select({ transfer: quantTransfers, account: users.account })
    .from(quantTransfers)
    .innerJoin(users, eq(users.id, quantTransfers.userId))
    .where(where)
    .orderBy(desc(quantTransfers.createdAt), desc(quantTransfers.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const [total] = await deps.db.select({ n: count() }).from(quantTransfers).where(where)
  return {
    list: rows.map((r) => ({ ...toRecord(r.transfer), account: r.account })),
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
  }
}
