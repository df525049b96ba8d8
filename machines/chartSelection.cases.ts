import type { EventObject } from 'xstate'
import {
  type ChartEvent,
  chartMachine,
  isIntradayPeriod,
  isLineChart,
  isMinutePeriod,
} from './chartSelection.ts'
import {
  callAnswered,
  callFailed,
  type DecisionTable,
  EVERY_RULE,
  guardTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from './decisionTable.ts'
import type { AdjustMode, ChartPeriod } from './marketData.ts'

/**
 * The stock chart (spec §2 Stock detail, §9 Chart periods and Adjustment), written from the spec:
 * eight periods — time-share, 1, 5, 15 and 30 minutes, day, week, month — and three adjustment
 * modes — none, forward, backward; time-share is drawn as a line; choosing another period or
 * mode loads its bars, choosing the one drawn or one that does not exist loads nothing.
 */

const period = (p: string): ChartEvent => ({ type: 'chart.period', period: p as ChartPeriod })
const adjust = (a: string): ChartEvent => ({ type: 'chart.adjust', adjust: a as AdjustMode })

/** The bars came (what `loadBars` answers), or could not be loaded. */
const barsCame = () => callAnswered('loadBars', [])
const loadFailed = () => callFailed('loadBars')

/** The day's unadjusted bars drawn (the chart opens on them). */
const drawn = [barsCame()]
const run = (events: EventObject[]): Partial<LifecycleRun> => ({
  input: { code: 'SAN' },
  events,
})

/** The eight periods; each period table lists by hand the ones its rule says yes to. */
const PERIODS: ChartPeriod[] = ['time', '1m', '5m', '15m', '30m', 'day', 'week', 'month']
const NAMES: Record<ChartPeriod, string> = {
  time: 'time-share',
  '1m': '1 minute',
  '5m': '5 minutes',
  '15m': '15 minutes',
  '30m': '30 minutes',
  day: 'day',
  week: 'week',
  month: 'month',
}
const periodRows = (yes: ChartPeriod[], what: [string, string]) =>
  PERIODS.map((p) => ({
    name: `${NAMES[p]}: ${yes.includes(p) ? what[0] : what[1]}`,
    change: { period: p },
    expect: yes.includes(p),
  }))

export const decisionTables: DecisionTable[] = [
  lifecycleTable('the stock chart', chartMachine, [
    rule(EVERY_RULE, 'spec §2 Stock detail, §9 Chart periods', [
      { name: 'just opened: loading the day', change: run([]), expect: 'loading' },
      { name: 'the bars came: drawn', change: run(drawn), expect: 'ready' },
      {
        name: 'the bars could not be loaded: failed',
        change: run([loadFailed()]),
        expect: 'failed',
      },
      {
        name: 'failed, then retried: loading',
        change: run([loadFailed(), { type: 'chart.retry' }]),
        expect: 'loading',
      },
    ]),
    rule('isOtherPeriod', 'spec §9 Chart periods', [
      ...PERIODS.filter((p) => p !== 'day').map((p) => ({
        name: `the day drawn, ${NAMES[p]} chosen: loading`,
        change: run([...drawn, period(p)]),
        expect: 'loading',
      })),
      {
        name: 'the day drawn, the day chosen again: nothing to load',
        change: run([...drawn, period('day')]),
        expect: 'ready',
      },
      {
        name: 'the day drawn, a year chosen, which is no period: nothing to load',
        change: run([...drawn, period('year')]),
        expect: 'ready',
      },
      {
        name: 'the day drawn, 2 minutes chosen, which is no period: nothing to load',
        change: run([...drawn, period('2m')]),
        expect: 'ready',
      },
      {
        name: 'the week drawn, the week chosen again: nothing to load',
        change: run([...drawn, period('week'), barsCame(), period('week')]),
        expect: 'ready',
      },
      {
        name: 'the week drawn, the day chosen: loading',
        change: run([...drawn, period('week'), barsCame(), period('day')]),
        expect: 'loading',
      },
      {
        name: 'the day failed, the week chosen: loading',
        change: run([loadFailed(), period('week')]),
        expect: 'loading',
      },
      {
        name: 'the day failed, the day chosen again: still failed (retry loads it)',
        change: run([loadFailed(), period('day')]),
        expect: 'failed',
      },
    ]),
    rule('isOtherAdjustment', 'spec §9 Adjustment', [
      {
        name: 'unadjusted drawn, forward chosen: loading',
        change: run([...drawn, adjust('forward')]),
        expect: 'loading',
      },
      {
        name: 'unadjusted drawn, backward chosen: loading',
        change: run([...drawn, adjust('backward')]),
        expect: 'loading',
      },
      {
        name: 'unadjusted drawn, none chosen again: nothing to load',
        change: run([...drawn, adjust('none')]),
        expect: 'ready',
      },
      {
        name: 'unadjusted drawn, "both" chosen, which is no mode: nothing to load',
        change: run([...drawn, adjust('both')]),
        expect: 'ready',
      },
      {
        name: 'forward drawn, forward chosen again: nothing to load',
        change: run([...drawn, adjust('forward'), barsCame(), adjust('forward')]),
        expect: 'ready',
      },
      {
        name: 'forward drawn, none chosen: loading',
        change: run([...drawn, adjust('forward'), barsCame(), adjust('none')]),
        expect: 'loading',
      },
    ]),
  ]),
  guardTable(
    'isLineChart',
    (f: { period: ChartPeriod }) => isLineChart(f.period),
    { period: 'time' },
    'spec §2 Stock detail, §9 Chart periods',
    periodRows(['time'], ['a line', 'candles']),
  ),
  guardTable(
    'isIntradayPeriod',
    (f: { period: ChartPeriod }) => isIntradayPeriod(f.period),
    { period: 'time' },
    'spec §9 Chart periods',
    periodRows(['time', '1m', '5m', '15m', '30m'], ['intraday', 'not intraday']),
  ),
  guardTable(
    'isMinutePeriod',
    (f: { period: ChartPeriod }) => isMinutePeriod(f.period),
    { period: 'time' },
    'spec §9 Chart periods',
    periodRows(['time', '1m'], ['a bar a minute', 'not a bar a minute']),
  ),
]
