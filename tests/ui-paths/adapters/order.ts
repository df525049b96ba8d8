import { expect } from '@playwright/test'
import { createActor } from 'xstate'
import { protectionReference } from '../../../machines/order/calls.ts'
import { type OrderEvent, orderMachine } from '../../../machines/order/machine.ts'
import type { Protection } from '../../../machines/order/stops.ts'
import { uiAdapter } from '../adapter.ts'
import { setTestPrice, spainOpen } from '../arrange.ts'
import { expectToast } from '../screenChecks.ts'
import type { Who, World } from '../world.ts'

interface OrderInput {
  direction: 'long' | 'short'
  priceType: 'market' | 'limit' | 'stop' | 'stopLimit'
  limitPrice: string | null
}

interface Ctx {
  who: Who
  orderNo: string
  direction: 'long' | 'short'
  decimals: number
}

/** What the position screen calls each state (src/i18n/labels/trade.ts). */
const LABELS: Record<string, string> = {
  waitingForStop: 'Waiting for its stop',
  pending: 'Pending order',
  locked: 'Locked',
  holding: 'Holding',
  readyToClose: 'Ready to close',
  closed: 'Closed',
  cancelled: 'Cancelled',
}
/** The labels with a catalog context of their own (src/i18n/labels/trade.ts). */
const LABEL_CONTEXTS: Partial<Record<string, string>> = { closed: 'position state' }

/**
 * An order from placement to its end (spec §4 Orders) on /trade/positionDetail: a limit order at
 * Santander's last price placed with the server's matcher held still, so it is seen pending; the
 * matcher then let go for a fill, the clock moved past the one-minute lock, a close sent after the
 * bell waiting as ready to close until the next session, a cancel, each through the screen's
 * buttons; a close during the lock and a cancel of a filled order must not be offered. A path
 * with a close-out trades at 5× and gaps the price past its close-out level (issue 25).
 */
export const orderUi = uiAdapter<OrderInput, Ctx>({
  machineId: 'order',
  cannotWalk(events, input) {
    if (input.priceType === 'market')
      return 'A market order fills as it is placed: it is never pending on a screen.'
    if (input.priceType === 'stop' && events.some((e) => e.type === 'order.trigger'))
      return 'A triggered stop order fills at the next sweep: it is pending for no steady instant (the stop-limit walks the trigger).'
    const actor = createActor(orderMachine, { input }).start()
    for (const event of events as OrderEvent[]) {
      const taken = actor.getSnapshot().can(event)
      if (!taken && (event.type === 'order.fill' || event.type === 'order.lockExpired'))
        return 'The matcher never fills short of the limit, nor ends a lock before its time.'
      actor.send(event)
    }
    return null
  },
  async arrange(world, input, events) {
    const who = await world.investor()
    const lock = await world.admin('config/set', { name: 'trade.Spain.lock', value: '1m' })
    if (lock.status !== 1) throw new Error(`the one-minute lock: ${lock.code}`)
    await world.clockWhere(spainOpen)
    await holdMatcher(world, true)
    // A first fill whose lock is already over is a day trade (no lock); else the 1-minute lock.
    const fill = events.find((e) => e.type === 'order.fill') as
      | { now: number; lockUntil: number }
      | undefined
    const dayTrade = fill !== undefined && fill.lockUntil <= fill.now
    // A close-out needs a position on margin (issue 25): 5×, the retail cap on shares.
    const onMargin = events.some((e) => e.type === 'order.liquidate')
    const rules = await world.api<{ lastPrice: string; decimals: number }>(
      'trade/rules',
      { code: 'SAN' },
      who,
    )
    if (rules.status !== 1) throw new Error(`reading the trade rules: ${rules.code}`)
    const placed = await world.api<{ orderNo: string }>(
      'trade/buy',
      {
        code: 'SAN',
        direction: input.direction,
        ...orderPrices(input, rules.data.lastPrice, rules.data.decimals),
        lots: 100,
        leverage: onMargin ? 5 : 1,
        businessType: dayTrade ? 'dayTrading' : 'normal',
      },
      who,
    )
    if (placed.status !== 1) throw new Error(`placing the order: ${placed.code}`)
    await world.signIn(who)
    await world.open(`/trade/positionDetail?orderNo=${placed.data.orderNo}`)
    return {
      who,
      orderNo: placed.data.orderNo,
      direction: input.direction,
      decimals: rules.data.decimals,
    }
  },
  act: {
    'order.fill': async (world, ctx) => {
      // A close waits for the next session; a pending order for the next sweep; a triggered
      // stop-limit for a price back within its limit.
      const detail = await orderDetail(world, ctx)
      if (detail.state === 'readyToClose') await world.clockWhere(spainOpen)
      if (detail.triggered && detail.limitPrice)
        await setTestPrice(world, 'SAN', Number(detail.limitPrice) * side(ctx, 0.995))
      await sweepOnce(world, ctx)
      await setTestPrice(world, 'SAN', null)
    },
    'order.trigger': async (world, ctx, _event, accepted) => {
      // A price short of the stop: the matcher leaves the order waiting, nothing to do.
      if (!accepted) return
      // Past the stop and past the limit too (issue 25): triggered, it waits as a limit order.
      const detail = await orderDetail(world, ctx)
      await setTestPrice(world, 'SAN', Number(detail.limitPrice) * side(ctx, 1.01))
      await sweepOnce(world, ctx)
    },
    'order.protect': async (world, ctx, event, accepted) => {
      await world.open(`/trade/positionDetail?orderNo=${ctx.orderNo}`)
      const form = world.page.locator('.protection-form')
      const asked = event.protection as Protection
      const reference = await referenceOf(world, ctx)
      if (asked.trailPercent) {
        // The stop-loss's second choice: trailing.
        await form.locator('[role="tablist"]').first().getByRole('tab').nth(1).click()
        await form.locator('input[name=trailPercent]').fill(asked.trailPercent)
      } else {
        const stopLoss = (reference * (Number(asked.stopLoss) / 10)).toFixed(ctx.decimals)
        await form.locator('input[name=stopLoss]').fill(stopLoss)
      }
      await form.locator('button[type=submit]').click()
      if (accepted) await expect(world.page.getByTestId('protection-saved')).toBeVisible()
      else await expectToast(world, 'trade.stopLossSide')
    },
    'order.stopOut': async (world, ctx, _event, accepted) => {
      // A price short of the stop-loss (or none set): the position stays, nothing to do.
      if (!accepted) return
      // A price just past the stop-loss: the stop sweep closes the position.
      const detail = await orderDetail(world, ctx)
      await setTestPrice(world, 'SAN', Number(detail.stopLoss) * side(ctx, 0.99))
      await sweepOnce(world, ctx)
      await setTestPrice(world, 'SAN', null)
    },
    'order.lockExpired': async (world, ctx) => {
      const detail = await world.api<{ lockUntil: string | null }>(
        'trade/detail',
        { orderNo: ctx.orderNo },
        ctx.who,
      )
      const until = Date.parse(detail.data.lockUntil ?? '')
      await world.clockWhere((t) => t > until && spainOpen(t))
      await sweepOnce(world, ctx)
    },
    'order.liquidate': async (world, ctx) => {
      // A gap to half (a long) or twice (a short) the fill price: the risk sweep closes it out.
      const detail = await world.api<{ direction: string; confirmedPrice: string }>(
        'trade/detail',
        { orderNo: ctx.orderNo },
        ctx.who,
      )
      const factor = detail.data.direction === 'long' ? 0.5 : 2
      await setTestPrice(world, 'SAN', Number(detail.data.confirmedPrice) * factor)
      await sweepOnce(world, ctx)
      await setTestPrice(world, 'SAN', null)
    },
    'order.close': async (world, ctx, _event, accepted) => {
      await world.open(`/trade/positionDetail?orderNo=${ctx.orderNo}`)
      const close = world.page.locator('.actions button.primary')
      if (!accepted) {
        // Refused: absent, or disabled with why (a lock still running).
        if ((await close.count()) > 0) {
          await expect(close).toBeDisabled()
          await expect(world.page.getByTestId('close-refused')).toBeVisible()
        }
        return
      }
      // After the bell, so that the close waits as ready to close.
      await world.clockWhere((t) => !spainOpen(t))
      await world.open(`/trade/positionDetail?orderNo=${ctx.orderNo}`)
      await close.click()
      await confirm(world)
    },
    'order.cancel': async (world, ctx, _event, accepted) => {
      await world.open(`/trade/positionDetail?orderNo=${ctx.orderNo}`)
      const cancel = world.page.locator('.actions button.secondary')
      if (!accepted) {
        await expect(cancel).toHaveCount(0)
        return
      }
      await cancel.click()
      await confirm(world)
    },
  },
  show: Object.fromEntries(Object.keys(LABELS).map((state) => [state, shows(state)])),
})

function shows(state: string) {
  return async (world: World, ctx: Ctx) => {
    await expect.poll(() => stateOf(world, ctx)).toBe(state)
    await world.open(`/trade/positionDetail?orderNo=${ctx.orderNo}`)
    const head = world.page.locator('.detail-code')
    for (const piece of world.texts('screens', LABELS[state]!, LABEL_CONTEXTS[state]))
      await expect(head).toContainText(piece)
    const cancel = world.page.locator('.actions button.secondary')
    const close = world.page.locator('.actions button.primary')
    await expect(cancel).toHaveCount(state === 'pending' || state === 'waitingForStop' ? 1 : 0)
    if (state === 'holding') await expect(close).toBeEnabled()
    if (state === 'locked') await expect(close).toBeDisabled()
    if (state !== 'holding' && state !== 'locked') await expect(close).toHaveCount(0)
  }
}

async function stateOf(world: World, ctx: Ctx): Promise<string> {
  const detail = await world.api<{ state: string }>(
    'trade/detail',
    { orderNo: ctx.orderNo },
    ctx.who,
  )
  return detail.data.state
}

const holdMatcher = (world: World, held: boolean) => world.hold('matcher', held)

interface OrderDetail {
  state: string
  direction: 'long' | 'short'
  limitPrice: string | null
  stopPrice: string | null
  stopLoss: string | null
  triggered: boolean
  lastPrice: string | null
}

async function orderDetail(world: World, ctx: Ctx) {
  return (await world.api<OrderDetail>('trade/detail', { orderNo: ctx.orderNo }, ctx.who)).data
}

/** A factor below 1 for a long, the same distance above 1 for a short. */
const side = (ctx: Ctx, factor: number) => (ctx.direction === 'long' ? factor : 2 - factor)

/** The price the screen judges the order's stops from (its own while it waits). */
async function referenceOf(world: World, ctx: Ctx) {
  const detail = await orderDetail(world, ctx)
  const rules = await world.api<{ lastPrice: string }>('trade/rules', { code: 'SAN' }, ctx.who)
  return Number(protectionReference(detail as never, detail.lastPrice ?? rules.data.lastPrice))
}

/**
 * The order's prices around the last price: a limit 2 % on the buyer's side (reached at the next
 * sweep whichever way the simulated price moves meanwhile); a short stop-limit 2 % below with its
 * limit 3 % below, a stop 2 % away on the side it waits for (issue 25).
 */
function orderPrices(input: OrderInput, last: string, decimals: number) {
  const at = (factor: number) => (Number(last) * factor).toFixed(decimals)
  if (input.priceType === 'stopLimit')
    return { priceType: 'stopLimit', stopPrice: at(0.98), price: at(0.97) }
  if (input.priceType === 'stop')
    return { priceType: 'stop', stopPrice: at(input.direction === 'long' ? 1.02 : 0.98) }
  return { priceType: 'limit', price: at(input.direction === 'long' ? 1.02 : 0.98) }
}

/** The matcher let go until the order has moved, then held again. */
async function sweepOnce(world: World, ctx: Ctx) {
  const before = await stateOf(world, ctx)
  await holdMatcher(world, false)
  await expect.poll(() => stateOf(world, ctx), { timeout: 15_000 }).not.toBe(before)
  await holdMatcher(world, true)
}

/** Confirms the action the screen asks about. */
async function confirm(world: World) {
  const dialog = world.page.getByRole('dialog')
  await dialog.locator('button.primary').click()
  await expect(dialog).toHaveCount(0)
}
