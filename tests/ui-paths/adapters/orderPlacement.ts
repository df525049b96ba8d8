import { expect } from '@playwright/test'
import { sessionStatus } from '../../../machines/calendar/sessions.ts'
import { lotsAreWhole } from '../../../machines/order/guards.ts'
import type { PlacementFacts } from '../../../machines/order/placement.ts'
import { uiAdapter } from '../adapter.ts'
import { restrict } from '../arrange.ts'
import { expectToast } from '../screenChecks.ts'
import type { Who, World } from '../world.ts'

const DAY = 86_400_000
const spainOpen = (t: number) => sessionStatus('spain', t) === 'open'

function expectOk(what: string, body: { status: number; code?: string }) {
  if (body.status !== 1) throw new Error(`${what} was refused: ${body.code}`)
}

/**
 * The instrument a fixture trades: the IBEX 35 for an index, Holaluz (HLZ, suspended) for a
 * suspended share; Telefónica for a short without margin trading (its own rule, so no
 * other path's Santander changes); Santander otherwise.
 */
function instrumentOf(f: PlacementFacts) {
  if (!f.tradable) return 'IBEX'
  if (f.flags.includes('suspended')) return 'HLZ'
  return f.direction === 'short' && !f.marginTrading ? 'TEF' : 'SAN'
}

/** A block trade on Santander of the path's own: open now, or opening tomorrow. */
async function blockProduct(world: World, f: PlacementFacts): Promise<number> {
  const response = await world.request.post(`${world.baseURL}/api/test/blockProduct`, {
    data: {
      code: 'SAN',
      minShares: Math.max(f.minShares, 1),
      opensInMs: f.blockOpen ? -60_000 : DAY,
      openForMs: 7 * DAY,
    },
  })
  const body = (await response.json()) as { status: number; code?: string; data: { id: number } }
  expectOk('offering a block trade', body)
  return body.data.id
}

/** `count` small market orders on Santander (15 lots, over the 100 € minimum) through the API. */
async function ordersJustPlaced(world: World, who: Who, count: number) {
  for (let i = 0; i < count; i++)
    expectOk(
      `order ${i + 1}`,
      await world.api(
        'trade/buy',
        { code: 'SAN', direction: 'long', priceType: 'market', lots: 15, leverage: 1 },
        who,
      ),
    )
}

/** The lots a fixture types: none (not a whole number), one (under the minimum amount)… */
function lotsTyped(f: PlacementFacts): string {
  if (!lotsAreWhole(f.lots)) return ''
  if (f.businessType === 'block' && f.lots < f.minShares) return String(f.minShares - 1)
  if (Number(f.amount) < Number(f.minAmount)) return '1'
  if (Number(f.total) > Number(f.available)) return '2000'
  return String(f.lots)
}

/** The limit price a fixture types, from the last price the ticket shows. */
function limitTyped(f: PlacementFacts, last: number): string | null {
  if (f.priceType !== 'limit' || f.limitPrice === null) return null
  if (Number(f.limitPrice) <= 0) return '0'
  const beyond =
    Number(f.limitPrice) > Number(f.lastPrice) * (1 + Number(f.priceLimitPercent) / 100)
  return beyond ? (last * 1.11).toFixed(3) : null
}

const ticket = (world: World) => world.page.locator('.order-panel form.ticket')
const submit = (world: World) => ticket(world).locator('button[type="submit"]')

/**
 * The order placement gate on the buy panel (spec §5 Trading, §8 Trading): the fixture's
 * instrument, session, block product, restriction, margin rule and recent orders made real
 * through the console, the test clock and the API; then the ticket set as the fixture says
 * (direction, a limit price at the last price, beyond the limit or zero, the lots) and its verdict
 * read: the refusal said on the panel with the order not sendable, or sent and confirmed (the
 * per-minute count is the server's alone: refused after confirming).
 */
export const orderPlacementUi = uiAdapter<PlacementFacts, { index: boolean }>({
  machineId: 'orderPlacement',
  unreachable: {
    noPrice:
      'The simulated exchange quotes every instrument it lists at every moment: no screen lacks a price (the server’s check is in its path replays).',
    leverageUnavailable:
      'The ticket offers only the configured multipliers as chips: an unoffered leverage cannot be chosen.',
  },
  async arrange(world, f) {
    const who = await world.investor()
    const code = instrumentOf(f)
    if (code === 'TEF')
      expectOk(
        'turning margin trading off for Telefónica',
        await world.admin('config/set', { name: 'trade.TEF.marginTrading', value: 'false' }),
      )
    const block = f.businessType === 'block' ? await blockProduct(world, f) : null
    await world.clockWhere((t) => spainOpen(t) === (f.session === 'open'))
    if (f.noTrade) await restrict(world, who, { noTrade: true })
    if (f.recentOrders) await ordersJustPlaced(world, who, f.recentOrders)
    await world.signIn(who)
    await world.open(block ? `/home/blockTrade1?id=${block}` : `/market/stockDetail?code=${code}`)
    // An index has no ticket at all: the screen says why (show: cannotBuy).
    if (!f.tradable) return { index: true }
    await expect(submit(world)).toBeVisible()
    if (f.businessType !== 'block') {
      if (f.direction === 'short') await ticket(world).locator('.direction-toggle .short').click()
      if (f.priceType === 'limit') {
        await ticket(world).locator('[role="tablist"]').first().getByRole('tab').nth(1).click()
        // Choosing a limit starts it at the last price.
        const field = ticket(world).locator('input[inputmode="decimal"]')
        const price = limitTyped(f, Number(await field.inputValue()))
        if (price !== null) await field.fill(price)
      }
    }
    await ticket(world).locator('.stepper input').fill(lotsTyped(f))
    return { index: false }
  },
  show: {
    allowed: async (world) => {
      await submit(world).click()
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page.locator('.ticket-done')).toBeVisible()
    },
    barred: refused('trade.noTrade'),
    lotsInvalid: refused('trade.lotsInvalid'),
    priceInvalid: refused('trade.priceInvalid'),
    cannotBuy: async (world, { index }) => {
      if (!index) return refused('trade.cannotBuy')(world)
      for (const piece of world.texts(
        'screens',
        'An index is not traded itself: it shows how its market moves. Its shares are.',
      ))
        await expect(world.page.getByTestId('index-not-traded')).toContainText(piece)
      await expect(world.page.locator('.order-panel')).toHaveCount(0)
    },
    blockClosed: refused('trade.blockClosed'),
    notTradingTime: refused('trade.notTradingTime'),
    priceLimit: refused('trade.priceLimit'),
    marginDisabled: refused('trade.marginDisabled'),
    belowBlockMinimum: refused('trade.blockMinShares'),
    belowMinAmount: refused('trade.belowMinAmount'),
    // Only the server counts the orders of the last minute: refused once confirmed.
    tooFrequent: async (world) => {
      await submit(world).click()
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expectToast(world, 'common.tooFrequent')
      await expect(world.page.locator('.ticket-done')).toHaveCount(0)
    },
    insufficient: refused('funds.insufficient'),
  },
})

/** The panel says why, in the user's language, and the order cannot be sent. */
function refused(code: string) {
  return async (world: World) => {
    const blocked = world.page.locator('.order-panel .ticket-blocked')
    for (const piece of world.texts('server', code)) await expect(blocked).toContainText(piece)
    await expect(submit(world)).toBeDisabled()
  }
}
