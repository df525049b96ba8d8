import type { IpoPhase } from '../../machines/ipo/phase.ts'
import type { AllocationTier } from '../../machines/ipo/terms.ts'

/** A new share as ipo/list and ipo/terms answer it (server/ipo/productView.ts). */
export interface IpoProduct {
  id: number
  kind: 'ipo' | 'placement'
  code: string
  name: string
  market: 'Spain' | 'usd'
  currency: string
  phase: IpoPhase
  issuePrice: string
  provisionalPrice: string | null
  underwritingPrice: string | null
  price: string
  marketPrice: string | null
  priceDifference: string | null
  premiumPercent: string | null
  issueShares: number
  minShares: number
  maxSubscriptions: number
  tiers: AllocationTier[]
  winningRate: string
  depositPercent: string
  waivePercent: string
  channelOpen: boolean
  issueMarket: string
  sponsor: string
  opensAt: string
  closesAt: string
  drawAt: string
  listingAt: string
  distributionAt: string
}

/** A subscription as ipo/mine answers it. */
export interface Subscription {
  subscriptionNo: string
  kind: 'ipo' | 'placement'
  code: string
  name: string
  currency: string
  tier: string
  price: string
  requestedShares: number
  allottedShares: number | null
  frozen: string
  due: string | null
  paid: string | null
  refunded: string | null
  forfeit: string | null
  state: import('../../machines/ipo/subscription.ts').SubscriptionState
  reason: string | null
  listingAt: string
  createdAt: string
}
