import { toScaled } from '../decimal.ts'
import { minorToDecimal } from '../money.ts'
import { productMinor } from '../order/pricing.ts'
import { NAV_DECIMALS } from './strategy.ts'

/** The fee terms a follower agrees to (spec §9 Agreement terms), fixed when they follow. */
export interface FollowFeeTerms {
  /** Fraction of the principal, charged when the follow ends ("0.02" = 2 %). */
  serviceFeeRate: string
  /** Fraction of the profit, charged only when the return reached the target ("0.18"). */
  performanceFeeRate: string
  /** The return that earns the performance fee, as a fraction of the principal ("2.00" = 200 %). */
  targetReturn: string
}

/** What a follow pays back when it ends, to the cent. */
export interface FollowSettlement {
  principalMinor: bigint
  /** The follow's value at the end less the principal; negative for a loss. */
  profitMinor: bigint
  targetReached: boolean
  serviceFeeMinor: bigint
  performanceFeeMinor: bigint
  /** What returns to the follower's balance: the value less both fees, never below zero. */
  paidOutMinor: bigint
}

/**
 * Settles a follow that ends worth `valueMinor` (spec §9 Agreement terms). The service fee is its
 * rate of the principal; the performance fee is its rate of the profit, and only when the profit
 * is at least the target return of the principal (reached exactly counts; a cent short does not).
 * Fees never take more than the follow is worth: a follow that lost nearly everything pays out 0.
 */
export function followSettlement(
  principalMinor: bigint,
  valueMinor: bigint,
  terms: FollowFeeTerms,
): FollowSettlement {
  const profitMinor = valueMinor - principalMinor
  const principal = minorToDecimal(principalMinor)
  const targetReached =
    profitMinor > 0n && profitMinor >= productMinor(principal, terms.targetReturn)
  const performanceFeeMinor = targetReached
    ? productMinor(minorToDecimal(profitMinor), terms.performanceFeeRate)
    : 0n
  const owed = productMinor(principal, terms.serviceFeeRate)
  const worth = valueMinor > 0n ? valueMinor : 0n
  const serviceFeeMinor = owed < worth - performanceFeeMinor ? owed : worth - performanceFeeMinor
  return {
    principalMinor,
    profitMinor,
    targetReached,
    serviceFeeMinor,
    performanceFeeMinor,
    paidOutMinor: worth - performanceFeeMinor - serviceFeeMinor,
  }
}

/**
 * What a follow is worth at a NAV: its principal grown as the fund's NAV grew since the close
 * before it started, to the cent, rounded half up (decision 0027). A day's profit is the
 * difference of two such values, so the days add up to the end value exactly.
 */
export function followValueMinor(principalMinor: bigint, startNav: string, nav: string): bigint {
  const start = toScaled(startNav, NAV_DECIMALS)
  const now = toScaled(nav, NAV_DECIMALS)
  return (principalMinor * now * 2n + start) / (2n * start)
}

/**
 * The fees said before following, for an amount (spec §9 Agreement terms, issue 19: "the fees and
 * the target rule shown before they follow, in plain words and numbers"): the service fee that
 * amount pays at the end, and the profit it must reach before the performance fee is charged.
 */
export function followFeePreview(amountMinor: bigint, terms: FollowFeeTerms) {
  const amount = minorToDecimal(amountMinor > 0n ? amountMinor : 0n)
  return {
    serviceFeeMinor: productMinor(amount, terms.serviceFeeRate),
    targetProfitMinor: productMinor(amount, terms.targetReturn),
  }
}
