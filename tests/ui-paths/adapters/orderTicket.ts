import { expect, type Route } from '@playwright/test'
import { KEYED_RETRIES } from '../../../machines/rules.ts'
import { uiAdapter } from '../adapter.ts'
import { spainOpen } from '../arrange.ts'

interface Ctx {
  /** The panel's terms call, held until the path says they arrive. */
  terms: Route | null
  termsArrived: boolean
  /** The order call sent on Confirm, held until the path says how it ends. */
  order: Route | null
}

/**
 * The buy panel on /market/stockDetail?code=SAN (spec §2 Stock detail, §5 Trading): the trade
 * terms held until the path says they arrive, lots typed, the order confirmed, and the server's
 * answer held until the path says whether it places the order or refuses it (a refusal made real
 * by the market closing in between: "not trading time"), or places it and loses the answer.
 */
export const orderTicketUi = uiAdapter<unknown, Ctx>({
  machineId: 'orderTicket',
  cannotWalk(events) {
    const terms = events.findIndex((e) => e.type === 'ticket.terms')
    const before = terms === -1 ? events : events.slice(0, terms)
    return before.length > 0
      ? 'The panel is drawn once its terms arrive: nothing can be typed or sent before.'
      : null
  },
  async arrange(world) {
    const who = await world.investor()
    await world.clockWhere(spainOpen)
    const ctx: Ctx = { terms: null, termsArrived: false, order: null }
    await world.page.route('**/api/vue/trade/rules', async (route) => {
      if (ctx.termsArrived) return route.continue()
      ctx.terms = route
    })
    await world.page.route('**/api/vue/trade/buy', async (route) => {
      ctx.order = route
    })
    await world.signIn(who)
    await world.open('/market/stockDetail?code=SAN')
    return ctx
  },
  act: {
    'ticket.terms': async (_world, ctx) => {
      if (ctx.termsArrived) return
      await expect.poll(() => ctx.terms !== null).toBe(true)
      ctx.termsArrived = true
      await ctx.terms!.continue()
    },
    'ticket.edit': async ({ page }, _ctx, event) => {
      const lots = (event.patch as { lots?: string }).lots ?? ''
      await page.locator('.order-panel .stepper input').fill(lots)
    },
    'ticket.submit': async ({ page }, _ctx, _event, accepted) => {
      const submit = page.locator('.order-panel form.ticket button[type="submit"]')
      if (!accepted) {
        // The panel says what blocks the order and does not let it be sent.
        await expect(page.locator('.order-panel .ticket-blocked')).toBeVisible()
        await expect(submit).toBeDisabled()
        return
      }
      await submit.click()
    },
    'ticket.confirm': async ({ page }) => {
      await page.getByRole('dialog').locator('button.primary').click()
    },
    'ticket.back': async ({ page }) => {
      // From the confirmation, its Back; after no answer, the retry card's Edit.
      const failed = page.getByTestId('submission-failed')
      if (await failed.isVisible()) await failed.locator('button.secondary').click()
      else await page.getByRole('dialog').locator('button.secondary').click()
    },
    'xstate.done.actor.placeOrder': async (world, ctx) => {
      await world.clockWhere(spainOpen)
      await release(ctx)
    },
    'xstate.error.actor.placeOrder': async (world, ctx, event) => {
      if ((event.error as { code?: string }).code === 'common.noAnswer') {
        // The server places the order, but its answer never reaches the phone (decision 0063).
        await answerLost(ctx)
        return
      }
      // The market closes while the order is on its way: the server refuses it.
      await world.clockWhere((t) => !spainOpen(t))
      await release(ctx)
      for (const piece of world.texts('server', 'trade.notTradingTime'))
        await expect(world.page.locator('.toast')).toContainText(piece)
      await world.clockWhere(spainOpen)
    },
    'ticket.retry': async ({ page }) => {
      await page.getByTestId('submission-failed').locator('button.primary').click()
    },
    'ticket.again': async ({ page }) => {
      await page.locator('.order-panel .ticket-done button.primary').click()
    },
  },
  show: {
    editing: async ({ page }, ctx) => {
      if (!ctx.termsArrived) {
        // Not drawn until its terms arrive.
        await expect(page.locator('.order-panel form.ticket')).toHaveCount(0)
        return
      }
      await expect(page.locator('.order-panel form.ticket')).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
    },
    confirming: async ({ page }) => {
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('button.primary')).toBeEnabled()
    },
    submitting: async ({ page }) => {
      await expect(page.getByRole('dialog').locator('button.primary')).toBeDisabled()
    },
    failed: async (world) => {
      const failed = world.page.getByTestId('submission-failed')
      for (const piece of world.texts('screens', 'No answer from Tradeflow'))
        await expect(failed).toContainText(piece)
      await expect(world.page.getByRole('dialog')).toHaveCount(0)
    },
    placed: async (world) => {
      const done = world.page.locator('.order-panel .ticket-done')
      for (const piece of world.texts('screens', 'Order placed'))
        await expect(done).toContainText(piece)
    },
  },
})

/** The held order call done by the server, its answer then lost as a time-out loses it. */
async function answerLost(ctx: Ctx) {
  // An order carries its key, so the app sends it once more itself (decision 0071): that answer,
  // the first one given again, is lost as well before the screen says "no answer".
  for (let tries = 0; tries <= KEYED_RETRIES; tries++) {
    await expect.poll(() => ctx.order !== null).toBe(true)
    const route = ctx.order!
    ctx.order = null
    await route.fetch()
    await route.abort('timedout')
  }
}

/** The held order call let through to the server. */
async function release(ctx: Ctx) {
  await expect.poll(() => ctx.order !== null).toBe(true)
  const route = ctx.order!
  ctx.order = null
  await route.continue()
}
