import { expect } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { watchlistEditSelectors as select } from '../../../machines/watchlistEdit.ts'
import { uiAdapter } from '../adapter.ts'
import { HeldCalls } from '../heldCalls.ts'
import { expectToast } from '../screenChecks.ts'
import type { Who, World } from '../world.ts'

interface Ctx {
  who: Who
  calls: HeldCalls
  /** The codes still followed on the server. */
  followed: string[]
  /** The codes ticked when Delete was pressed. */
  deleting: string[]
}

/** The fixture's two rows, as the watchlist shows them (followed in this order). */
const CODES = ['SAN', 'BBVA']

/**
 * The watchlist's edit mode on /favorite/index (spec §2 Watchlist): Santander and BBVA followed
 * through the API; Edit, a row's box, Select all, Delete and Done tapped as a person does; the
 * delete call held until the path lets it through (the rows go) or fails it (the selection stays
 * and the reason is said).
 */
export const watchlistEditUi = uiAdapter<unknown, Ctx>({
  machineId: 'watchlistEdit',
  async arrange(world) {
    const who = await world.investor()
    for (const code of CODES) {
      const added = await world.api('favorite/add', { code }, who)
      if (added.status !== 1) throw new Error(`following ${code}: ${added.code}`)
    }
    const calls = new HeldCalls()
    await calls.hold(world, 'favorite/remove')
    await world.signIn(who)
    await world.open('/favorite/index')
    await expect(world.page.locator('.quote-row')).toHaveCount(CODES.length)
    return { who, calls, followed: [...CODES], deleting: [] }
  },
  act: {
    'edit.start': async ({ page }) => {
      await page.locator('.screen-head button.link-button').click()
    },
    'edit.cancel': async ({ page }) => {
      await page.locator('.screen-head button.link-button').click()
    },
    'edit.toggle': async (world, _ctx, event) => {
      await rowBox(world, String(event.code)).click()
    },
    'edit.toggleAll': async ({ page }) => {
      await page.locator('.edit-bar button.secondary').click()
    },
    'edit.delete': async (world, ctx, _event, accepted) => {
      const remove = world.page.locator('.edit-bar button.danger')
      // Nothing selected: the button is there, and cannot be pressed.
      if (!accepted) return expect(remove).toBeDisabled()
      ctx.deleting = []
      for (const code of CODES) if (await rowBox(world, code).isChecked()) ctx.deleting.push(code)
      await remove.click()
    },
    'xstate.done.actor.removeCodes': async (_world, ctx) => {
      await ctx.calls.release('favorite/remove')
      ctx.followed = ctx.followed.filter((code) => !ctx.deleting.includes(code))
    },
    'xstate.error.actor.removeCodes': async (world, ctx) => {
      await ctx.calls.fail('favorite/remove')
      await expectToast(world, 'common.noAnswer')
    },
  },
  show: {
    browsing: async (world, ctx) => {
      await expect(world.page.locator('.edit-bar')).toHaveCount(0)
      await expect(world.page.locator('.quote-row')).toHaveCount(ctx.followed.length)
      if (ctx.followed.length === 0) await expect(world.page.locator('.empty')).toBeVisible()
      else await expect(world.page.locator('a.quote-row-body')).toHaveCount(ctx.followed.length)
    },
    editing: selectionShown({ busy: false }),
    deleting: selectionShown({ busy: true }),
  },
})

const rowBox = (world: World, code: string) =>
  world.page.locator('.quote-row', { hasText: code }).locator('input[type="checkbox"]')

/** The edit bar, each row's box ticked as the machine's selection says, Delete counting it. */
function selectionShown({ busy }: { busy: boolean }) {
  return async (world: World, _ctx: Ctx, snapshot: AnyMachineSnapshot) => {
    const selected = select.selected(snapshot as never)
    await expect(world.page.locator('.edit-bar')).toBeVisible()
    for (const code of CODES)
      if (selected.includes(code)) await expect(rowBox(world, code)).toBeChecked()
      else await expect(rowBox(world, code)).not.toBeChecked()
    await expect(world.page.locator('.edit-bar button.danger')).toContainText(
      String(selected.length),
    )
    if (!busy) return
    // While the delete is on its way it cannot be sent again; the rows stay until the answer.
    await expect(world.page.locator('.edit-bar button.danger')).toBeDisabled()
    await expect(world.page.locator('.quote-row')).toHaveCount(CODES.length)
  }
}
