import { defineGate } from '../gate.ts'
import { decimalToMinor } from '../money.ts'

/** What decides whether a subscription to a new share is taken (ipo/subscribe). */
export interface SubscriptionFacts {
  noTrade: boolean
  /** The back office opens and closes the new-share channel per product. */
  channelOpen: boolean
  now: number
  /** The application period, and the listing date (ms since epoch). */
  opensAt: number
  closesAt: number
  listingAt: number
  /** This user's earlier subscriptions to this share that still count (not rejected). */
  subscriptionsSoFar: number
  maxSubscriptions: number
  /** The number of shares as typed. */
  shares: string
  minShares: number
  /** The chosen tier's minimum, and the subscription amount (shares × price), decimal strings. */
  tierMinAmount: string
  amount: string
  /** What the subscription freezes, against what is available. */
  frozenNeeded: string
  available: string
}

/** A positive whole number of shares as typed, or null (at most 999,999,999: input hygiene). */
export function wholeSharesOf(text: string): number | null {
  return /^[1-9]\d{0,8}$/.test(text.trim()) ? Number(text.trim()) : null
}
const wholeShares = (f: SubscriptionFacts) => wholeSharesOf(f.shares) !== null
const minorOf = (text: string) => decimalToMinor(text) ?? 0n

// spec §6 Account restrictions: an account barred from trading cannot subscribe either
export const subscriberBarred = (f: SubscriptionFacts) => f.noTrade
// spec §8 Trading: the new-share channel must be open
export const ipoChannelClosed = (f: SubscriptionFacts) => !f.channelOpen
// spec §8 Trading: the subscription time must have been reached
export const beforeApplicationPeriod = (f: SubscriptionFacts) => f.now < f.opensAt
// spec §5 New shares: a share that is already listed takes no subscriptions
export const alreadyListed = (f: SubscriptionFacts) => f.now >= f.listingAt
// spec §3 New share: subscriptions are taken only within the application period
export const afterApplicationPeriod = (f: SubscriptionFacts) => f.now >= f.closesAt
// spec §5 New shares: a share can be subscribed a limited number of times (once by default)
export const subscriptionCountReached = (f: SubscriptionFacts) =>
  f.subscriptionsSoFar >= f.maxSubscriptions
// spec §5 Trading: a number of shares must be a whole number
export const sharesNotWhole = (f: SubscriptionFacts) => !wholeShares(f)
// spec §5 New shares, §9: minimum subscription shares (10000 shown)
export const belowMinimumShares = (f: SubscriptionFacts) =>
  wholeShares(f) && Number(f.shares.trim()) < f.minShares
// spec §5 New shares: minimum buy amount per allocation tier
export const belowTierMinimum = (f: SubscriptionFacts) =>
  minorOf(f.amount) < minorOf(f.tierMinAmount)
// spec §8 Funds: what the subscription freezes must be available
export const subscriptionUnfunded = (f: SubscriptionFacts) =>
  minorOf(f.frozenNeeded) > minorOf(f.available)

/*
 * The checks up to the subscription count read nothing the user types: they are tagged
 * `beforeForm`, so the application form is not offered at all when one blocks (issue 18: a second
 * subscription was refused only after confirming).
 */
export const subscriptionGate = defineGate<SubscriptionFacts>(
  'subscriptionGate',
  'Decides whether a new-share subscription is taken: trading allowed, channel open, within the application period and before listing, under the subscription count, whole shares above the minimum and the tier minimum, and enough balance to freeze (spec §5 New shares, §8 Trading).',
  [
    {
      state: 'barred',
      code: 'trade.noTrade',
      blocks: { name: 'subscriberBarred', test: subscriberBarred },
      description: 'The operator barred this account from trading.',
      beforeForm: true,
    },
    {
      state: 'channelClosed',
      code: 'ipo.channelClosed',
      blocks: { name: 'ipoChannelClosed', test: ipoChannelClosed },
      description: 'The new-share channel of this product is closed.',
      beforeForm: true,
    },
    {
      state: 'notStarted',
      code: 'ipo.notStarted',
      blocks: { name: 'beforeApplicationPeriod', test: beforeApplicationPeriod },
      description: 'The application period has not started.',
      beforeForm: true,
    },
    {
      state: 'listed',
      code: 'ipo.alreadyListed',
      blocks: { name: 'alreadyListed', test: alreadyListed },
      description: 'The share is already listed: it is bought on the market now.',
      beforeForm: true,
    },
    {
      state: 'ended',
      code: 'ipo.notOpen',
      blocks: { name: 'afterApplicationPeriod', test: afterApplicationPeriod },
      description: 'The application period is over.',
      beforeForm: true,
    },
    {
      state: 'countReached',
      code: 'ipo.countExceeded',
      blocks: { name: 'subscriptionCountReached', test: subscriptionCountReached },
      description: 'This user already subscribed as many times as the share allows.',
      beforeForm: true,
    },
    {
      state: 'sharesInvalid',
      code: 'ipo.sharesInvalid',
      blocks: { name: 'sharesNotWhole', test: sharesNotWhole },
      description: 'The number of shares is not a positive whole number.',
    },
    {
      state: 'belowMinShares',
      code: 'ipo.belowMinShares',
      blocks: { name: 'belowMinimumShares', test: belowMinimumShares },
      description: 'Fewer shares than the product minimum.',
    },
    {
      state: 'belowTierMin',
      code: 'ipo.belowTierMin',
      blocks: { name: 'belowTierMinimum', test: belowTierMinimum },
      description: 'The amount is below the minimum of the chosen allocation tier.',
    },
    {
      state: 'insufficient',
      code: 'funds.insufficient',
      blocks: { name: 'subscriptionUnfunded', test: subscriptionUnfunded },
      description: 'Not enough available balance for what the subscription freezes.',
    },
  ],
)
