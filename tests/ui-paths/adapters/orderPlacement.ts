import { expect } from '@playwright/test'
import {
  balanceTooLow,
  belowBlockMinimum,
  belowMinimumAmount,
  cannotBeBought,
  limitPriceNotPositive,
  lotsNotWhole,
  marginTradingOff,
  type PlacementFacts,
  priceLimitExceeded,
} from '../../../machines/order/placement.ts'
import { uiAdapter } from '../adapter.ts'
import { DAY_MS, expectOk, restrict, spainOpen } from '../arrange.ts'
import { expectToast } from '../screenChecks.ts'
import type { Who, World } from '../world.ts'

/**
 * The instrument a fixture trades: the IBEX 35 for an index, Holaluz (HLZ, suspended) for a
 * suspended share; Telefónica for a short without margin trading (its own rule, so no
 * other path's Santander changes); Santander otherwise.
 */
function instrumentOf(f: PlacementFacts) {
  if (!f.tradable) return 'IBEX'
  if (cannotBeBought(f)) return 'HLZ'
  return marginTradingOff(f) ? 'TEF' : 'SAN'
}

/** A block trade on Santander of the path's own: open now, or opening tomorrow. */
async function blockProduct(world: World, f: PlacementFacts): Promise<number> {
  const response = await world.request.post(`${world.baseURL}/api/test/blockProduct`, {
    data: {
      code: 'SAN',
      minShares: Math.max(f.minShares, 1),
      opensInMs: f.blockOpen ? -60_000 : DAY_MS,
      openForMs: 7 * DAY_MS,
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

/**
 * The lots a fixture types, by the gate's own guard on its facts: none where the lots are not
 * a whole number (the stepper keeps digits only, so an empty field is the screen's way there),
 * one under the block's minimum, one lot under the minimum amount, 2,000 (about 17,000 €) over the
 * balance, else the fixture's.
 */
function lotsTyped(f: PlacementFacts): string {
  if (lotsNotWhole(f)) return ''
  if (belowBlockMinimum(f)) return String(f.minShares - 1)
  if (belowMinimumAmount(f)) return '1'
  if (balanceTooLow(f)) return '2000'
  return String(f.lots)
}

/** The limit price a fixture types, from the last price the ticket shows: zero, or 11 % over. */
function limitTyped(f: PlacementFacts, last: number): string | null {
  if (f.priceType !== 'limit') return null
  if (limitPriceNotPositive(f)) return '0'
  return priceLimitExceeded(f) ? (last * 1.11).toFixed(3) : null
}

/**
 * A stop order's stop and limit and the position's stops (issue 25), as far from the last price
 * the ticket shows as the fixture's are from its 10.00: the third price-type chip is a stop, the
 * fourth a stop-limit; the stop-loss's second chip trails.
 */
async function typeStops(world: World, who: Who, f: PlacementFacts) {
  const form = ticket(world)
  const chips = form.locator('[role="tablist"]')
  const types = ['market', 'limit', 'stop', 'stopLimit']
  if (f.priceType === 'stop' || f.priceType === 'stopLimit')
    await chips.first().getByRole('tab').nth(types.indexOf(f.priceType)).click()
  const rules = await world.api<{ lastPrice: string }>('trade/rules', { code: 'SAN' }, who)
  const last = Number(rules.data.lastPrice)
  const priced = (price: string) => ((last * Number(price)) / 10).toFixed(3)
  if (f.stopPrice !== null) await form.locator('input[name="stopPrice"]').fill(priced(f.stopPrice))
  if (f.priceType === 'stopLimit' && f.limitPrice !== null)
    await form.locator('input[name="limitPrice"]').fill(priced(f.limitPrice))
  const stops = form.locator('.ticket-stops')
  const { stopLoss, takeProfit, trailPercent } = f.protection
  if (trailPercent !== null) {
    await stops.getByRole('tab').nth(1).click()
    await stops.locator('input[name="trailPercent"]').fill(trailPercent)
  }
  if (stopLoss !== null) await stops.locator('input[name="stopLoss"]').fill(priced(stopLoss))
  if (takeProfit !== null) await stops.locator('input[name="takeProfit"]').fill(priced(takeProfit))
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
interface Ctx {
  who: Who | null
  /** The orders the server must count in the minute before this one. */
  recentOrders: number
}

export const orderPlacementUi = uiAdapter<PlacementFacts, Ctx>({
  machineId: 'orderPlacement',
  unreachable: {
    noPrice:
      'The simulated exchange quotes every instrument it lists at every moment: no screen lacks a price (the server’s check is in its path replays).',
    leverageUnavailable:
      'The ticket offers only the configured multipliers as chips: an unoffered leverage cannot be chosen.',
    closesOutAtOnce:
      'Only a configuration with extreme leverage or fees opens a position at its close-out level (999× at a 0.1 % fee): the multipliers a market may offer a retail client never do; the rule is tested on the server and in the machine.',
    retailLeverageCap:
      'The ticket offers a retail client only the multipliers within the cap, and says so (tests/e2e/marginCall.spec.ts); the server’s refusal is in marginCloseOut.test.ts.',
  },
  async arrange(world, f) {
    // A newcomer who has not taken the appropriateness check yet, where the fixture says so.
    const who = await world.investor(undefined, undefined, { assessed: f.appropriatenessDone })
    const code = instrumentOf(f)
    if (code === 'TEF')
      expectOk(
        'turning margin trading off for Telefónica',
        await world.admin('config/set', { name: 'trade.TEF.marginTrading', value: 'false' }),
      )
    await world.clockWhere((t) => spainOpen(t) === (f.session === 'open'))
    // After the clock has moved: a block opening tomorrow is still closed when the page shows it.
    const block = f.businessType === 'block' ? await blockProduct(world, f) : null
    if (f.noTrade) await restrict(world, who, { noTrade: true })
    await world.signIn(who)
    await world.open(block ? `/home/blockTrade1?id=${block}` : `/market/stockDetail?code=${code}`)
    // An index has no ticket at all: the screen says why (show: cannotBuy).
    if (!f.tradable) return { who: null, recentOrders: 0 }
    await expect(submit(world)).toBeVisible()
    if (f.businessType !== 'block') {
      if (f.direction === 'short') await ticket(world).locator('.direction-toggle .short').click()
      if (f.priceType === 'limit') {
        await ticket(world).locator('[role="tablist"]').first().getByRole('tab').nth(1).click()
        // Choosing a limit starts it at the last price, shown in the language's way.
        const field = ticket(world).locator('input[name="limitPrice"]')
        const price = limitTyped(f, Number((await field.inputValue()).replace(',', '.')))
        if (price !== null) await field.fill(price)
      }
      await typeStops(world, who, f)
    }
    await ticket(world).locator('.stepper input').fill(lotsTyped(f))
    return { who, recentOrders: f.recentOrders ?? 0 }
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
    cannotBuy: async (world, { who }) => {
      if (who) return refused('trade.cannotBuy')(world)
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
    stopSide: refused('trade.stopSide'),
    stopLimitSide: refused('trade.stopLimitSide'),
    protectionPriceInvalid: refused('trade.priceInvalid'),
    trailInvalid: refused('trade.trailInvalid'),
    stopLossSide: refused('trade.stopLossSide'),
    takeProfitSide: refused('trade.takeProfitSide'),
    // The refusal leads to the check (issue 25).
    appropriatenessRequired: async (world) => {
      await refused('trade.appropriatenessRequired')(world)
      await expect(world.page.getByTestId('refusal-fix')).toHaveAttribute(
        'href',
        '#/trade/appropriateness',
      )
    },
    belowBlockMinimum: refused('trade.blockMinShares'),
    belowMinAmount: refused('trade.belowMinAmount'),
    // Only the server counts the orders of the last minute: refused once confirmed. They are
    // placed just before, so a slow machine cannot let the minute pass first.
    tooFrequent: async (world, ctx) => {
      await ordersJustPlaced(world, ctx.who!, ctx.recentOrders)
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
