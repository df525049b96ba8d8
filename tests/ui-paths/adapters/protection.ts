import { expect } from '@playwright/test'
import type { ProtectionFacts } from '../../../machines/order/protection.ts'
import { uiAdapter } from '../adapter.ts'
import { expectOk, setTestPrice, spainOpen } from '../arrange.ts'
import { expectToast } from '../screenChecks.ts'
import type { World } from '../world.ts'

/** Santander held still at this price while the stops are judged: the fixture's 10.00. */
const PRICE = 4.5

/**
 * A position's stops on /trade/positionDetail (issue 25): a position of the fixture's direction
 * is opened with Santander's price held at PRICE, the fixture's stops — priced as far from it as
 * they are from 10.00 — are typed into the stops form and saved; the stops are saved, or refused
 * with the reason in a toast and nothing saved.
 */
export const protectionUi = uiAdapter<ProtectionFacts, void>({
  machineId: 'protection',
  cannotWalk: (_events, facts) =>
    facts.reference === null
      ? 'An open position on screen is always priced: the stops form is judged from its price.'
      : null,
  unreachable: {
    noPrice:
      'An open position on screen is always priced; the server refuses stops without a price (trade.noPrice), tested in tests/unit/server/stopOrders.test.ts.',
  },
  async arrange(world, facts) {
    const who = await world.investor()
    await world.clockWhere(spainOpen)
    await setTestPrice(world, 'SAN', PRICE)
    const placed = await world.api<{ orderNo: string }>(
      'trade/buy',
      { code: 'SAN', direction: facts.direction, priceType: 'market', lots: 100, leverage: 1 },
      who,
    )
    expectOk('opening the position', placed)
    await world.signIn(who)
    await world.open(`/trade/positionDetail?orderNo=${placed.data.orderNo}`)
    const form = world.page.locator('.protection-form')
    const priced = (price: string | null) =>
      price === null ? '' : ((PRICE * Number(price)) / 10).toFixed(3)
    if (facts.trailPercent !== null) {
      // The stop-loss's second choice: trailing.
      await form.locator('[role="tablist"]').first().getByRole('tab').nth(1).click()
      await form.locator('input[name=trailPercent]').fill(facts.trailPercent)
    } else await form.locator('input[name=stopLoss]').fill(priced(facts.stopLoss))
    await form.locator('input[name=takeProfit]').fill(priced(facts.takeProfit))
    await form.locator('button[type=submit]').click()
  },
  show: {
    allowed: async (world) => {
      await expect(world.page.getByTestId('protection-saved')).toBeVisible()
      await released(world)
    },
    protectionPriceInvalid: refused('trade.priceInvalid'),
    trailInvalid: refused('trade.trailInvalid'),
    stopLossSide: refused('trade.stopLossSide'),
    takeProfitSide: refused('trade.takeProfitSide'),
  },
})

function refused(code: string) {
  return async (world: World) => {
    await expectToast(world, code)
    await expect(world.page.getByTestId('protection-saved')).toHaveCount(0)
    await released(world)
  }
}

/** Santander's price back to the exchange's. */
const released = (world: World) => setTestPrice(world, 'SAN', null)
