import { divideMinor, productMinor } from '../order/pricing.ts'

/**
 * The money terms of a new-share product (spec §3 New share), set per product by the back
 * office: the price, how much of a subscription is frozen when it is made, what waiving an
 * allotment costs, and the allocation tiers. Percentages are decimal strings ("100", "2.5").
 */
export interface IpoMoneyTerms {
  /** The issue price (or the placement's fixed price), per share. */
  price: string
  /** The share of the subscription amount frozen at subscription, in percent (100 = all of it). */
  depositPercent: string
  /** What a waived allotment forfeits, in percent of what was frozen (0 = nothing). */
  waivePercent: string
}

/** spec §5 New shares: an allocation tier with the minimum amount a subscription in it must reach. */
export interface AllocationTier {
  id: string
  /** Decimal string, in the product's currency. */
  minAmount: string
}

/** The subscription amount: shares × price, in minor units (cents), rounded half up. */
export const subscriptionAmountMinor = (shares: number, price: string) =>
  productMinor(price, String(shares))

/** A percentage of an amount in minor units, rounded half up. */
export const percentOfMinor = (minor: bigint, percent: string) =>
  // minor × percent, as productMinor counts it (× 100), back to minor units of the percentage.
  divideMinor(productMinor(`${minor}`, percent), 10_000)

/** What is frozen when `shares` are subscribed. */
export const frozenAtSubscriptionMinor = (shares: number, terms: IpoMoneyTerms) =>
  percentOfMinor(subscriptionAmountMinor(shares, terms.price), terms.depositPercent)

/**
 * Paying for an allotment: the amount due is allotted shares × price. What was frozen pays first;
 * the rest comes from the available balance, or the unused part of the frozen money returns.
 */
export function paymentSplit(frozenMinor: bigint, allottedShares: number, price: string) {
  const dueMinor = subscriptionAmountMinor(allottedShares, price)
  const fromFrozen = frozenMinor < dueMinor ? frozenMinor : dueMinor
  return {
    dueMinor,
    fromFrozenMinor: fromFrozen,
    fromAvailableMinor: dueMinor - fromFrozen,
    returnedMinor: frozenMinor - fromFrozen,
  }
}

/** Waiving an allotment: the forfeit is kept, the rest of the frozen money returns. */
export function waiveSplit(frozenMinor: bigint, terms: IpoMoneyTerms) {
  const forfeitMinor = percentOfMinor(frozenMinor, terms.waivePercent)
  return { forfeitMinor, returnedMinor: frozenMinor - forfeitMinor }
}
