import { expect } from '@playwright/test'
import type { AlertTerms } from '../../../machines/alerts/priceAlert.ts'
import { uiAdapter } from '../adapter.ts'
import { expectOk, setTestPrice } from '../arrange.ts'
import type { Who, World } from '../world.ts'

interface Ctx {
  who: Who
  id: number
}

/**
 * One price alert on /market/alerts (issue 25): set through the API on Santander held at the
 * fixtures' 10.00, each price of the path set and the matcher let go for a sweep, a removal
 * through the screen's button; the screen lists it active, fired (with its price), or no more.
 * The 52-week kinds stay with the server replay: the exchange's 52-week figures are not the
 * fixture's, and the replay writes the fixture's level to the row.
 */
export const priceAlertUi = uiAdapter<AlertTerms, Ctx>({
  machineId: 'priceAlert',
  cannotWalk: (_events, input) =>
    input.kind === 'high52w' || input.kind === 'low52w'
      ? 'Its level is the exchange’s 52-week figure, not the fixture’s (the server replay walks it).'
      : null,
  async arrange(world, input) {
    const who = await world.investor()
    await world.hold('matcher', true)
    await setTestPrice(world, 'SAN', 10)
    const created = await world.api<{ id: number }>(
      'alerts/create',
      { code: 'SAN', kind: input.kind, level: input.level },
      who,
    )
    expectOk('setting the alert', created)
    await world.signIn(who)
    await world.open('/market/alerts')
    return { who, id: created.data.id }
  },
  act: {
    'alert.price': async (world, _ctx, event) => {
      await setTestPrice(world, 'SAN', Number(event.price))
      // One sweep or two at this price, then held again.
      await world.hold('matcher', false)
      await world.page.waitForTimeout(2_500)
      await world.hold('matcher', true)
    },
    'alert.cancel': async (world, _ctx, _event, accepted) => {
      await world.open('/market/alerts')
      const remove = world.page.locator('.alert-row[data-state="active"] button')
      if (!accepted) {
        await expect(remove).toHaveCount(0)
        return
      }
      await remove.click()
    },
  },
  show: {
    active: row('active'),
    fired: row('fired'),
    cancelled: async (world, ctx) => {
      await expect.poll(() => stateOf(world, ctx)).toBe('cancelled')
      await world.open('/market/alerts')
      await expect(world.page.getByTestId('alerts-empty')).toBeVisible()
      await setTestPrice(world, 'SAN', null)
    },
  },
})

function row(state: 'active' | 'fired') {
  return async (world: World, ctx: Ctx) => {
    await expect.poll(() => stateOf(world, ctx)).toBe(state)
    await world.open('/market/alerts')
    await expect(world.page.locator(`.alert-row[data-state="${state}"]`)).toHaveCount(1)
    if (state === 'fired') await setTestPrice(world, 'SAN', null)
  }
}

async function stateOf(world: World, ctx: Ctx) {
  const list = await world.api<Array<{ id: number; state: string }>>('alerts/list', {}, ctx.who)
  return list.data.find((a) => a.id === ctx.id)?.state ?? 'cancelled'
}
