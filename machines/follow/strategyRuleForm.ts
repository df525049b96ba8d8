import * as zod from 'zod/mini'

/** The rules of machines/follow/strategy.ts as the console edits them and answers carry them. */

const code = zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(16))
const days = (max: number) => zod.int().check(zod.minimum(1), zod.maximum(max))

/** A fund's or a quant strategy's rule. */
const ruleUnion = zod.union([
  zod.object({
    kind: zod.literal('basket'),
    weights: zod
      .array(zod.object({ code, weight: zod.number().check(zod.positive(), zod.maximum(1)) }))
      .check(zod.minLength(1), zod.maxLength(10)),
  }),
  zod.object({ kind: zod.literal('trend'), code, fast: days(100), slow: days(250) }),
  zod.object({
    kind: zod.literal('momentum'),
    codes: zod.array(code).check(zod.minLength(2), zod.maxLength(10)),
    lookback: days(250),
    top: days(10),
  }),
  zod.object({
    kind: zod.literal('meanReversion'),
    codes: zod.array(code).check(zod.minLength(1), zod.maxLength(10)),
    lookback: days(250),
    /** How far under its average a close must be to be bought, as a fraction (0.03 = 3 %). */
    below: zod.number().check(zod.positive(), zod.maximum(0.5)),
  }),
])
type Rule = zod.output<typeof ruleUnion>

export const strategyRuleForm = ruleUnion.check(
  // A basket holds at most the whole fund; the rest is cash.
  zod.refine(
    (r: Rule) => r.kind !== 'basket' || r.weights.reduce((sum, w) => sum + w.weight, 0) <= 1.000001,
  ),
  // A trend compares a shorter average with a longer one.
  zod.refine((r: Rule) => r.kind !== 'trend' || r.fast < r.slow),
  // Momentum holds fewer instruments than it ranks.
  zod.refine((r: Rule) => r.kind !== 'momentum' || r.top < r.codes.length),
)
