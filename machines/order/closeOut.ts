import { fromScaled, toScaled } from '../decimal.ts'
import { decimalToMinor, minorToDecimal } from '../money.ts'
import type { Direction } from './direction.ts'
import { needsMarginTrading } from './guards.ts'
import { type FeeRates, productMinor, profitMinor } from './pricing.ts'

/**
 * The risk of a position bought on margin or sold short (issue 25): its equity at a price, the
 * margin call and the close-out that keep a loss within the margin the user put up, and the price
 * at which the close-out comes. The position screen, the order ticket and the server's risk sweep
 * use these same functions.
 */

/** The levels of one position, as shares of its margin, fixed when it is opened. */
export interface RiskLevels {
  /** Below this share of the margin, a margin call (issue 25 "maintenance margin"). */
  maintenanceMargin: string
  /** At or below this share of the margin, the position is closed out. */
  closeOutLevel: string
}

/** What a position's risk depends on: money as decimal strings, so it travels as JSON. */
export interface PositionExposure {
  direction: Direction
  lots: number
  leverage: number
  /** The amount at opening (price × lots) and the margin put up for it. */
  amount: string
  margin: string
  fees: FeeRates
}

const minor = (decimal: string) => decimalToMinor(decimal) ?? 0n

// not in the spec (issue 25): the levels make sense together — a close-out above zero (at zero
// every gap is the house's loss) and below the maintenance margin (else no margin call comes
// before it), the maintenance margin at most the whole margin
export function riskLevelsValid(levels: RiskLevels): boolean {
  const call = toScaled(levels.maintenanceMargin, SHARE_SCALE)
  const out = toScaled(levels.closeOutLevel, SHARE_SCALE)
  return out > 0n && out < call && call <= SHARE_UNIT
}

// not in the spec (issue 25): only a position bought with leverage or sold short can lose more
// than the money put up for it, so only those are watched (spec §8: they need margin trading)
export const isMarginPosition = (p: Pick<PositionExposure, 'direction' | 'leverage'>) =>
  needsMarginTrading(p.direction, p.leverage)

/**
 * What closing at `price` would return, in cents: the margin, plus the gain or less the loss,
 * less the closing fee and stamp duty. Below zero when the loss is beyond the margin.
 */
export function equityMinor(p: PositionExposure, price: string): bigint {
  const amountNow = productMinor(price, String(p.lots))
  const profit = profitMinor(minor(p.amount), price, p.lots, p.direction)
  const value = minorToDecimal(amountNow)
  const fee = productMinor(value, p.direction === 'long' ? p.fees.sellFee : p.fees.buyFee)
  const stamp = p.direction === 'short' ? productMinor(value, p.fees.stampDuty) : 0n
  return minor(p.margin) + profit - fee - stamp
}

/** Levels are shares of the margin to six places (riskLevelsValid reads them so too). */
const SHARE_SCALE = 6
const SHARE_UNIT = 10n ** BigInt(SHARE_SCALE)

/**
 * A share of the margin, exact, in millionths of a cent: rounded to the cent, 75 % of 10.03
 * (7.5225) would become 7.52 and let equity of 7.52 pass without a call (decision 0047: the
 * equity is compared with the share itself).
 */
const shareOfMargin = (p: PositionExposure, share: string) =>
  minor(p.margin) * toScaled(share, SHARE_SCALE)

/** The equity at `price` in the same unit as shareOfMargin. */
const exactEquity = (p: PositionExposure, price: string) => equityMinor(p, price) * SHARE_UNIT

// not in the spec (issue 25): a margin call once the equity is below the maintenance margin
export const marginCallReached = (p: PositionExposure, price: string, levels: RiskLevels) =>
  isMarginPosition(p) && exactEquity(p, price) < shareOfMargin(p, levels.maintenanceMargin)

// not in the spec (issue 25, ESMA's retail margin close-out): the position is closed once its
// equity is at or below the close-out share of its margin
export const closeOutReached = (p: PositionExposure, price: string, levels: RiskLevels) =>
  isMarginPosition(p) && exactEquity(p, price) <= shareOfMargin(p, levels.closeOutLevel)

// not in the spec (issue 25): a margin call stands until the equity is back halfway between the
// maintenance margin and the whole margin, so a price wavering at the level does not call again
// and again
export function marginRestored(p: PositionExposure, price: string, levels: RiskLevels): boolean {
  // Halfway, exact: twice the equity against the call plus the whole margin.
  const call = shareOfMargin(p, levels.maintenanceMargin)
  return 2n * exactEquity(p, price) >= call + minor(p.margin) * SHARE_UNIT
}

/** A price of `ticks` ticks at `decimals` places, as text. */
const priceText = (ticks: bigint, decimals: number) => fromScaled(ticks, decimals)

/**
 * The price at which the position is closed out, at the instrument's tick: the highest price
 * that closes a long out, the lowest that closes a short out — found with the close-out rule
 * itself, so the price shown is exactly where the server acts. Null for a position that is not
 * on margin (it cannot lose more than it cost).
 */
export function closeOutPrice(
  p: PositionExposure,
  levels: RiskLevels,
  decimals: number,
): string | null {
  if (!isMarginPosition(p) || p.lots < 1) return null
  const reached = (ticks: bigint) =>
    ticks > 0n && closeOutReached(p, priceText(ticks, decimals), levels)
  const tick = 10n ** BigInt(decimals)
  // Where the equity is gone whatever the fees: no further than margin + amount per lot.
  const ceiling = ((minor(p.amount) + minor(p.margin)) * tick) / (100n * BigInt(p.lots)) + 1n
  if (p.direction === 'long') {
    // Equity falls with the price: the highest tick in [1, ceiling] that is reached.
    if (!reached(1n)) return null
    let low = 1n
    let high = ceiling
    // Extreme fees can leave even that price closed out: look higher (equity grows with the
    // price while the fee is under 100 %), and give up where nothing is safe.
    for (let widen = 0; reached(high); widen++) {
      if (widen > 64) return null
      low = high
      high *= 2n
    }
    while (high - low > 1n) {
      const mid = (low + high) / 2n
      if (reached(mid)) low = mid
      else high = mid
    }
    return priceText(low, decimals)
  }
  // A short's equity falls as the price rises: the lowest tick that is reached.
  let low = 0n
  let high = ceiling * 2n
  if (!reached(high)) return null
  while (high - low > 1n) {
    const mid = (low + high) / 2n
    if (reached(mid)) high = mid
    else low = mid
  }
  return priceText(high, decimals)
}

/**
 * What the user loses if the position closes at `price` (its close-out price, or a stop-loss), in
 * cents: the margin less what the close returns, never more than the margin (decision 0047). At
 * the close-out price it is the most a position can lose while prices move smoothly.
 */
export function lossAtPrice(p: PositionExposure, price: string): bigint {
  const left = equityMinor(p, price)
  return minor(p.margin) - (left > 0n ? left : 0n)
}

/**
 * Whether a position would be closed out the moment it opened, at the price it opens at (extreme
 * leverage or fees): the order is refused rather than opened to be closed at once.
 */
export function closesOutAtOpening(p: PositionExposure, price: string, levels: RiskLevels) {
  return closeOutReached(p, price, levels)
}
