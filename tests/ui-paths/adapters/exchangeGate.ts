import { expect } from '@playwright/test'
import type { ExchangeFacts } from '../../../machines/funds/exchange.ts'
import { amountForInput } from '../../../src/lib/money.ts'
import { uiAdapter } from '../adapter.ts'
import { formVerdict } from '../screenChecks.ts'

const verdict = formVerdict({ confirm: true })

/**
 * A currency exchange on /information/exChange (spec §5 Exchange): the two currencies chosen and
 * the amount typed as the fixture says, against the demo balance of 10,000 € (more than it holds
 * where the fixture's balance is short of its amount); confirmed when the gate takes it.
 */
export const exchangeGateUi = uiAdapter<ExchangeFacts, void>({
  machineId: 'exchangeGate',
  unreachable: {
    rateMissing: 'The screen offers only the currencies that have a rate.',
  },
  async arrange(world, f) {
    const who = await world.investor()
    await world.signIn(who)
    await world.open('/information/exChange')
    const page = world.page
    await page.locator('select[name="from"]').selectOption(f.from)
    await page.locator('select[name="to"]').selectOption(f.to)
    // Short of the amount: more than the 10,000 € the investor holds.
    const short = Number(f.amount) > Number(f.available)
    const amount = short && f.from === 'EUR' ? '10000.01' : f.amount
    await page.locator('input[name="amount"]').fill(amountForInput(amount, world.lang))
    await page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: async (world) => {
      await expect(world.page.getByRole('dialog')).toBeVisible()
      await verdict.taken(world)
    },
    amountMissing: verdict.refused('funds.amountRequired'),
    wholeUnits: verdict.refused('funds.wholeUnits'),
    sameCurrency: verdict.refused('funds.sameCurrency'),
    insufficient: verdict.refused('funds.insufficient'),
  },
})
