import * as z from 'zod/mini'

/** The rules of machines/follow/strategy.ts as the console edits them and answers carry them. */

const code = z.string().check(z.trim(), z.minLength(1), z.maxLength(16))
const days = (max: number) => z.int().check(z.minimum(1), z.maximum(max))

/** A fund's or a quant strategy's rule. */
const ruleUnion = z.union([
  z.object({
    kind: z.literal('basket'),
    weights: z
      .array(z.object({ code, weight: z.number().check(z.positive(), z.maximum(1)) }))
      .check(z.minLength(1), z.maxLength(10)),
  }),
  z.object({ kind: z.literal('trend'), code, fast: days(100), slow: days(250) }),
  z.object({
    kind: z.literal('momentum'),
    codes: z.array(code).check(z.minLength(2), z.maxLength(10)),
    lookback: days(250),
    top: days(10),
  }),
  z.object({
    kind: z.literal('meanReversion'),
    codes: z.array(code).check(z.minLength(1), z.maxLength(10)),
    lookback: days(250),
    /** How far under its average a close must be to be bought, as a fraction (0.03 = 3 %). */
    below: z.number().check(z.positive(), z.maximum(0.5)),
  }),
])
type Rule = z.output<typeof ruleUnion>

export const strategyRuleForm = ruleUnion.check(
  // A basket holds at most the whole fund; the rest is cash.
  z.refine(
    (r: Rule) => r.kind !== 'basket' || r.weights.reduce((sum, w) => sum + w.weight, 0) <= 1.000001,
  ),
  // A trend compares a shorter average with a longer one.
  z.refine((r: Rule) => r.kind !== 'trend' || r.fast < r.slow),
  // Momentum holds fewer instruments than it ranks.
  z.refine((r: Rule) => r.kind !== 'momentum' || r.top < r.codes.length),
)
