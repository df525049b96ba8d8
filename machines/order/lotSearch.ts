/**
 * The most whole lots `fits` holds for: the count a budget buys, or one less than the smallest
 * count that reaches a minimum. `fits` is monotone — true up to some count, false from there on —
 * and judged on exact costs; the count is found by doubling, then halving, so it is exact
 * without an estimate from binary floats (money is never one: ARCHITECTURE.md, decision 0032),
 * in about twice log₂ of the answer steps. 0 when not even one lot fits.
 */
export function mostLotsThat(fits: (lots: number) => boolean): number {
  if (!fits(1)) return 0
  let fitting = 1
  let failing = 2
  while (fits(failing)) {
    fitting = failing
    failing *= 2
    // A cost that never outgrows its budget (no price to speak of): no count is the most.
    if (failing > Number.MAX_SAFE_INTEGER) return fitting
  }
  while (failing - fitting > 1) {
    const middle = Math.floor((fitting + failing) / 2)
    if (fits(middle)) fitting = middle
    else failing = middle
  }
  return fitting
}
