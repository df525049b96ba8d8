import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { fromPromise } from 'xstate'
import {
  chartMachine,
  chartSelectors,
  isIntradayPeriod,
  isLineChart,
  isMinutePeriod,
} from '../../../machines/chartSelection.ts'
import { ADJUST_MODES, CHART_PERIODS } from '../../../machines/marketData.ts'
import { decodeBars } from '../../../machines/marketView/barColumns.ts'
import { marketKlineCall } from '../../../machines/marketView/calls.ts'
import { LoadFailed, Loading } from '../../components/LoadState.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { ADJUST_LABELS, PERIOD_LABELS } from '../../i18n/labels/market.ts'
import { useServices } from '../../lib/services.ts'

const PriceChart = lazy(() => import('./PriceChart.tsx'))

/** spec §2 Stock detail: the chart with its 8 periods and 3 adjustment modes. */
export function ChartPanel({
  code,
  timeZone,
  decimals,
  live,
}: {
  code: string
  timeZone: string
  decimals: number
  live: { price: string; at: number } | null
}) {
  const { t, i18n } = useLingui()
  const { call } = useServices()
  const actor = useActorRef(
    chartMachine.provide({
      actors: {
        loadBars: fromPromise(async ({ input }) => decodeBars(await call(marketKlineCall, input))),
      },
    }),
    { input: { code } },
  )
  const { period, adjust, bars, barsPeriod } = useSelector(actor, chartSelectors.context)
  const loading = useSelector(actor, chartSelectors.isLoading)
  const failed = useSelector(actor, chartSelectors.isFailed)
  const spinner = <Loading />
  return (
    <div className="chart-panel">
      <SegmentedTabs
        look="chips"
        label={t`Chart period`}
        choices={CHART_PERIODS.map((p) => ({ value: p, label: i18n._(PERIOD_LABELS[p]) }))}
        selected={period}
        onSelect={(p) => actor.send({ type: 'chart.period', period: p })}
      />
      <div className="chart-area">
        {failed ? (
          <LoadFailed onRetry={() => actor.send({ type: 'chart.retry' })} />
        ) : loading && bars.length === 0 ? (
          spinner
        ) : (
          // The chart stays while other bars load (one chart for every period), under a spinner.
          <Suspense fallback={spinner}>
            <PriceChart
              bars={bars}
              line={isLineChart(barsPeriod)}
              intraday={isIntradayPeriod(barsPeriod)}
              perMinute={isMinutePeriod(barsPeriod)}
              timeZone={timeZone}
              decimals={decimals}
              live={live}
              stale={loading}
            />
            {loading && spinner}
          </Suspense>
        )}
      </div>
      <fieldset className="chart-adjust" aria-label={t`Adjustment`}>
        {ADJUST_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={mode === adjust}
            className={mode === adjust ? 'chip navActive' : 'chip'}
            onClick={() => actor.send({ type: 'chart.adjust', adjust: mode })}
          >
            {i18n._(ADJUST_LABELS[mode])}
          </button>
        ))}
      </fieldset>
    </div>
  )
}
