import {
  runStrategy,
  type StrategyRun,
  strategyCodes,
  strategyFigures,
  warmUpDays,
} from '../../machines/follow/strategy.ts'
import { DEFAULT_TRADE_RULES } from '../../machines/order/tradeRules.ts'
import type { followProducts } from '../db/schema.ts'
import type { MarketDataProvider } from '../market/provider.ts'
import { tradeGroupOf } from '../trading/tradeConfig.ts'
import { dailyCloses } from './strategyCloses.ts'

export type FollowProductRow = typeof followProducts.$inferSelect

/** A fund's run as of the last finished day, with the figures a product page shows. */
export interface ProductRun {
  run: StrategyRun
  figures: ReturnType<typeof strategyFigures>
  /** The last finished day, and the fund's NAV at its close. */
  asOf: string
  nav: string
}

/** Calendar days that surely hold a rule's warm-up in trading days (weekends, holidays). */
const calendarDaysFor = (tradingDays: number) => Math.ceil(tradingDays * 1.6) + 10
const DAY = 86_400_000

/**
 * Runs are the same all day (they read finished days only): one per fund, rule and day, kept for
 * the process. Two processes compute the same run from the same provider (decision 0027).
 */
const runs = new Map<string, ProductRun>()

/** What the fund pays per trade: the buy fee of its first instrument's group (default rules). */
function tradeFeeRate(provider: MarketDataProvider, row: Pick<FollowProductRow, 'rule'>) {
  const first = provider.instrument(strategyCodes(row.rule)[0] ?? '')
  return first ? DEFAULT_TRADE_RULES[tradeGroupOf(first)].fees.buyFee : '0'
}

/** The fund's run from its start day to the last day finished before `at`. */
export function productRun(
  provider: MarketDataProvider,
  row: Pick<FollowProductRow, 'id' | 'rule' | 'cycleDays' | 'startDay'>,
  at: number,
  /** Whose rule: a follow fund's, or an AI quant strategy's (their ids are of two tables). */
  family: 'fund' | 'quant' = 'fund',
) {
  const today = new Date(at).toISOString().slice(0, 10)
  const key = `${family}:${row.id}:${today}:${JSON.stringify(row.rule)}:${row.cycleDays}:${row.startDay}`
  const known = runs.get(key)
  if (known) return known
  const from = new Date(Date.parse(row.startDay) - calendarDaysFor(warmUpDays(row.rule)) * DAY)
  const closes = dailyCloses(
    provider,
    [...strategyCodes(row.rule)],
    from.toISOString().slice(0, 10),
    at,
  )
  const first = closes.days.findIndex((day) => day >= row.startDay)
  // A fund that starts after the last finished day has no days yet.
  const start = first === -1 ? closes.days.length : Math.max(warmUpDays(row.rule), first)
  const run = runStrategy(
    { rule: row.rule, cycleDays: row.cycleDays, tradeFeeRate: tradeFeeRate(provider, row) },
    closes,
    start,
  )
  const last = run.days.at(-1)
  const result: ProductRun = {
    run,
    figures: strategyFigures(run),
    asOf: last?.day ?? row.startDay,
    nav: last?.nav ?? '1.00000000',
  }
  if (runs.size > 200) runs.clear()
  runs.set(key, result)
  return result
}

/** The fund's NAV at the close of `day` (the last finished day on or before it). */
export function navOn(result: ProductRun, day: string): string {
  let nav = '1.00000000'
  for (const d of result.run.days) {
    if (d.day > day) break
    nav = d.nav
  }
  return nav
}
