import { expect } from '@playwright/test'
import { uiAdapter } from '../adapter.ts'
import { HeldCalls } from '../heldCalls.ts'
import type { Who, World } from '../world.ts'

interface Ctx {
  who: Who
  calls: HeldCalls
}

/**
 * The watchlist star on /market/stockDetail?code=SAN (spec §2 Watchlist): whether SAN is
 * followed is asked of the server, held until the path says the answer (made true by following
 * it first through the API) or fails it; taps follow and unfollow, each call held until the path
 * lets it through or fails it, and the star shows the change at once and goes back on a failure.
 */
export const watchlistStarUi = uiAdapter<{ code: string }, Ctx>({
  machineId: 'watchlistStar',
  async arrange(world) {
    const who = await world.investor()
    const calls = new HeldCalls()
    for (const path of ['favorite/has', 'favorite/add', 'favorite/remove'])
      await calls.hold(world, path)
    await world.signIn(who)
    await world.open('/market/stockDetail?code=SAN')
    return { who, calls }
  },
  act: {
    'xstate.done.actor.isFollowed': async (world, ctx, event) => {
      if (event.output === true) await world.api('favorite/add', { code: 'SAN' }, ctx.who)
      await ctx.calls.release('favorite/has')
    },
    'xstate.error.actor.isFollowed': async (_world, ctx) => ctx.calls.fail('favorite/has'),
    'star.toggle': async (world) => {
      await star(world).click()
    },
    'star.retry': async (world) => {
      await world.page.locator('button.star-retry').click()
    },
    'xstate.done.actor.follow': async (_world, ctx) => ctx.calls.release('favorite/add'),
    'xstate.error.actor.follow': async (_world, ctx) => ctx.calls.fail('favorite/add'),
    'xstate.done.actor.unfollow': async (_world, ctx) => ctx.calls.release('favorite/remove'),
    'xstate.error.actor.unfollow': async (_world, ctx) => ctx.calls.fail('favorite/remove'),
  },
  show: {
    checking: async (world) => {
      await expect(star(world)).toHaveCount(0)
    },
    unknown: async (world) => {
      await expect(world.page.locator('button.star-retry')).toBeVisible()
    },
    notFollowed: shown({ on: false, busy: false }),
    following: shown({ on: true, busy: true }),
    followed: shown({ on: true, busy: false }),
    unfollowing: shown({ on: false, busy: true }),
  },
})

const star = (world: World) => world.page.locator('.detail-head button.star, button.star').first()

/** The star drawn, filled or not, pressable or waiting for the server. */
function shown({ on, busy }: { on: boolean; busy: boolean }) {
  return async (world: World) => {
    const button = world.page.locator('button.star[aria-pressed]')
    await expect(button).toHaveAttribute('aria-pressed', String(on))
    if (busy) await expect(button).toBeDisabled()
    else await expect(button).toBeEnabled()
  }
}
