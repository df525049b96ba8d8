import { expect } from '@playwright/test'
import type { AlertFacts } from '../../../machines/alerts/calls.ts'
import { ALERT_KINDS } from '../../../machines/alerts/priceAlert.ts'
import { uiAdapter } from '../adapter.ts'
import { expectOk, setTestPrice } from '../arrange.ts'
import { expectToast } from '../screenChecks.ts'
import type { World } from '../world.ts'

/** Santander held at the fixtures' price while the form is judged. */
const PRICE = 10

/**
 * The price alert form on Santander's page (issue 25): the price held at the fixtures' 10.00, the
 * user's active alerts made through the API where the fixture has many, then the fixture's kind
 * chosen and its level typed and sent; the alert is set, or refused with the reason.
 */
export const alertFormUi = uiAdapter<AlertFacts, void>({
  machineId: 'alertForm',
  unreachable: {
    noPrice:
      'The simulated exchange quotes every instrument it lists at every moment: no share’s page lacks a price (the server’s check is in tests/unit/server/priceAlerts.test.ts).',
  },
  async arrange(world, f) {
    const who = await world.investor()
    await setTestPrice(world, 'SAN', PRICE)
    for (let i = 0; i < f.activeCount; i++)
      expectOk(
        `alert ${i + 1}`,
        await world.api(
          'alerts/create',
          { code: 'SAN', kind: 'above', level: String(20 + i) },
          who,
        ),
      )
    await world.signIn(who)
    await world.open('/market/stockDetail?code=SAN')
    const form = world.page.locator('.price-alerts form')
    await form.getByRole('tab').nth(ALERT_KINDS.indexOf(f.kind)).click()
    // The level as the fixture has it: the price is held at its 10.00.
    if (f.kind === 'above' || f.kind === 'below' || f.kind === 'move')
      await form.locator('input[name="level"]').fill(f.level)
    await form.locator('button[type="submit"]').click()
  },
  show: {
    allowed: async (world) => {
      await expect(world.page.getByTestId('alert-set')).toBeVisible()
      await released(world)
    },
    tooMany: refused('alert.tooMany'),
    levelInvalid: refused('alert.levelInvalid'),
    alreadyReached: refused('alert.alreadyReached'),
  },
})

function refused(code: string) {
  return async (world: World) => {
    await expectToast(world, code)
    await expect(world.page.getByTestId('alert-set')).toHaveCount(0)
    await released(world)
  }
}

const released = (world: World) => setTestPrice(world, 'SAN', null)
