import { and, eq, inArray, sql } from 'drizzle-orm'
import { consolidatedTotal } from '../../machines/funds/exchange.ts'
import { minorToDecimal } from '../../machines/money.ts'
import { OPEN_POSITION_STATES } from '../../machines/order/machine.ts'
import { profitMinor } from '../../machines/order/pricing.ts'
import { CREDIT_CURRENCY, MARKET_CURRENCY, type Market } from '../../machines/rules.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { balances, ledger, orders } from '../db/schema.ts'
import { holdingsGain } from '../trading/hooks.ts'
import { ensureSplitsApplied } from '../trading/positionSplits.ts'
import { lastPriceOf } from '../trading/prices.ts'
import { readFundsConfig } from './fundsConfig.ts'

/** The ledger kinds that are the user's earnings: gains and losses and dividends, less fees, duty and tax. */
const EARNING_KINDS = [
  'profit',
  'fee',
  'stampDuty',
  'dividend',
  'withholding',
  'lendingFee',
] as const

/**
 * spec §3 Account for one market's currency: available, frozen (pending orders and withdrawals),
 * margin, following (copy trades) and quant (the quant account) come from the balance row;
 * `floating` is the open positions' gain or loss at the last price; total = available + frozen +
 * margin + following + quant + floating; profit = realised earnings from
 * the ledger + floating. `consolidated` is every currency held, each at the configured exchange
 * rates, in this market's currency (issue 18: an exchange made the euro total drop).
 */
export async function assetsOf(deps: Deps, user: SessionUser, market: Market) {
  const currency = MARKET_CURRENCY[market]
  const held = await heldByCurrency(deps, user.id)
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
  const mine = held.get(currency)
  const available = mine?.available ?? 0n
  const frozen = mine?.frozen ?? 0n
  const margin = mine?.margin ?? 0n
  const following = mine?.following ?? 0n
  const quant = mine?.quant ?? 0n
  const floating = mine?.floating ?? 0n
  const plan = mine?.plans ?? 0n
  const planGain = mine?.planGain ?? 0n
  const holdings = [...held.entries()]
    .map(([c, h]) => ({ currency: c, total: minorToDecimal(totalOf(h)) }))
    .filter((h) => h.currency === currency || h.total !== '0.00')
    .sort((a, b) => (a.currency === currency ? -1 : b.currency === currency ? 1 : 0))
  if (!held.has(currency)) holdings.unshift({ currency, total: '0.00' })
  const { rates } = await readFundsConfig(deps.db)
  const consolidated = consolidatedTotal(holdings, rates, currency)
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
    total: minorToDecimal(available + frozen + margin + following + quant + plan + floating),
    consolidated: consolidated.total,
    consolidatedComplete: consolidated.complete,
    holdings,
    available: minorToDecimal(available),
    frozen: minorToDecimal(frozen),
    margin: minorToDecimal(margin),
    floating: minorToDecimal(floating),
    following: minorToDecimal(following),
    quant: minorToDecimal(quant),
    plans: minorToDecimal(plan),
    profit: minorToDecimal(BigInt(earned?.sum ?? '0') + floating + planGain),
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

interface Held {
  available: bigint
  frozen: bigint
  margin: bigint
  /** Money in follows of copy-trade funds, as last settled. */
  following: bigint
  /** The quant account: available, in trading and withdrawing together. */
  quant: bigint
  /** The open positions' gain or loss at the last price. */
  floating: bigint
  /** Savings plans at their value: the plan bucket (cost and cash) and their gain (decision 0073). */
  plans: bigint
  planGain: bigint
}

const totalOf = (h: Held) =>
  h.available + h.frozen + h.margin + h.following + h.quant + h.plans + h.floating

/**
 * What the user holds in each currency: the balance row's buckets (debt apart: a loan is owed,
 * not held) and the open positions in that currency at the last price.
 */
async function heldByCurrency(deps: Deps, userId: number): Promise<Map<string, Held>> {
  await ensureSplitsApplied(deps)
  const held = new Map<string, Held>()
  const of = (currency: string) => {
    let h = held.get(currency)
    if (!h) {
      h = {
        available: 0n,
        frozen: 0n,
        margin: 0n,
        following: 0n,
        quant: 0n,
        floating: 0n,
        plans: 0n,
        planGain: 0n,
      }
      held.set(currency, h)
    }
    return h
  }
  for (const b of await deps.db.select().from(balances).where(eq(balances.userId, userId))) {
    Object.assign(of(b.currency), {
      available: b.availableMinor,
      frozen: b.frozenMinor,
      margin: b.marginMinor,
      following: b.followingMinor,
      quant: b.quantMinor + b.quantTradingMinor + b.quantWithdrawingMinor,
      plans: b.planMinor,
    })
  }
  const open = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.state, [...OPEN_POSITION_STATES])))
  const at = deps.clock.now().getTime()
  for (const row of open) {
    const instrument = deps.market.provider.instrument(row.code)
    const price = instrument ? lastPriceOf(deps.market.provider, instrument, at) : null
    if (row.amountMinor !== null && price !== null)
      of(row.currency).floating += profitMinor(row.amountMinor, price, row.lots, row.direction)
  }
  // Savings plans count at their value: their bucket's cost and cash, and what the units gained.
  for (const [currency, gain] of await holdingsGain(deps, userId)) {
    of(currency).plans += gain
    of(currency).planGain += gain
  }
  return held
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
