import { expect } from '@playwright/test'
import { type SubscriptionFacts, subscriptionGate } from '../../../machines/ipo/subscriptionGate.ts'
import { uiAdapter } from '../adapter.ts'
import { DAY_MS, depositCredited, restrict } from '../arrange.ts'
import { keepEuros } from '../creditArrange.ts'
import { newShare } from '../ipoArrange.ts'
import { blockedBeforeForm, formVerdict, saidBeforeForm } from '../screenChecks.ts'
import { DEMO_EUROS } from '../workerServer.ts'
import type { Who, World } from '../world.ts'

/** Said instead of the form, in the user's language. */
const before = saidBeforeForm('subscription-blocked', 'shares')

const verdict = formVerdict({ confirm: true })

/** The fixture's period, listing and count made into a share's dates from the server's now. */
function datesOf(f: SubscriptionFacts, now: number) {
  const at = (ms: number) => new Date(now + ms).toISOString()
  // Listed: its period, draw and listing all past (the console keeps them in that order).
  if (f.now >= f.listingAt)
    return {
      opensAt: at(-4 * DAY_MS),
      closesAt: at(-3 * DAY_MS),
      drawAt: at(-3 * DAY_MS),
      listingAt: at(-DAY_MS),
    }
  const opensAt = f.now < f.opensAt ? at(DAY_MS) : at(-DAY_MS)
  const closesAt = f.now >= f.closesAt ? at(-60_000) : at(2 * DAY_MS)
  return { opensAt, closesAt, drawAt: at(3 * DAY_MS), listingAt: at(10 * DAY_MS) }
}

/**
 * Subscribing to a new share on /home/newStockBuy (spec §5 New shares, §8 Trading): a share of
 * the path's own made in the console with the fixture's channel, period, listing, minimum shares,
 * count and tier minimum, priced so that the fixture's shares cost its amount;
 * the investor holds the fixture's available euros (a deposit approved for more than the demo
 * balance), has subscribed already or is barred where it says. A blocker is said instead of the
 * form; otherwise the shares are typed, refused with the reason or confirmed.
 */
export const subscriptionGateUi = uiAdapter<SubscriptionFacts, void>({
  machineId: 'subscriptionGate',
  async arrange(world, f) {
    const who = await world.investor()
    // First, as a deposit may move the clock into its window; the share's dates follow it.
    await holdEuros(world, who, f.available)
    const price = (Number(f.amount) / Number(f.shares)).toFixed(4)
    const { id } = await newShare(world, 'UIG', {
      issuePrice: price,
      issueShares: 10_000_000,
      minShares: f.minShares,
      maxSubscriptions: f.maxSubscriptions,
      tiers: [{ id: 'A', minAmount: f.tierMinAmount }],
      winningRate: '100',
      channelOpen: true,
      ...datesOf(f, await world.now()),
      distributionAt: new Date((await world.now()) + 20 * DAY_MS).toISOString(),
    })
    if (f.subscriptionsSoFar > 0) {
      const made = await world.api('ipo/subscribe', { id, quantity: f.minShares, tier: 'A' }, who)
      if (made.status !== 1) throw new Error(`subscribing first: ${made.code}`)
    }
    if (!f.channelOpen) await world.admin('ipo/channel', { id, open: false })
    if (f.noTrade) await restrict(world, who, { noTrade: true })
    await world.signIn(who)
    await world.open(`/home/newStockBuy?id=${id}`)
    if (blockedBeforeForm(subscriptionGate, f)) return
    await world.page.locator('input[name="shares"]').fill(f.shares)
    await world.page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: async (world) => {
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page).toHaveURL(/trade\/index\?tab=subscription/)
    },
    barred: before('trade.noTrade'),
    channelClosed: before('ipo.channelClosed'),
    notStarted: before('ipo.notStarted'),
    listed: before('ipo.alreadyListed'),
    ended: before('ipo.notOpen'),
    countReached: before('ipo.countExceeded'),
    sharesInvalid: verdict.refused('ipo.sharesInvalid'),
    belowMinShares: verdict.refused('ipo.belowMinShares'),
    belowTierMin: verdict.refused('ipo.belowTierMin'),
    insufficient: verdict.refused('funds.insufficient'),
  },
})

/** Exactly `available` euros: the demo balance topped up by a deposit, or cut down. */
async function holdEuros(world: World, who: Who, available: string) {
  const more = Number(available) - DEMO_EUROS
  if (more > 0) await depositCredited(world, who, more.toFixed(2))
  else await keepEuros(world, who, Number(available))
}
