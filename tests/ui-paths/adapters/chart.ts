import { expect } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import type { ChartContext } from '../../../machines/chartSelection.ts'
import {
  ADJUST_MODES,
  type AdjustMode,
  CHART_PERIODS,
  type ChartPeriod,
} from '../../../machines/marketData.ts'
import { uiAdapter } from '../adapter.ts'
import { HeldCalls } from '../heldCalls.ts'
import type { World } from '../world.ts'

const KLINE = 'market/kline'

interface Ctx {
  calls: HeldCalls
  /** How many times the chart has asked for bars (each accepted choice, each retry). */
  loads: number
}

const panel = (world: World) => world.page.locator('.chart-panel')
const periodTab = (world: World, period: ChartPeriod) =>
  panel(world).getByRole('tab').nth(CHART_PERIODS.indexOf(period))
const adjustButton = (world: World, adjust: AdjustMode) =>
  panel(world).locator('.chart-adjust button').nth(ADJUST_MODES.indexOf(adjust))

/** The chart's latest ask for bars, once it has been made. */
async function latestLoad(ctx: Ctx) {
  await expect.poll(() => ctx.calls.seen(KLINE)).toBeGreaterThanOrEqual(ctx.loads)
}

/**
 * The stock chart on /market/stockDetail?code=SAN (spec §2 Stock detail, §9 Chart periods,
 * Adjustment): its calls for bars held until the path lets the latest through (the exchange's
 * bars drawn) or fails it (a retry offered); periods and adjustments tapped. The period and
 * adjustment chosen, the spinner while loading and the chart or the retry follow the machine.
 */
export const chartUi = uiAdapter<{ code: string }, Ctx>({
  machineId: 'chart',
  async arrange(world) {
    const who = await world.investor()
    const calls = new HeldCalls()
    await calls.hold(world, KLINE)
    await world.signIn(who)
    await world.open('/market/stockDetail?code=SAN')
    return { calls, loads: 1 }
  },
  act: {
    'xstate.done.actor.loadBars': async (_world, ctx) => {
      await latestLoad(ctx)
      await ctx.calls.release(KLINE, { newest: true })
    },
    'xstate.error.actor.loadBars': async (_world, ctx) => {
      await latestLoad(ctx)
      await ctx.calls.fail(KLINE, { newest: true })
    },
    'chart.period': async (world, ctx, event, accepted) => {
      await periodTab(world, event.period as ChartPeriod).click()
      if (accepted) ctx.loads += 1
    },
    'chart.adjust': async (world, ctx, event, accepted) => {
      await adjustButton(world, event.adjust as AdjustMode).click()
      if (accepted) ctx.loads += 1
    },
    'chart.retry': async (world, ctx, _event, accepted) => {
      const retry = panel(world).locator('.chart-area .empty button')
      // Only a failed chart offers a retry.
      if (!accepted) return expect(retry).toHaveCount(0)
      await retry.click()
      ctx.loads += 1
    },
  },
  show: {
    loading: chartShows('loading'),
    ready: chartShows('ready'),
    failed: chartShows('failed'),
  },
})

/** The chosen period and adjustment, and the chart, its spinner or its retry. */
function chartShows(state: 'loading' | 'ready' | 'failed') {
  return async (world: World, _ctx: unknown, snapshot: AnyMachineSnapshot) => {
    const { period, adjust } = snapshot.context as ChartContext
    await expect(periodTab(world, period)).toHaveAttribute('aria-selected', 'true')
    await expect(adjustButton(world, adjust)).toHaveAttribute('aria-pressed', 'true')
    const area = panel(world).locator('.chart-area')
    await expect(area.locator('.loading')).toHaveCount(state === 'loading' ? 1 : 0)
    await expect(area.locator('.empty button')).toHaveCount(state === 'failed' ? 1 : 0)
    if (state === 'ready') await expect(area.getByTestId('price-chart')).toBeVisible()
  }
}
