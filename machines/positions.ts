import { decimalToMinor, minorToDecimal } from './money.ts'
import { OPEN_POSITION_STATES, type OrderState } from './order/machine.ts'

// spec §7 trade/userstocklist: the yingkui of every position is summed into the total profit
// (a position whose price could not be obtained has no yingkui and adds nothing)
export function totalProfit(positions: readonly { yingkui: string | null }[]): string {
  const minor = positions.reduce((sum, p) => sum + (decimalToMinor(p.yingkui ?? '') ?? 0n), 0n)
  return minorToDecimal(minor)
}

/**
 * spec §2 Positions: the tabs (In progress, Ended or Terminated, Inventory or Holdings, Digital
 * currency, Forex) as the order states and boards each one lists. The Subscription tab belongs to
 * the new-share work and is not listed until subscriptions exist.
 */
export const POSITION_TABS = {
  holdings: { states: OPEN_POSITION_STATES, boards: ['listed', 'otc'] },
  inProgress: { states: ['pending', 'readyToClose'], boards: null },
  ended: { states: ['closed', 'cancelled'], boards: null },
  crypto: { states: OPEN_POSITION_STATES, boards: ['crypto'] },
  forex: { states: OPEN_POSITION_STATES, boards: ['forex'] },
} as const satisfies Record<
  string,
  { states: readonly OrderState[]; boards: readonly string[] | null }
>
export type PositionTab = keyof typeof POSITION_TABS
export const POSITION_TAB_IDS = Object.keys(POSITION_TABS) as PositionTab[]
