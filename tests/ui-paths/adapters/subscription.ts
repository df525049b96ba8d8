import { expect, type Page } from '@playwright/test'
import { STORED_SUBSCRIPTION_STATES } from '../../../machines/ipo/subscription.ts'
import { type ReplayEvent, uiAdapter } from '../adapter.ts'
import { newShare } from '../ipoArrange.ts'
import type { Who, World } from '../world.ts'

interface Ctx {
  who: Who
  code: string
  closesAt: number
  state: string
  reason: string | null
}

const PERIOD_MS = 60_000

/**
 * A new-share subscription (spec §4 Subscription) across the investor app and the console: a
 * share of its own per path whose winning rate is 100 % or 0 % as the path's draw says, the
 * application form sent on /home/newStock, the draw and the announcement run from the console's
 * new-share section once the clock has passed the period, a rejection from its subscription
 * queue, payment or waiver on the investor's subscription card; each state then seen on the card.
 */
export const subscriptionUi = uiAdapter<{ requestedShares: number }, Ctx>({
  machineId: 'subscription',
  cannotWalk(events) {
    const greedy = events.some((e) => e.type === 'ipo.drawWon' && (e.shares as number) > 10_000)
    return greedy ? 'The draw never allots more shares than were asked for.' : null
  },
  async arrange(world, _input, events) {
    const who = await world.investor()
    const now = await world.now()
    const at = (ms: number) => new Date(now + ms).toISOString()
    const loses = events.some((e) => e.type === 'ipo.drawLost')
    const { code } = await newShare(world, 'UIP', {
      issuePrice: '0.50',
      issueShares: 1_000_000,
      tiers: [{ id: 'A', minAmount: '1.00' }],
      winningRate: loses ? '0' : '100',
      opensAt: at(-3_600_000),
      closesAt: at(PERIOD_MS),
      drawAt: at(PERIOD_MS + 60_000),
      distributionAt: at(86_400_000),
      listingAt: at(30 * 86_400_000),
    })
    await world.signIn(who)
    await world.open('/home/newStock')
    return { who, code, closesAt: now + PERIOD_MS, state: 'toSubscribe', reason: null }
  },
  act: {
    'ipo.subscribe': async ({ page }, ctx) => {
      const card = page.getByTestId(`ipo-${ctx.code}`)
      await card.locator('a.button').click()
      await expect(page.getByTestId('ipo-frozen')).toBeVisible()
      await page.locator('form button[type="submit"]').click()
      await page.getByRole('dialog').locator('button.primary').click()
      await expect(page).toHaveURL(/trade\/index\?tab=subscription/)
    },
    'ipo.drawWon': consoleStep('draw'),
    'ipo.drawLost': consoleStep('draw'),
    'ipo.announce': consoleStep('announce'),
    'ipo.pay': cardAction('button.primary'),
    'ipo.waive': cardAction('button.secondary'),
    'ipo.reject': async (world, ctx, event, accepted) => {
      // The reviewer rejects from the share's list of subscriptions, with a reason.
      const admin = await world.console()
      const row = await productRow(admin, ctx.code)
      await row.locator('.review-actions button.secondary').last().click()
      const line = row.locator('tr', { hasText: ctx.who.account })
      await expect(line).toBeVisible()
      await row.locator('input[placeholder]').fill(String(event.reason ?? ''))
      const reject = line.locator('button.secondary')
      if (!accepted) {
        if ((await reject.count()) > 0) await expect(reject).toBeDisabled()
        return
      }
      await reject.click()
      const dialog = admin.getByRole('dialog')
      await dialog.locator('button.primary').click()
      await expect(dialog).toHaveCount(0)
      ctx.reason = String(event.reason)
    },
  },
  // Every state the machine has: the form before it exists, then each stored one.
  show: Object.fromEntries(
    ['toSubscribe', ...STORED_SUBSCRIPTION_STATES].map((state) => [state, shows(state)]),
  ),
})

/** The console's draw or announcement of the path's share, once its period is over. */
function consoleStep(action: 'draw' | 'announce') {
  return async (world: World, ctx: Ctx, _event: ReplayEvent, accepted: boolean) => {
    if (action === 'draw') await world.clockWhere((t) => t > ctx.closesAt + 3_000)
    const admin = await world.console()
    const row = await productRow(admin, ctx.code)
    const button = row.locator(`button[data-action="${action}"]`)
    if (!accepted) {
      await expect(button).toHaveCount(0)
      return
    }
    await button.click()
    const dialog = admin.getByRole('dialog')
    await dialog.locator('button.primary').click()
    await expect(dialog).toHaveCount(0)
  }
}

async function productRow(admin: Page, code: string) {
  await admin.locator('.admin-nav [data-section="ipo"]').click()
  const row = admin.getByTestId(`admin-ipo-${code}`)
  await expect(row).toBeVisible()
  return row
}

/** Pay or waive on the investor's subscription card, confirmed; absent where not offered. */
function cardAction(selector: string) {
  return async (world: World, ctx: Ctx, _event: ReplayEvent, accepted: boolean) => {
    await world.open('/trade/index?tab=subscription')
    const card = world.page.getByTestId(`subscription-${ctx.code}`)
    const button = card.locator(`.actions ${selector}`)
    if (!accepted) {
      await expect(button).toHaveCount(0)
      return
    }
    await button.click()
    await world.page.getByRole('dialog').locator('button.primary').click()
  }
}

function shows(state: string) {
  return async (world: World, ctx: Ctx) => {
    ctx.state = state
    if (state === 'toSubscribe') {
      await world.open('/home/newStock')
      await expect(world.page.getByTestId(`ipo-${ctx.code}`).locator('a.button')).toBeVisible()
      return
    }
    await world.open('/trade/index?tab=subscription')
    const card = world.page.getByTestId(`subscription-${ctx.code}`)
    await expect(card).toHaveAttribute('data-state', state)
    if (state === 'fundsReturned' || state === 'rejected')
      await expect(card.getByTestId('refunded')).not.toHaveText('—')
    if (ctx.reason && state === 'rejected') await expect(card).toContainText(ctx.reason)
  }
}
