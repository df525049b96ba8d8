/**
 * A plan's money-weighted return (issue 52 item 5): the yearly rate at which what went in and came
 * out, and what the plan is worth now, are worth the same — the internal rate of return of its
 * flows. A rate, not money: it is found by bisection in binary floats and shown to two decimals.
 */

/** One flow from the investor's side: negative into the plan, positive back out, in cents. */
export interface PlanFlow {
  at: number
  amountMinor: bigint
}

const YEAR_MS = 365.25 * 86_400_000
/** Shorter than this, a yearly rate says more about noise than about the plan. */
export const MIN_RETURN_DAYS = 30

/**
 * The yearly money-weighted return in percent with two decimals, from the flows and the value at
 * `now`: -100.00 when all of it is lost; null when there is nothing to measure (no money in, under
 * MIN_RETURN_DAYS of history) or a gain beyond 1,000 % a year, which no rate here describes.
 */
export function moneyWeightedReturn(
  flows: readonly PlanFlow[],
  valueMinor: bigint,
  now: number,
): string | null {
  // No flow at all: Infinity, under any number of days. No money in: a worth above 0 at every
  // rate, which the bracket below answers with null.
  const first = Math.min(...flows.map((f) => f.at))
  if (now - first < MIN_RETURN_DAYS * 86_400_000) return null
  const cash = [
    ...flows.map((f) => ({ t: (f.at - first) / YEAR_MS, v: Number(f.amountMinor) })),
    {
      t: (now - first) / YEAR_MS,
      v: Number(valueMinor),
    },
  ]
  const worth = (rate: number) => cash.reduce((sum, c) => sum + c.v / (1 + rate) ** c.t, 0)
  // Worth falls as the rate rises (money goes in first): bisect between a total loss and +1000 %.
  let low = -0.9999
  let high = 10
  if (worth(low) < 0) return '-100.00'
  if (worth(high) > 0) return null
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2
    if (worth(mid) > 0) low = mid
    else high = mid
  }
  const percent = ((low + high) / 2) * 100
  return (Math.round(percent * 100) / 100).toFixed(2)
}
