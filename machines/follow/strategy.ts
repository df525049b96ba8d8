/**
 * The strategies a copy-trade fund runs (spec §3 Copy-trade product: trading cycle, daily profit,
 * highest return, strategy order number). A fund declares its rule over instruments the exchange
 * quotes; its performance is what the rule would have done on the exchange's daily closes, worked
 * out here the same way for every reader, so nothing on a screen is an invented number.
 */

/** A fund's rule: what it holds, decided at the close of each cycle's first day. */
export type StrategyRule =
  /** Hold the instruments at fixed weights (summing to at most 1; the rest is cash), rebalanced. */
  | { kind: 'basket'; weights: ReadonlyArray<{ code: string; weight: number }> }
  /** Hold one instrument while its `fast`-day average close is above its `slow`-day one, else cash. */
  | { kind: 'trend'; code: string; fast: number; slow: number }
  /** Hold, in equal parts, the `top` instruments that rose most over the last `lookback` days. */
  | { kind: 'momentum'; codes: readonly string[]; lookback: number; top: number }
  /**
   * Mean reversion: hold, each at 1/n of the fund, the instruments whose close is at least `below`
   * (a fraction, 0.03 = 3 %) under their `lookback`-day average close; the rest in cash.
   */
  | { kind: 'meanReversion'; codes: readonly string[]; lookback: number; below: number }

export interface Strategy {
  rule: StrategyRule
  /** The trading cycle: the rule decides every this many trading days. */
  cycleDays: number
  /** What a trade costs, as a fraction of what it moves (the exchange's fee rate, "0.001"). */
  tradeFeeRate: string
}

/** Daily closes on one calendar: `closes[code][i]` is the close of `days[i]`. */
export interface DailyCloses {
  days: string[]
  closes: Record<string, number[]>
}

/** One order of the strategy: its number, the day it was placed at the close, what it changed. */
export interface StrategyOrder {
  no: number
  day: string
  code: string
  side: 'buy' | 'sell'
  /** The instrument's share of the fund before and after the order, as fractions. */
  from: number
  to: number
}

/** The fund's value per unit at a day's close, as a decimal string of NAV_DECIMALS places. */
export interface StrategyDay {
  day: string
  nav: string
}

export interface StrategyRun {
  days: StrategyDay[]
  orders: StrategyOrder[]
}

/** A NAV has 8 decimals: a cent on a principal of a million is still seen. */
export const NAV_DECIMALS = 8
/** A change of weight smaller than this is not traded (half a percent of the fund). */
const MIN_TRADE = 0.005

const roundNav = (value: number) => Number(value.toFixed(NAV_DECIMALS))

/** The instruments a rule can hold. */
export function strategyCodes(rule: StrategyRule): readonly string[] {
  if (rule.kind === 'basket') return rule.weights.map((w) => w.code)
  if (rule.kind === 'trend') return [rule.code]
  return rule.codes
}

/** The days of history a rule reads before the first day it can decide. */
export function warmUpDays(rule: StrategyRule): number {
  if (rule.kind === 'trend') return rule.slow
  if (rule.kind === 'momentum' || rule.kind === 'meanReversion') return rule.lookback
  return 0
}

const average = (values: number[], end: number, count: number) => {
  let sum = 0
  for (let i = end - count + 1; i <= end; i++) sum += values[i]!
  return sum / count
}

/**
 * The weights the rule wants at the close of day `i` (it reads closes up to that day only): the
 * follow funds' runs and the AI quant strategies' orders both decide by it.
 */
export function targetWeights(rule: StrategyRule, closes: DailyCloses['closes'], i: number) {
  const target = new Map<string, number>()
  if (rule.kind === 'basket') {
    for (const { code, weight } of rule.weights) target.set(code, weight)
  } else if (rule.kind === 'trend') {
    const series = closes[rule.code]!
    const up = average(series, i, rule.fast) > average(series, i, rule.slow)
    target.set(rule.code, up ? 1 : 0)
  } else if (rule.kind === 'meanReversion') {
    for (const code of rule.codes) {
      const series = closes[code]!
      const cheap = series[i]! <= average(series, i, rule.lookback) * (1 - rule.below)
      target.set(code, cheap ? 1 / rule.codes.length : 0)
    }
  } else {
    const ranked = rule.codes
      .map((code) => {
        const series = closes[code]!
        return { code, rise: series[i]! / series[i - rule.lookback]! }
      })
      // Ties go by code, compared by code unit (not by locale): every reader ranks alike.
      .sort((a, b) => b.rise - a.rise || (a.code < b.code ? -1 : 1))
    for (const [rank, { code }] of ranked.entries())
      target.set(code, rank < rule.top ? 1 / rule.top : 0)
  }
  return target
}

/**
 * Runs the strategy over the closes from `days[start]` on: the NAV starts at 1 at that day's
 * close, when the rule first decides; each day the holdings move with their closes and drift in
 * weight; every `cycleDays` trading days the rule decides again and the orders bring the weights
 * back to its target. `start` must leave the rule its warm-up days.
 */
export function runStrategy(strategy: Strategy, series: DailyCloses, start: number): StrategyRun {
  const { rule, cycleDays } = strategy
  if (start < warmUpDays(rule)) throw new Error('not enough history before the first day')
  const codes = strategyCodes(rule)
  const weights = new Map(codes.map((code) => [code, 0]))
  const orders: StrategyOrder[] = []
  const days: StrategyDay[] = []
  let nav = 1
  for (let i = start; i < series.days.length; i++) {
    const day = series.days[i]!
    if (i > start) {
      // The day's move: each holding by its close-to-close change, cash unchanged.
      let grown = 1 - [...weights.values()].reduce((a, b) => a + b, 0)
      for (const [code, weight] of weights) {
        const closes = series.closes[code]!
        grown += weight * (closes[i]! / closes[i - 1]!)
      }
      for (const [code, weight] of weights) {
        const closes = series.closes[code]!
        weights.set(code, (weight * (closes[i]! / closes[i - 1]!)) / grown)
      }
      nav = roundNav(nav * grown)
    }
    if ((i - start) % cycleDays === 0) {
      let traded = 0
      for (const [code, to] of targetWeights(rule, series.closes, i)) {
        const from = weights.get(code) ?? 0
        if (to === from || (Math.abs(to - from) < MIN_TRADE && to !== 0)) continue
        orders.push({
          no: orders.length + 1,
          day,
          code,
          side: to > from ? 'buy' : 'sell',
          from,
          to,
        })
        weights.set(code, to)
        traded += Math.abs(to - from)
      }
      // The fund pays the exchange's fee on what it trades: its figures are after that cost.
      nav = roundNav(nav * (1 - traded * Number(strategy.tradeFeeRate)))
    }
    days.push({ day, nav: nav.toFixed(NAV_DECIMALS) })
  }
  return { days, orders }
}

/** What a product page shows of a run: the last day's profit, the highest return, the orders. */
export function strategyFigures(run: StrategyRun) {
  const navs = run.days.map((d) => Number(d.nav))
  const last = navs.at(-1) ?? 1
  const before = navs.at(-2) ?? 1
  return {
    /** The last day's profit as a fraction of the day before's value. */
    dailyReturn: last / before - 1,
    /** The highest the fund's return since its first day has been, as a fraction. */
    highestReturn: Math.max(0, ...navs.map((nav) => nav - 1)),
    /** The return since the first day, as a fraction. */
    totalReturn: last - 1,
    orderCount: run.orders.length,
  }
}
