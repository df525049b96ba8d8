import { asc } from 'drizzle-orm'
import { addDays } from '../../machines/calendar/holidays.ts'
import { minorToDecimal } from '../../machines/money.ts'
import { maxDrawdownOf } from '../../machines/quant/performance.ts'
import type { QuantStrategy } from '../../machines/quant/strategyCalls.ts'
import type { Deps } from '../core/deps.ts'
import { quantStrategies } from '../db/schema.ts'
import { ruleView } from '../follow/fundAdmin.ts'
import { productRun } from '../follow/productRuns.ts'
import type { StrategyRow } from './allocationBook.ts'

/** How far back a strategy's record on the shelf looks: three months of the exchange's closes. */
export const STRATEGY_RECORD_DAYS = 90

/**
 * What the strategy's rule did on the exchange's closes over the last three months, after the
 * trading fee of each rebalance: its value per unit, return, drawdown and orders. It reads only
 * finished days, so it is the same all day and in every process (decision 0027).
 */
export function strategyRecord(deps: Pick<Deps, 'market' | 'clock'>, row: StrategyRow) {
  const at = deps.clock.now().getTime()
  const startDay = addDays(new Date(at).toISOString().slice(0, 10), -STRATEGY_RECORD_DAYS)
  const { run, figures, asOf } = productRun(
    deps.market.provider,
    { id: row.id, rule: row.rule, cycleDays: row.cycleDays, startDay },
    at,
    'quant',
  )
  return {
    from: run.days[0]?.day ?? startDay,
    asOf,
    totalReturn: figures.totalReturn.toFixed(4),
    maxDrawdown: maxDrawdownOf(run.days.map((d) => Number(d.nav))).toFixed(4),
    orderCount: figures.orderCount,
    navs: run.days,
  }
}

/** A strategy as investors and the console see it. */
export function strategyView(
  deps: Pick<Deps, 'market' | 'clock'>,
  row: StrategyRow,
  mine: QuantStrategy['mine'],
): QuantStrategy {
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    rule: ruleView(row.rule),
    cycleDays: row.cycleDays,
    minAmount: minorToDecimal(row.minAmountMinor),
    onShelf: row.onShelf,
    enabled: row.enabled,
    record: strategyRecord(deps, row),
    mine,
  }
}

/** Every strategy, oldest first. */
export const allStrategies = (db: Deps['db']) =>
  db.select().from(quantStrategies).orderBy(asc(quantStrategies.id))
