import { assign, fromPromise } from 'xstate'
import {
  ADJUST_MODES,
  type AdjustMode,
  type Bar,
  CHART_PERIODS,
  type ChartPeriod,
} from './marketData.ts'
import type { Refusal } from './session/events.ts'
import { setup } from './setup.ts'

export interface ChartContext {
  code: string
  period: ChartPeriod
  adjust: AdjustMode
  bars: Bar[]
  /** The period `bars` are of: the chart keeps drawing them while the next period loads. */
  barsPeriod: ChartPeriod
  error: Refusal | null
}

export type ChartEvent =
  | { type: 'chart.period'; period: ChartPeriod }
  | { type: 'chart.adjust'; adjust: AdjustMode }
  | { type: 'chart.retry' }

// spec §2 Stock detail, §9: time-share is drawn as a line, every other period as candles
export const isLineChart = (period: ChartPeriod) => period === 'time'
// spec §9 Chart periods: time-share and the 1/5/15/30-minute periods are intraday bars
export const isIntradayPeriod = (period: ChartPeriod) =>
  period !== 'day' && period !== 'week' && period !== 'month'
// spec §9 Chart periods: time-share and 1 minute grow one bar per minute
export const isMinutePeriod = (period: ChartPeriod) => period === 'time' || period === '1m'

/**
 * The stock chart: one of the 8 periods and 3 adjustment modes of spec §9 (day, unadjusted by
 * default), its bars loaded for each choice, a failure offering a retry.
 */
export const chartMachine = setup({
  types: {
    input: {} as { code: string },
    context: {} as ChartContext,
    events: {} as ChartEvent,
  },
  actors: {
    loadBars: fromPromise<Bar[], { code: string; period: ChartPeriod; adjust: AdjustMode }>(
      () => new Promise<never>(() => {}),
    ),
  },
  guards: {
    // spec §9 Chart periods: the period is one of time-share, 1, 5, 15 and 30 minutes, day, week, month
    isOtherPeriod: ({ context, event }) =>
      event.type === 'chart.period' &&
      CHART_PERIODS.includes(event.period) &&
      event.period !== context.period,
    // spec §9 Adjustment: the adjustment is one of none, forward, backward
    isOtherAdjustment: ({ context, event }) =>
      event.type === 'chart.adjust' &&
      ADJUST_MODES.includes(event.adjust) &&
      event.adjust !== context.adjust,
  },
}).createMachine({
  id: 'chart',
  description:
    'The stock chart: choose one of 8 periods and 3 adjustment modes; each choice loads its bars, and a failed load can be retried.',
  context: ({ input }) => ({
    code: input.code,
    period: 'day',
    adjust: 'none',
    bars: [],
    barsPeriod: 'day',
    error: null,
  }),
  initial: 'loading',
  on: {
    'chart.period': {
      guard: 'isOtherPeriod',
      target: '.loading',
      actions: assign({ period: ({ event }) => event.period }),
    },
    'chart.adjust': {
      guard: 'isOtherAdjustment',
      target: '.loading',
      actions: assign({ adjust: ({ event }) => event.adjust }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBars',
        src: 'loadBars',
        input: ({ context }) => ({
          code: context.code,
          period: context.period,
          adjust: context.adjust,
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            bars: ({ event }) => event.output,
            barsPeriod: ({ context }) => context.period,
            error: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.error as Refusal }),
        },
      },
    },
    ready: { tags: ['ready'] },
    failed: { tags: ['failed'], on: { 'chart.retry': 'loading' } },
  },
})

type ChartSnapshot = { hasTag(tag: string): boolean; context: ChartContext }

/** What the chart panel reads of its machine, by tag (never by state name). */
export const chartSelectors = {
  isLoading: (s: ChartSnapshot) => s.hasTag('busy'),
  isFailed: (s: ChartSnapshot) => s.hasTag('failed'),
  context: (s: ChartSnapshot) => s.context,
}
