import { expect } from '@playwright/test'
import type { AllocationFacts } from '../../../machines/quant/allocationGate.ts'
import { amountForInput } from '../../../src/lib/money.ts'
import { uiAdapter } from '../adapter.ts'
import { restrict } from '../arrange.ts'
import { formVerdict } from '../screenChecks.ts'
import type { Who, World } from '../world.ts'

const verdict = formVerdict({ confirm: true })
let strategiesMade = 0

/**
 * Allocating quant money to an AI quant strategy on /home/quantifyDetail (issue 20): a strategy
 * of the path's own made in the console (a euro basket of Santander, minimum 500 €), on or off
 * the shelf; the quant account funded with the fixture's available money; already running in it,
 * or barred from trading, as the fixture says. A bar is said instead of the form; otherwise the
 * amount is typed, refused with its reason or confirmed.
 */
export const allocationGateUi = uiAdapter<AllocationFacts, void>({
  machineId: 'allocationGate',
  async arrange(world, f) {
    strategiesMade += 1
    const saved = await world.admin<{ id: number }>('quant/strategySave', {
      name: `Replay basket ${strategiesMade}`,
      currency: 'EUR',
      rule: { kind: 'basket', weights: [{ code: 'SAN', weight: 0.5 }] },
      cycleDays: 5,
      minAmount: f.minAmount,
    })
    if (saved.status !== 1) throw new Error(`saving the strategy: ${saved.code}`)
    const id = saved.data.id
    const who = await world.investor()
    await fundQuant(
      world,
      who,
      f.running ? String(Number(f.available) + Number(f.minAmount)) : f.available,
    )
    if (f.running) await allocate(world, who, id, f.minAmount)
    if (!f.onShelf) await world.admin('quant/strategyFlags', { id, onShelf: false })
    if (f.noTrade) await restrict(world, who, { noTrade: true })
    await world.signIn(who)
    await world.open(`/home/quantifyDetail?strategy=${id}`)
    if (f.noTrade || !f.onShelf || f.running) return
    await world.page.locator('input[name="amount"]').fill(amountForInput(f.amount, world.lang))
    await world.page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: async (world) => {
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page.getByTestId('allocation')).toHaveAttribute('data-state', 'running')
    },
    barred: before('trade.noTrade'),
    // Off the shelf, the strategy's screen says so and offers nothing to allocate to.
    offShelf: async (world) => {
      for (const piece of world.texts('screens', 'This strategy is not on the shelf.'))
        await expect(world.page.locator('.screen')).toContainText(piece)
      await expect(world.page.locator('input[name="amount"]')).toHaveCount(0)
    },
    // Already running: the screen leads to the allocation instead of a second form.
    running: async (world) => {
      for (const piece of world.texts('screens', 'Your money already runs in this strategy.'))
        await expect(world.page.locator('.screen')).toContainText(piece)
      await expect(world.page.locator('a[href*="allocation="]')).toBeVisible()
      await expect(world.page.locator('input[name="amount"]')).toHaveCount(0)
    },
    amountInvalid: verdict.refused('funds.amountRequired'),
    belowMinimum: verdict.refused('quant.belowMinimum'),
    insufficient: verdict.refused('funds.insufficient'),
  },
})

async function fundQuant(world: World, who: Who, amount: string) {
  const moved = await world.api('quant/transfer', { currency: 'EUR', direction: 'in', amount }, who)
  if (moved.status !== 1) throw new Error(`funding the quant account: ${moved.code}`)
}

async function allocate(world: World, who: Who, strategyId: number, amount: string) {
  const placed = await world.api('quant/allocate', { strategyId, amount }, who)
  if (placed.status !== 1) throw new Error(`allocating: ${placed.code}`)
}

/** Said instead of the form, in the user's language. */
function before(code: string) {
  return async (world: World) => {
    const blocked = world.page.getByTestId('allocate-blocked')
    for (const piece of world.texts('server', code)) await expect(blocked).toContainText(piece)
    await expect(world.page.locator('input[name="amount"]')).toHaveCount(0)
  }
}
