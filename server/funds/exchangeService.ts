import { and, desc, eq } from 'drizzle-orm'
import { exchangeInput, exchangeQuote } from '../../machines/funds/calls.ts'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { exchanges } from '../db/schema.ts'
import { oncePerRequest } from '../money/idempotency.ts'
import { lockBalances, post } from '../money/ledger.ts'
import { moneyTransaction } from '../money/transaction.ts'
import { newOrderNo } from '../trading/orderNo.ts'
import { readFundsConfig } from './fundsConfig.ts'

export interface ExchangeForm {
  from: string
  to: string
  amount: string
  requestId?: string | undefined
}

/** funds/rates: the currencies that can be exchanged now and their rates in US dollars. */
export async function exchangeRates(deps: Deps) {
  const { rates } = await readFundsConfig(deps.db)
  return Object.entries(rates).map(([currency, usd]) => ({ currency, usd }))
}

/**
 * spec §5 Exchange: one ledger row out of `from`, one into `to`, same transaction. Both balance
 * rows are locked in the documented order, so two exchanges in opposite directions cannot
 * deadlock; the same requestId sent many times at once makes one exchange.
 */
export async function exchangeCurrency(deps: Deps, user: SessionUser, form: ExchangeForm) {
  const { rates } = await readFundsConfig(deps.db)
  const keys = [...new Set([form.from, form.to])].map((currency) => ({ userId: user.id, currency }))
  return oncePerRequest(
    form.requestId,
    (requestId) => earlierExchange(deps, user.id, requestId),
    () =>
      moneyTransaction(deps.db, async (tx) => {
        const locked = await lockBalances(tx, keys)
        const available = minorToDecimal(locked.get(form.from)?.availableMinor ?? 0n)
        enforce(exchangeInput(form, rates, available))
        const received = exchangeQuote(form, rates)!
        const fromMinor = decimalToMinor(form.amount)!
        const toMinor = decimalToMinor(received)!
        if (toMinor === 0n) throw new ApiRefusal('funds.belowMin', { amount: form.amount })
        const at = deps.clock.now()
        const orderNo = newOrderNo('X', at)
        const entry = { userId: user.id, orderNo, at }
        await post(tx, { ...entry, currency: form.from }, [
          { bucket: 'available', kind: 'exchange', amountMinor: -fromMinor },
        ])
        await post(tx, { ...entry, currency: form.to }, [
          { bucket: 'available', kind: 'exchange', amountMinor: toMinor },
        ])
        const [row] = await tx
          .insert(exchanges)
          .values({
            orderNo,
            userId: user.id,
            requestId: form.requestId ?? null,
            fromCurrency: form.from,
            toCurrency: form.to,
            fromMinor,
            toMinor,
            fromRate: rates[form.from]!,
            toRate: rates[form.to]!,
            createdAt: at,
          })
          .returning()
        return exchangeView(row!)
      }),
  )
}

async function earlierExchange(deps: Deps, userId: number, requestId: string) {
  const [row] = await deps.db
    .select()
    .from(exchanges)
    .where(and(eq(exchanges.userId, userId), eq(exchanges.requestId, requestId)))
  return row ? exchangeView(row) : null
}

function exchangeView(row: typeof exchanges.$inferSelect) {
  return {
    orderNo: row.orderNo,
    from: row.fromCurrency,
    to: row.toCurrency,
    amount: minorToDecimal(row.fromMinor),
    received: minorToDecimal(row.toMinor),
    createdAt: row.createdAt.toISOString(),
  }
}

export async function userExchanges(deps: Deps, userId: number, limit: number) {
  const rows = await deps.db
    .select()
    .from(exchanges)
    .where(eq(exchanges.userId, userId))
    .orderBy(desc(exchanges.id))
    .limit(limit)
  return rows.map(exchangeView)
}
