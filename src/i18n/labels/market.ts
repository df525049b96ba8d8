import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  AdjustMode,
  ChartPeriod,
  EtfFacts,
  InstrumentFlag,
  InstrumentStatus,
} from '../../../machines/marketData.ts'

/** spec §3 Stock alert flags, as the user reads them. */
export const FLAG_LABELS: Record<InstrumentFlag, MessageDescriptor> = {
  suspended: msg`Suspended`,
  delisted: msg`Delisted`,
  newlyListed: msg`Newly listed`,
  overheated: msg`Short-term overheated`,
  viTriggered: msg`VI triggered`,
}

/** What the market is doing for an instrument (spec §9 sessions). */
export const STATUS_LABELS: Record<InstrumentStatus, MessageDescriptor> = {
  open: msg`Trading`,
  preMarket: msg`Pre-market`,
  afterHours: msg`After-hours`,
  closed: msg`Closed`,
  suspended: msg`Suspended`,
}

/** spec §9 Chart periods. */
export const PERIOD_LABELS: Record<ChartPeriod, MessageDescriptor> = {
  time: msg`Time-share`,
  '1m': msg`1 min`,
  '5m': msg`5 min`,
  '15m': msg`15 min`,
  '30m': msg`30 min`,
  day: msg`Day`,
  week: msg`Week`,
  month: msg`Month`,
}

/** spec §9 Adjustment modes. */
export const ADJUST_LABELS: Record<AdjustMode, MessageDescriptor> = {
  none: msg`Unadjusted`,
  forward: msg`Forward adjusted`,
  backward: msg`Backward adjusted`,
}

/** Issue 52: how an ETF holds its index. */
export const ETF_REPLICATION_LABELS: Record<EtfFacts['replication'], MessageDescriptor> = {
  physical: msg`Physical (full)`,
  sampling: msg`Physical (sampling)`,
  synthetic: msg`Synthetic (swap)`,
}

/** Issue 52: what an ETF does with the dividends it receives. */
export const ETF_DISTRIBUTION_LABELS: Record<EtfFacts['distribution'], MessageDescriptor> = {
  accumulating: msg`Accumulating (reinvests)`,
  distributing: msg`Distributing (pays out)`,
}
