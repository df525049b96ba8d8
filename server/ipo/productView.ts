import type { SubscriptionProduct } from '../../machines/ipo/calls.ts'
import { ipoPhase } from '../../machines/ipo/phase.ts'
import type { AllocationTier, IpoMoneyTerms } from '../../machines/ipo/terms.ts'
import { minorToDecimal } from '../../machines/money.ts'
import { productMinor } from '../../machines/order/pricing.ts'
import type { Deps } from '../core/deps.ts'
import type { ipoProducts } from '../db/schema.ts'
import { lastPriceOf } from '../trading/prices.ts'

export type ProductRow = typeof ipoProducts.$inferSelect

export const tiersOf = (row: ProductRow) => JSON.parse(row.tiers) as AllocationTier[]

export const moneyTermsOf = (row: ProductRow): IpoMoneyTerms => ({
  price: row.underwritingPrice ?? row.issuePrice,
  depositPercent: row.depositPercent,
  waivePercent: row.waivePercent,
})

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** What the application form checks of a share, as `ipo/terms` shows it (the subscription gate). */
export const subscriptionProductOf = (row: ProductRow): SubscriptionProduct => ({
  ...moneyTermsOf(row),
  channelOpen: row.channelOpen,
  opensAt: row.opensAt.toISOString(),
  closesAt: row.closesAt.toISOString(),
  listingAt: row.listingAt.toISOString(),
  maxSubscriptions: row.maxSubscriptions,
  minShares: row.minShares,
  tiers: tiersOf(row),
})

/**
 * A new share as the API shows it, with every field of spec §3 New share. The market price is the
 * exchange's last price once the share trades there; the price and premium differences compare it
 * with the price subscribers pay.
 */
export function productView(deps: Deps, row: ProductRow) {
  const now = deps.clock.now().getTime()
  const instrument = deps.market.provider.instrument(row.code)
  const marketPrice = instrument ? lastPriceOf(deps.market.provider, instrument, now) : null
  const price = moneyTermsOf(row).price
  const difference = marketPrice === null ? null : priceDifference(marketPrice, price)
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    name: row.name,
    market: row.market,
    currency: row.currency,
    phase: ipoPhase(
      {
        opensAt: row.opensAt.getTime(),
        closesAt: row.closesAt.getTime(),
        listingAt: row.listingAt.getTime(),
        drawnAt: row.drawnAt?.getTime() ?? null,
      },
      now,
    ),
    issuePrice: row.issuePrice,
    provisionalPrice: row.provisionalPrice,
    underwritingPrice: row.underwritingPrice,
    price,
    marketPrice,
    priceDifference: difference?.amount ?? null,
    premiumPercent: difference?.percent ?? null,
    issueShares: row.issueShares,
    minShares: row.minShares,
    maxSubscriptions: row.maxSubscriptions,
    tiers: tiersOf(row),
    winningRate: row.winningRate,
    depositPercent: row.depositPercent,
    waivePercent: row.waivePercent,
    channelOpen: row.channelOpen,
    issueMarket: row.issueMarket,
    sponsor: row.sponsor,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    listingAt: row.listingAt.toISOString(),
    distributionAt: row.distributionAt.toISOString(),
    drawnAt: iso(row.drawnAt),
    announcedAt: iso(row.announcedAt),
  }
}

/** Market price less the subscription price, per share and in percent of it (two decimals). */
function priceDifference(marketPrice: string, price: string) {
  const perShare = productMinor(marketPrice, '1') - productMinor(price, '1')
  const base = productMinor(price, '1')
  const percentHundredths = base === 0n ? 0n : (perShare * 10_000n) / base
  return { amount: minorToDecimal(perShare), percent: minorToDecimal(percentHundredths) }
}
