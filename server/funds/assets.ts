import { and, eq, inArray, sql } from 'drizzle-orm'
import { minorToDecimal } from '../../machines/money.ts'
import { OPEN_POSITION_STATES } from '../../machines/order/machine.ts'
import { profitMinor } from '../../machines/order/pricing.ts'
import { CREDIT_CURRENCY, MARKET_CURRENCY, type Market } from '../../machines/rules.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { balances, ledger, orders } from '../db/schema.ts'
import { lastPriceOf } from '../trading/prices.ts'

/** The ledger kinds that are the user's earnings: gains and losses, less fees and duty. */
const EARNING_KINDS = ['profit', 'fee', 'stampDuty'] as const

/**
 * spec §3 Account for one market's currency: available, frozen (pending orders and withdrawals)
 * and margin come from the balance row; `floating` is the open positions' gain or loss at the
 * last price; total = available + frozen + margin + floating; profit = realised earnings from
 * the ledger + floating.
 */
export async function assetsOf(deps: Deps, user: SessionUser, market: Market) {
  const currency = MARKET_CURRENCY[market]
  const [balance] = await deps.db
    .select()
    .from(balances)
    .where(and(eq(balances.userId, user.id), eq(balances.currency, currency)))
  const [earned] = await deps.db
    .select({ sum: sql<string>`coalesce(sum(${ledger.amountMinor}), 0)` })
    .from(ledger)
    .where(
      and(
        eq(ledger.userId, user.id),
        eq(ledger.currency, currency),
        inArray(ledger.kind, [...EARNING_KINDS]),
      ),
    )
  const open = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, user.id),
        eq(orders.currency, currency),
        inArray(orders.state, [...OPEN_POSITION_STATES]),
      ),
    )
  const at = deps.clock.now().getTime()
  let floating = 0n
  for (const row of open) {
    const instrument = deps.market.provider.instrument(row.code)
    const price = instrument ? lastPriceOf(deps.market.provider, instrument, at) : null
    if (row.amountMinor !== null && price !== null)
      floating += profitMinor(row.amountMinor, price, row.lots, row.direction)
  }
  const available = balance?.availableMinor ?? 0n
  const frozen = balance?.frozenMinor ?? 0n
  const margin = balance?.marginMinor ?? 0n
  const [usdc] = await deps.db
    .select({ available: balances.availableMinor })
    .from(balances)
    .where(and(eq(balances.userId, user.id), eq(balances.currency, 'USDC')))
  // spec §3 Account: the credit limit, and what is borrowed (owed, interest included, in euros).
  const [owed] = await deps.db
    .select({ debt: balances.debtMinor })
    .from(balances)
    .where(and(eq(balances.userId, user.id), eq(balances.currency, CREDIT_CURRENCY)))
  const borrowed = owed?.debt ?? 0n
  return {
    currency,
    total: minorToDecimal(available + frozen + margin + floating),
    available: minorToDecimal(available),
    frozen: minorToDecimal(frozen),
    margin: minorToDecimal(margin),
    floating: minorToDecimal(floating),
    profit: minorToDecimal(BigInt(earned?.sum ?? '0') + floating),
    usdt: minorToDecimal(usdc?.available ?? 0n),
    creditScore: user.creditScore,
    creditLimit: minorToDecimal(user.creditLimitMinor),
    borrowed: minorToDecimal(borrowed),
    borrowable: minorToDecimal(
      user.creditLimitMinor > borrowed ? user.creditLimitMinor - borrowed : 0n,
    ),
    realname: user.realname,
    kyc: user.kycStatus,
  }
}

/** Every currency the user holds, for the wallet screen. */
export async function walletBalances(deps: Deps, userId: number) {
  const rows = await deps.db.select().from(balances).where(eq(balances.userId, userId))
  return rows
    .map((b) => ({
      currency: b.currency,
      available: minorToDecimal(b.availableMinor),
      frozen: minorToDecimal(b.frozenMinor),
      margin: minorToDecimal(b.marginMinor),
    }))
    .sort((a, b) => a.currency.localeCompare(b.currency))
}
