import { expect } from '@playwright/test'
import { type AllocationFacts, allocationGate } from '../../../machines/quant/allocationGate.ts'
import type { QuantAllocation } from '../../../machines/quant/strategyCalls.ts'
import { amountForInput } from '../../../src/lib/money.ts'
import { uiAdapter } from '../adapter.ts'
import { DAY_MS, restrict, spainOpen } from '../arrange.ts'
import { blockedBeforeForm, formVerdict, saidBeforeForm } from '../screenChecks.ts'
import type { Who, World } from '../world.ts'

/** Said instead of the form, in the user's language. */
const before = saidBeforeForm('allocate-blocked', 'amount')

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
    const id = await makeStrategy(world, { cycleDays: 5, minAmount: f.minAmount })
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
    if (blockedBeforeForm(allocationGate, f)) return
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

/** A strategy of the path's own made in the console: a euro basket, half in Santander. */
async function makeStrategy(world: World, terms: { cycleDays: number; minAmount: string }) {
  strategiesMade += 1
  const saved = await world.admin<{ id: number }>('quant/strategySave', {
    name: `Replay basket ${strategiesMade}`,
    currency: 'EUR',
    rule: { kind: 'basket', weights: [{ code: 'SAN', weight: 0.5 }] },
    ...terms,
  })
  if (saved.status !== 1) throw new Error(`saving the strategy: ${saved.code}`)
  return saved.data.id
}

async function fundQuant(world: World, who: Who, amount: string) {
  const moved = await world.api('quant/transfer', { currency: 'EUR', direction: 'in', amount }, who)
  if (moved.status !== 1) throw new Error(`funding the quant account: ${moved.code}`)
}

async function allocate(world: World, who: Who, strategyId: number, amount: string) {
  const placed = await world.api('quant/allocate', { strategyId, amount }, who)
  if (placed.status !== 1) throw new Error(`allocating: ${placed.code}`)
}

interface Ctx {
  who: Who
}

/**
 * Quant money a strategy trades, through its life (issue 20): 1.000 € allocated on the
 * strategy's screen while the Spanish market trades, so its basket buys Santander at once; the
 * rule applied again once the clock has passed a new close into an open session (the strategy
 * job woken by the move); stopped on the allocation's screen while its shares are still locked
 * (T+1), so it is seen stopping; settled once the clock has passed the lock into a session where
 * they sell. The stop is offered only while the strategy runs.
 */
export const quantAllocationUi = uiAdapter<unknown, Ctx>({
  machineId: 'quantAllocation',
  async arrange(world) {
    const lock = await world.admin('config/set', { name: 'trade.Spain.lock', value: 'T+1' })
    if (lock.status !== 1) throw new Error(`the T+1 lock: ${lock.code}`)
    const id = await makeStrategy(world, { cycleDays: 1, minAmount: '500' })
    const who = await world.investor()
    await fundQuant(world, who, '1000')
    await world.clockWhere(spainOpen)
    await world.signIn(who)
    await world.open(`/home/quantifyDetail?strategy=${id}`)
    return { who }
  },
  act: {
    'allocation.start': async (world, ctx) => {
      await world.page.locator('input[name="amount"]').fill(amountForInput('1000', world.lang))
      await world.page.locator('form button[type="submit"]').click()
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page).toHaveURL(/allocation=/)
      // The basket buys at once (the market trades): the stop then waits for its lock.
      await expect.poll(async () => (await mine(world, ctx)).orderCount).toBeGreaterThan(0)
    },
    'allocation.rebalance': async (world, ctx) => {
      const before = await mine(world, ctx)
      const now = await world.now()
      await world.clockWhere((t) => t >= now + DAY_MS && spainOpen(t), 10)
      await expect
        .poll(async () => (await mine(world, ctx)).decidedDay, { timeout: 60_000 })
        .not.toBe(before.decidedDay)
      await world.page.reload()
      for (const piece of world.texts('screens', 'at the close of {0}'))
        await expect(world.page.getByTestId('allocation-decided')).toContainText(piece)
    },
    'allocation.stop': async (world, _ctx, _event, accepted) => {
      const stop = world.page.getByTestId('allocation').locator('.actions button.primary')
      if (!accepted) {
        await expect(world.page.getByTestId('allocation')).toBeVisible()
        return expect(stop).toHaveCount(0)
      }
      await stop.click()
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page.getByRole('dialog')).toHaveCount(0)
    },
    'allocation.settle': async (world, ctx) => {
      const now = await world.now()
      await world.clockWhere((t) => t >= now + 2 * DAY_MS && spainOpen(t), 10)
      await expect
        .poll(async () => (await mine(world, ctx)).state, { timeout: 60_000 })
        .toBe('stopped')
    },
  },
  show: {
    toAllocate: async ({ page }) => {
      await expect(page.locator('input[name="amount"]')).toBeVisible()
    },
    running: allocationShows('running', { stop: true }),
    stopping: allocationShows('stopping', { stop: false }),
    stopped: allocationShows('stopped', { stop: false }),
  },
})

async function mine(world: World, ctx: Ctx): Promise<QuantAllocation> {
  const listed = await world.api<{ list: QuantAllocation[] }>('quant/allocations', {}, ctx.who)
  const found = listed.data.list[0]
  if (!found) throw new Error('the allocation is not among the user’s allocations')
  return found
}

/** The allocation's screen (loaded again) in `state`, offering a stop only while it runs. */
function allocationShows(state: string, { stop }: { stop: boolean }) {
  return async (world: World) => {
    await world.page.reload()
    const shown = world.page.getByTestId('allocation')
    await expect(shown).toHaveAttribute('data-state', state)
    await expect(shown.locator('.actions button.primary')).toHaveCount(stop ? 1 : 0)
  }
}
