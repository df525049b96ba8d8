import { expect } from '@playwright/test'
import type { PositionRiskContext } from '../../../machines/order/positionRisk.ts'
import { uiAdapter } from '../adapter.ts'
import { expectOk, setTestPrice, spainOpen } from '../arrange.ts'
import type { Who, World } from '../world.ts'

interface Ctx {
  who: Who
  orderNo: string
}

/** Where the server has the position: covered, under a margin call, or closed out. */
async function stateOf(world: World, ctx: Ctx): Promise<string> {
  const { data } = await world.api<{
    state: string
    closeReason: string | null
    marginCall: boolean
  }>('trade/detail', { orderNo: ctx.orderNo }, ctx.who)
  if (data.state === 'closed') return data.closeReason === 'closeOut' ? 'closedOut' : data.state
  return data.marginCall ? 'marginCall' : 'covered'
}

/**
 * A position on margin watched at every price (issue 25) on /trade/positionDetail: the path's
 * position is opened at 10.00 (the test's own price for Santander), each price of the path is set
 * and the server's matcher left to act; the detail must then say what the machine says —
 * nothing but its close-out price while covered, the margin call and where it closes out, or
 * that it was closed out.
 */
export const positionRiskUi = uiAdapter<PositionRiskContext, Ctx>({
  machineId: 'positionRisk',
  async arrange(world, input) {
    const who = await world.investor()
    await world.clockWhere(spainOpen)
    await setTestPrice(world, 'SAN', 10)
    const { direction, lots, leverage } = input.exposure
    const placed = await world.api<{ orderNo: string }>(
      'trade/buy',
      { code: 'SAN', direction, priceType: 'market', lots, leverage },
      who,
    )
    expectOk('opening the position', placed)
    await world.signIn(who)
    await world.open(`/trade/positionDetail?orderNo=${placed.data.orderNo}`)
    return { who, orderNo: placed.data.orderNo }
  },
  act: {
    'risk.price': async (world, ctx, event, accepted) => {
      const before = await stateOf(world, ctx)
      await setTestPrice(world, 'SAN', Number(event.price))
      // The matcher sweeps every second: a move the machine takes shows within a few; one it
      // does not take must still not have happened after two sweeps.
      if (accepted)
        await expect.poll(() => stateOf(world, ctx), { timeout: 15_000 }).not.toBe(before)
      else {
        await world.page.waitForTimeout(2_500)
        expect(await stateOf(world, ctx)).toBe(before)
      }
    },
  },
  show: {
    covered: async (world, ctx) => {
      await world.open(`/trade/positionDetail?orderNo=${ctx.orderNo}`)
      await expect(world.page.getByTestId('detail-net-profit')).toBeVisible()
      await expect(world.page.getByTestId('margin-call')).toHaveCount(0)
      await expect(world.page.getByTestId('closed-out')).toHaveCount(0)
    },
    marginCall: async (world, ctx) => {
      await world.open(`/trade/positionDetail?orderNo=${ctx.orderNo}`)
      const call = world.page.getByTestId('margin-call')
      for (const piece of world.texts(
        'screens',
        'Margin call: unless the price recovers, this position is closed automatically at {0}.',
      ))
        await expect(call).toContainText(piece)
    },
    closedOut: async (world, ctx) => {
      await world.open(`/trade/positionDetail?orderNo=${ctx.orderNo}`)
      const note = world.page.getByTestId('closed-out')
      for (const piece of world.texts(
        'screens',
        'Closed out: its losses reached the close-out level',
      ))
        await expect(note).toContainText(piece)
      await setTestPrice(world, 'SAN', null)
    },
  },
})
