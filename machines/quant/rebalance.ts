import { limitPriceIsPositive } from '../order/guards.ts'
import { mostLotsThat } from '../order/lotSearch.ts'
import { type FeeRates, openingCost } from '../order/pricing.ts'

/**
 * What an AI quant strategy's job does with its rule's target weights (issue 20): exits first —
 * every order of an instrument the rule no longer wants is closed (or cancelled while pending) —
 * then entries — an instrument it wants and holds nothing of is bought, long and unleveraged,
 * with its weight of what the allocation is worth, within the cash left. A held instrument the
 * rule still wants is kept as it is: the strategy trades in and out, not the drift of weights
 * (decision 0032). Pure, so the job, its tests and its benchmark decide alike.
 */

/** One of the allocation's orders that is not finished (pending, locked, holding, ready to close). */
export interface StrategyHolding {
  orderNo: string
  code: string
  state: 'pending' | 'locked' | 'holding' | 'readyToClose'
}

export type ExitAction =
  | { kind: 'close'; orderNo: string; code: string }
  | { kind: 'cancel'; orderNo: string; code: string }

export interface EntryAction {
  kind: 'open'
  code: string
  lots: number
  /** What the order freezes at the price it was sized at: margin, fee and stamp duty. */
  costMinor: bigint
}

/** A weight is read in millionths, so a budget is integer money (a weight is a share, not money). */
const PPM = 1_000_000n

/** The orders to close or cancel: those of instruments the rule wants none of now. */
export function exitActions(
  targets: ReadonlyMap<string, number>,
  holdings: readonly StrategyHolding[],
): ExitAction[] {
  return holdings.flatMap((h): ExitAction[] => {
    if ((targets.get(h.code) ?? 0) > 0 || h.state === 'readyToClose') return []
    return [{ kind: h.state === 'pending' ? 'cancel' : 'close', orderNo: h.orderNo, code: h.code }]
  })
}

/** The most whole lots whose opening cost at `price` fits `budgetMinor` (0 when none does). */
export function lotsWithin(price: string, budgetMinor: bigint, rates: FeeRates): number {
  // No budget buys nothing, even lots whose cost rounds to 0.00 (a price below half a cent).
  if (budgetMinor <= 0n || !limitPriceIsPositive('limit', price)) return 0
  return mostLotsThat(
    (lots) => openingCost(price, lots, 1, 'long', rates).totalMinor <= budgetMinor,
  )
}

/**
 * The orders to open: for each instrument wanted and not held, in the rule's order, its weight of
 * `equityMinor`, no more than the cash left after the entries before it; none below one lot.
 */
export function entryActions(input: {
  targets: ReadonlyMap<string, number>
  holdings: readonly StrategyHolding[]
  equityMinor: bigint
  cashMinor: bigint
  prices: Readonly<Record<string, string | null>>
  rates: Readonly<Record<string, FeeRates>>
}): EntryAction[] {
  // An order on its way out does not hold its instrument: the rule's entry is bought beside it.
  const held = new Set(input.holdings.filter((h) => h.state !== 'readyToClose').map((h) => h.code))
  let cash = input.cashMinor
  const entries: EntryAction[] = []
  for (const [code, weight] of input.targets) {
    const price = input.prices[code] ?? null
    const rates = input.rates[code]
    if (weight <= 0 || held.has(code) || price === null || !rates) continue
    const share = (input.equityMinor * BigInt(Math.round(weight * 1e6))) / PPM
    const lots = lotsWithin(price, share < cash ? share : cash, rates)
    if (lots < 1) continue
    const costMinor = openingCost(price, lots, 1, 'long', rates).totalMinor
    cash -= costMinor
    entries.push({ kind: 'open', code, lots, costMinor })
  }
  return entries
}
