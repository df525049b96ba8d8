import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Board } from '../../../machines/marketData.ts'
import type { PlanState } from '../../../machines/plans/plan.ts'
import type { PlanDividendPolicy, PlanSchedule } from '../../../machines/plans/planRules.ts'
import type { PlanRunKind, PlanRunState } from '../../../machines/plans/run.ts'

/** Issue 52, decision 0073: a plan's state as its badge says it. */
export const PLAN_STATE_LABELS: Record<PlanState, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'savings plan' }),
  paused: msg({ message: 'Paused', context: 'savings plan' }),
  closing: msg({ message: 'Closing', context: 'savings plan' }),
  closed: msg({ message: 'Closed', context: 'savings plan' }),
}

/** Issue 52: how often a plan runs, as the builder offers it. */
export const PLAN_SCHEDULE_LABELS: Record<PlanSchedule, MessageDescriptor> = {
  weekly: msg({ message: 'Weekly', context: 'savings plan' }),
  biweekly: msg({ message: 'Every two weeks', context: 'savings plan' }),
  monthly: msg({ message: 'Monthly', context: 'savings plan' }),
}

/** Issue 52: what a plan does with its dividends. */
export const PLAN_DIVIDEND_LABELS: Record<PlanDividendPolicy, MessageDescriptor> = {
  reinvest: msg`Reinvest them in the plan`,
  payout: msg`Pay them out to my balance`,
}

/** A run's kind in the run history. */
export const PLAN_RUN_KIND_LABELS: Record<PlanRunKind, MessageDescriptor> = {
  scheduled: msg({ message: 'Scheduled contribution', context: 'savings plan run' }),
  oneOff: msg({ message: 'One-off contribution', context: 'savings plan run' }),
  rebalance: msg({ message: 'Rebalance', context: 'savings plan run' }),
  sell: msg({ message: 'Sale', context: 'savings plan run' }),
  close: msg({ message: 'Closing sale', context: 'savings plan run' }),
}

/** Issue 52: a run's state (scheduled, executed, partly executed, skipped). */
export const PLAN_RUN_STATE_LABELS: Record<PlanRunState, MessageDescriptor> = {
  scheduled: msg({ message: 'Scheduled', context: 'savings plan run' }),
  executed: msg({ message: 'Executed', context: 'savings plan run' }),
  partlyExecuted: msg({ message: 'Partly executed', context: 'savings plan run' }),
  skipped: msg({ message: 'Skipped', context: 'savings plan run' }),
}

/** Decision 0073: the weekdays a weekly plan runs on (1 Monday … 5 Friday). */
export const PLAN_WEEKDAY_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Monday`,
  2: msg`Tuesday`,
  3: msg`Wednesday`,
  4: msg`Thursday`,
  5: msg`Friday`,
}

/** The board an instrument of the search is on (the Market tab's names). */
export const PLAN_BOARD_LABELS: Record<Board, MessageDescriptor> = {
  listed: msg`Listed`,
  otc: msg`OTC`,
  etf: msg`ETF`,
  subscription: msg`Subscription`,
  auction: msg`Auction`,
  crypto: msg`Digital Currency`,
  forex: msg`Forex`,
  index: msg`Index`,
}
