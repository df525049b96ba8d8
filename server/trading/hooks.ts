import type { Deps } from '../core/deps.ts'
import type { orders } from '../db/schema.ts'
import type { Tx } from '../money/transaction.ts'

type OrderRow = typeof orders.$inferSelect
type HookDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/**
 * The moments of the trading core a product line may act at (issue 49: trading knows no product).
 * The core calls the hooks; the product lines register them (server/products.ts), so an order's
 * sale, its money and the matcher's sweep import none of lending, quant or alerts.
 */
export interface TradingHooks {
  /**
   * A position is about to be sold, its order row locked, inside the sale's transaction: lent
   * shares are recalled first (lending).
   */
  beforeSale?: (tx: Tx, deps: HookDeps, order: OrderRow, now: Date) => Promise<void>
  /**
   * The money an order placed for a product's own pot may spend, read under that pot's lock in
   * the order's transaction (quant: an allocation's cash). One product answers for its pot.
   */
  potFunds?: (tx: Tx, potId: number) => Promise<bigint>
  /** After the matcher's sweep of orders and risk (alerts fire); how many things it did. */
  afterSweep?: (deps: HookDeps) => Promise<number>
  /**
   * What a product's holdings have gained or lost at the last price beyond the cost its ledger
   * bucket holds, per currency (savings plans: units bought by amount), for the account's total.
   */
  holdingsGain?: (deps: HookDeps, userId: number) => Promise<Map<string, bigint>>
}

const registered: TradingHooks[] = []

/** Adds a product line's hooks, once however often it is asked (an app built twice in tests). */
export function registerTradingHooks(hooks: TradingHooks) {
  if (!registered.includes(hooks)) registered.push(hooks)
}

/** Every product's `beforeSale`, in the order they registered. */
export async function beforeSale(tx: Tx, deps: HookDeps, order: OrderRow, now: Date) {
  for (const hooks of registered) await hooks.beforeSale?.(tx, deps, order, now)
}

/** The money of a product's pot: an order funded by a pot nobody answers for cannot be placed. */
export async function potFunds(tx: Tx, potId: number): Promise<bigint> {
  const reader = registered.find((hooks) => hooks.potFunds)?.potFunds
  if (!reader) throw new Error('an order funded by a pot, and no product line reads pots')
  return reader(tx, potId)
}

/** Every product's `holdingsGain`, summed per currency. */
export async function holdingsGain(deps: HookDeps, userId: number): Promise<Map<string, bigint>> {
  const sums = new Map<string, bigint>()
  for (const hooks of registered)
    for (const [currency, gain] of (await hooks.holdingsGain?.(deps, userId)) ?? [])
      sums.set(currency, (sums.get(currency) ?? 0n) + gain)
  return sums
}

/** Every product's `afterSweep`; the things they did, summed. */
export async function afterSweep(deps: HookDeps): Promise<number> {
  let done = 0
  for (const hooks of registered) done += (await hooks.afterSweep?.(deps)) ?? 0
  return done
}
