import { expect } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { isUsdcAllowed, type MarketContext, type MarketInput } from '../../../machines/market.ts'
import { DEFAULT_MARKET, type Market, STORAGE_KEYS } from '../../../machines/rules.ts'
import { uiAdapter } from '../adapter.ts'
import type { World } from '../world.ts'

/** The top bar's tab of each market, in the order it draws them. */
const LABELS: Record<Market, string> = { Spain: '€ Spain', usd: '$ USD', usdc: 'USDC' }
const WALLET = '/information/wallet'
const OUTSIDE = '/market/index'

const tab = (world: World, market: Market) =>
  world.page
    .locator('.market-switcher [role="tab"]')
    .filter({ hasText: market === 'usdc' ? 'USDC' : world.texts('screens', LABELS[market])[0]! })

/**
 * The market switcher of the top bar (spec §2 Top bar, §4 Market tab): the fixture's saved choice
 * put under `stock` before the app starts, on the wallet or the market list; a tab tapped, or
 * another view opened (the wallet, or leaving it). The tabs offered, the one selected and the
 * choice saved follow the machine.
 */
export const marketUi = uiAdapter<MarketInput, void>({
  machineId: 'market',
  async arrange(world, input) {
    const who = await world.investor()
    await world.signIn(who)
    await world.page.evaluate(
      ({ key, saved }) => {
        if (saved === null) localStorage.removeItem(key)
        else localStorage.setItem(key, saved)
      },
      { key: STORAGE_KEYS.market, saved: input.saved },
    )
    await world.open(input.inWallet ? WALLET : OUTSIDE)
  },
  act: {
    'market.select': async (world, _ctx, event, accepted) => {
      const chosen = tab(world, event.market as Market)
      if (accepted) return chosen.click()
      // Not taken: the tab is the one already selected (tapping it changes nothing), or it is
      // not offered at all (USDC outside the wallet).
      if ((await chosen.count()) === 0) return
      await expect(chosen).toHaveAttribute('aria-selected', 'true')
      await chosen.click()
    },
    'view.changed': async (world, _ctx, event) => {
      // Another view of the app, opened without reloading it (the bottom tabs do the same).
      await world.page.evaluate(
        (route) => {
          location.hash = route
        },
        event.inWallet ? WALLET : OUTSIDE,
      )
      await expect(world.page).toHaveURL(new RegExp(event.inWallet ? WALLET : OUTSIDE))
    },
  },
  show: {
    Spain: selected('Spain'),
    usd: selected('usd'),
    usdc: selected('usdc'),
  },
})

/** `market`'s tab selected, and USDC offered only in the wallet (or while chosen). */
function selected(market: Market) {
  return async (world: World, _ctx: unknown, snapshot: AnyMachineSnapshot) => {
    const { inWallet } = snapshot.context as MarketContext
    await expect(tab(world, market)).toHaveAttribute('aria-selected', 'true')
    await expect(world.page.locator('.market-switcher [aria-selected="true"]')).toHaveCount(1)
    await expect(tab(world, 'usdc')).toHaveCount(
      isUsdcAllowed(inWallet) || market === 'usdc' ? 1 : 0,
    )
    // The choice is kept for the next start (nothing saved yet means the default market).
    const saved = await world.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.market)
    expect(saved ?? DEFAULT_MARKET).toBe(market)
  }
}
