import { expect } from '@playwright/test'
import type { QuantTransferFacts } from '../../../machines/quant/transferGate.ts'
import { amountForInput } from '../../../src/lib/money.ts'
import { uiAdapter } from '../adapter.ts'
import { restrict } from '../arrange.ts'
import { keepEuros } from '../creditArrange.ts'
import { formVerdict } from '../screenChecks.ts'
import type { Who, World } from '../world.ts'

const verdict = formVerdict({ confirm: true })

/** The quant-account screen, in euros, for money in or out. */
const screen = (direction: 'in' | 'out') => `/home/quantifyTrading?currency=EUR&dir=${direction}`

/** Moves euros into the quant account through the API. */
async function fundQuant(world: World, who: Who, amount: string) {
  const moved = await world.api(
    'quant/transfer',
    { currency: 'EUR', direction: 'in', amount, requestId: `ui-in-${who.account}` },
    who,
  )
  if (moved.status !== 1) throw new Error(`moving money in: ${moved.code}`)
}

/**
 * Moving money into or out of the quant account on /home/quantifyTrading (issue 20): the
 * balance the fixture says (2,500 € held, or moved into the quant account first for money out),
 * the trading bar set by the operator; a bar is said instead of the form, otherwise the amount
 * is typed, refused with its reason or confirmed.
 */
export const quantTransferGateUi = uiAdapter<QuantTransferFacts, { direction: 'in' | 'out' }>({
  machineId: 'quantTransferGate',
  async arrange(world, f) {
    const who = await world.investor()
    await keepEuros(world, who, Number(f.available))
    if (f.direction === 'out') await fundQuant(world, who, f.available)
    if (f.noTrade) await restrict(world, who, { noTrade: true })
    await world.signIn(who)
    await world.open(screen(f.direction))
    if (f.noTrade) return { direction: f.direction }
    await world.page.locator('input[name="amount"]').fill(amountForInput(f.amount, world.lang))
    await world.page.locator('form button[type="submit"]').click()
    return { direction: f.direction }
  },
  show: {
    // Confirmed, then said where the money is: in the quant account, or on its way back.
    allowed: async (world, { direction }) => {
      await world.page.getByRole('dialog').locator('button.primary').click()
      const said =
        direction === 'in'
          ? world.texts('screens', 'The money is in your quant account.')
          : world.texts('screens', 'On its way back: it arrives in your balance on {0}.')
      for (const piece of said) await expect(world.page.locator('.toast')).toContainText(piece)
    },
    barred: async (world) => {
      const bar = world.page.getByTestId('quant-blocked')
      for (const piece of world.texts('server', 'trade.noTrade'))
        await expect(bar).toContainText(piece)
      await expect(world.page.locator('input[name="amount"]')).toHaveCount(0)
    },
    amountInvalid: verdict.refused('funds.amountRequired'),
    unfunded: verdict.refused('funds.insufficient'),
  },
})

interface Ctx {
  who: Who
}

/**
 * A transfer of the quant account (issue 20): money in arrives at once; money out waits as
 * "withdrawing" until the second trading day, when the arrivals job (on the server's clock, moved
 * there) puts it in the balance; each state seen in the quant account's records.
 */
export const quantTransferUi = uiAdapter<unknown, Ctx>({
  machineId: 'quantTransfer',
  async arrange(world, _input, events) {
    const who = await world.investor()
    if (events.some((e) => e.type === 'transfer.out')) await fundQuant(world, who, '1000')
    await world.signIn(who)
    await world.open(screen(events.some((e) => e.type === 'transfer.out') ? 'out' : 'in'))
    return { who }
  },
  act: {
    'transfer.in': async (world) => send(world, '500'),
    'transfer.out': async (world) => send(world, '500'),
    'transfer.arrive': async (world, ctx) => {
      const outOf = async () => {
        const records = await world.api<{
          list: { state: string; direction: string; arrivesAt: string | null }[]
        }>('quant/records', {}, ctx.who)
        return records.data.list.find((r) => r.direction === 'out')!
      }
      // Past the moment the server gave it (the second trading day), whatever day it is now.
      const arrivesAt = Date.parse((await outOf()).arrivesAt ?? '')
      await world.clockWhere((t) => t > arrivesAt + 60_000, 10)
      await expect.poll(async () => (await outOf()).state).toBe('done')
    },
  },
  show: {
    toTransfer: async ({ page }) => {
      await expect(page.locator('input[name="amount"]')).toBeVisible()
    },
    withdrawing: async (world) => {
      await world.page.reload()
      await expect(world.page.getByTestId('quant-withdrawing')).not.toHaveText(/^0,00/)
      await recordIs(world, 'withdrawing')
    },
    done: async (world) => {
      await world.page.reload()
      await expect(world.page.getByTestId('quant-withdrawing')).toHaveText(/^0,00/)
      await recordIs(world, 'done')
    },
  },
})

async function send(world: World, amount: string) {
  await world.page.locator('input[name="amount"]').fill(amount)
  await world.page.locator('form button[type="submit"]').click()
  await world.page.getByRole('dialog').locator('button.primary').click()
  await expect(world.page.getByRole('dialog')).toHaveCount(0)
}

async function recordIs(world: World, state: string) {
  const here = world.page.url()
  await world.open('/home/quantifyRecond')
  await expect(world.page.getByTestId('quant-record').first()).toHaveAttribute('data-state', state)
  await world.page.goto(here)
}
