import { isIntradayPeriod } from '../../machines/chartSelection.ts'
import type { AdjustMode, Bar, ChartPeriod } from '../../machines/marketData.ts'
import { adjustBars, onDailyStamps } from './adjust.ts'
import { aggregateBars, monthBucket, weekBucket } from './aggregate.ts'
import type { MarketDataProvider } from './provider.ts'

/**
 * The bars of a chart: raw bars from the provider, adjusted, and for weeks and months adjusted
 * day by day before they are merged (a week holding an ex-date mixes two share bases otherwise).
 */
export function chartBars(
  provider: MarketDataProvider,
  code: string,
  period: ChartPeriod,
  adjust: AdjustMode,
  at: number,
): Bar[] {
  const events = provider.adjustmentEvents(code, at)
  if (period !== 'week' && period !== 'month' && isIntradayPeriod(period)) {
    return adjustBars(provider.bars(code, period, at), events, adjust)
  }
  const days = adjustBars(provider.bars(code, 'day', at), onDailyStamps(events), adjust)
  if (period === 'week') return aggregateBars(days, weekBucket)
  if (period === 'month') return aggregateBars(days, monthBucket)
  return days
}
