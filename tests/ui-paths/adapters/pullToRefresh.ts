import { type CDPSession, expect } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { pullSelectors } from '../../../machines/pullToRefresh.ts'
import { PULL_REFRESH_SUCCESS_MS } from '../../../machines/rules.ts'
import { uiAdapter } from '../adapter.ts'
import { HeldCalls } from '../heldCalls.ts'
import type { World } from '../world.ts'

interface Ctx {
  touch: CDPSession
  calls: HeldCalls
  /** Where the finger went down, and whether it is down. */
  x: number
  y: number
  down: boolean
}

type TouchType = 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel'

/** A finger on the phone's screen, through Chromium's own touch input (real touch events). */
async function finger(ctx: Ctx, type: TouchType, y = ctx.y) {
  const ending = type === 'touchEnd' || type === 'touchCancel'
  await ctx.touch.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: ending ? [] : [{ x: ctx.x, y }],
  })
}

/**
 * Pull to refresh on the account page (spec §2 Account page, §9): a finger put down at the top of
 * the page and moved down by the path's distance, then lifted or cancelled; the reload's call
 * (the account's assets) held until the path lets it through or fails it; the page's clock paused
 * so that "Refreshed" stays until the path runs its 500 ms.
 */
export const pullToRefreshUi = uiAdapter<unknown, Ctx>({
  machineId: 'pullToRefresh',
  pageClock: true,
  async arrange(world) {
    const who = await world.investor()
    await world.page.clock.install()
    await world.signIn(who)
    await world.open('/information/index')
    // The page has shown its assets: the next call for them is the pull's reload.
    await expect(world.page.getByTestId('assets-card')).toBeVisible()
    await world.page.clock.pauseAt(Date.now() + 5_000)
    const calls = new HeldCalls()
    await calls.hold(world, 'user/assets')
    const touch = await world.page.context().newCDPSession(world.page)
    const box = await world.page.locator('.pull-to-refresh').boundingBox()
    return { touch, calls, x: 195, y: (box?.y ?? 0) + 60, down: false }
  },
  act: {
    'pull.move': async (_world, ctx, event) => {
      if (!ctx.down) {
        await finger(ctx, 'touchStart')
        ctx.down = true
      }
      await finger(ctx, 'touchMove', ctx.y + Number(event.distance))
    },
    'pull.release': async (_world, ctx) => {
      await finger(ctx, 'touchEnd')
      ctx.down = false
    },
    'pull.cancel': async (_world, ctx) => {
      await finger(ctx, 'touchCancel')
      ctx.down = false
    },
    'xstate.done.actor.refresh': async (_world, ctx) => ctx.calls.release('user/assets'),
    'xstate.error.actor.refresh': async (_world, ctx) => ctx.calls.fail('user/assets'),
    'xstate.after.successShown.pullToRefresh.refreshed': async (world) => {
      await world.page.clock.runFor(PULL_REFRESH_SUCCESS_MS)
    },
  },
  show: {
    idle: async (world) => {
      await expect(header(world)).toHaveText('')
    },
    pulling: async (world, _ctx, snapshot) => {
      const pulled = snapshot as unknown as Parameters<typeof pullSelectors.willRefresh>[0]
      const label = pullSelectors.willRefresh(pulled)
        ? 'Release to refresh'
        : 'Pull down to refresh'
      await says(world, pullSelectors.headerOffset(pulled) > 0 ? label : '')
    },
    refreshing: saying('Refreshing…'),
    refreshed: saying('Refreshed'),
  },
})

const header = (world: World) => world.page.locator('.pull-header')

async function says(world: World, id: string) {
  if (id === '') return expect(header(world)).toHaveText('')
  await expect(header(world)).toHaveText(world.texts('screens', id).join(' '))
}

function saying(id: string) {
  return async (world: World, _ctx: Ctx, _snapshot: AnyMachineSnapshot) => says(world, id)
}
