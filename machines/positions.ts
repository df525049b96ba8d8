import { decimalToMinor, minorToDecimal } from './money.ts'

// spec §7 trade/userstocklist: the yingkui of every position is summed into the total profit
export function totalProfit(positions: readonly { yingkui: string }[]): string {
  const minor = positions.reduce((sum, p) => sum + (decimalToMinor(p.yingkui) ?? 0n), 0n)
  return minorToDecimal(minor)
}
