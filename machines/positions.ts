import { decimalToMinor, minorToDecimal } from './money.ts'
import { OPEN_POSITION_STATES, type OrderState, UNFILLED_STATES } from './order/machine.ts'
import { productMinor, profitMinor } from './order/pricing.ts'

// spec §7 trade/userstocklist: the profit of every position is summed into the total profit
// (a position whose price could not be obtained has no profit and adds nothing)
export function totalProfit(positions: readonly { profit: string | null }[]): string {
  const minor = positions.reduce((sum, p) => sum + (decimalToMinor(p.profit ?? '') ?? 0n), 0n)
  return minorToDecimal(minor)
}

/**
 * spec §2 Positions: the tabs (In progress, Ended or Terminated, Inventory or Holdings, Digital
 * currency, Forex) as the order states and boards each one lists. The Subscription tab belongs to
 * the new-share work and is not listed until subscriptions exist.
 */
export const POSITION_TABS = {
  // Decision 0073: ETF units held outside a plan are holdings like shares.
  holdings: { states: OPEN_POSITION_STATES, boards: ['listed', 'otc', 'etf'] },
  inProgress: { states: [...UNFILLED_STATES, 'readyToClose'], boards: null },
  ended: { states: ['closed', 'cancelled'], boards: null },
  crypto: { states: OPEN_POSITION_STATES, boards: ['crypto'] },
  forex: { states: OPEN_POSITION_STATES, boards: ['forex'] },
} as const satisfies Record<
  string,
  { states: readonly OrderState[]; boards: readonly string[] | null }
>
export type PositionTab = keyof typeof POSITION_TABS
export const POSITION_TAB_IDS = Object.keys(POSITION_TABS) as PositionTab[]

/**
 * spec §3 yingkui of an open position at a live price (its sign follows the direction), or the
 * stored figure when there is no live price or the position is no longer open.
 */
export function liveYingkui(
  position: {
    state: OrderState
    amount: string | null
    lots: number
    direction: 'long' | 'short'
    yingkui: string | null
  },
  price: string | undefined,
): string | null {
  const amount = position.amount === null ? null : decimalToMinor(position.amount)
  if (!price || amount === null || !OPEN_POSITION_STATES.includes(position.state))
    return position.yingkui
  return minorToDecimal(profitMinor(amount, price, position.lots, position.direction))
}

/** Market value of an open position at a live price (spec §3). */
export function liveMarketValue(
  position: { lots: number; marketValue: string | null },
  price: string | undefined,
) {
  return price ? minorToDecimal(productMinor(price, String(position.lots))) : position.marketValue
}

/**
 * The headline profit of a position: what the user has gained after every fee and stamp duty
 * paid so far (issue 18: a gain before fees, shown in green, misled a user who had lost money).
 * Closed, it is the realised figure the ledger settled (spec §3 actual profit and loss); open, the
 * yingkui at the live price less the opening fee and duty — a close will still pay its own fee,
 * which the screen says beside it. Null when there is no price or nothing was filled.
 */
export function liveNetProfit(
  position: Parameters<typeof liveYingkui>[0] & {
    fee: string
    stampDuty: string
    dividends: string
    actualProfit: string | null
  },
  price: string | undefined,
): string | null {
  if (position.state === 'closed') return position.actualProfit
  const gross = liveYingkui(position, price)
  if (gross === null) return null
  const paid = (decimalToMinor(position.fee) ?? 0n) + (decimalToMinor(position.stampDuty) ?? 0n)
  const dividends = decimalToMinor(position.dividends) ?? 0n
  return minorToDecimal((decimalToMinor(gross) ?? 0n) - paid + dividends)
}

/**
 * What the Ended tab sums (issue 48): the realised profit after fees of the positions listed that
 * realised one, and how many they are — a cancelled order realised nothing and is not counted.
 */
export function realisedSummary(list: readonly Parameters<typeof liveNetProfit>[0][]): {
  total: string
  count: number
} {
  const realised = list.map((p) => liveNetProfit(p, undefined)).filter((v) => v !== null)
  return { total: totalProfit(realised.map((profit) => ({ profit }))), count: realised.length }
}
