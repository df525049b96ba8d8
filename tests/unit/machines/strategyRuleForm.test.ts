import { describe, expect, it } from 'vitest'
import { strategyRuleForm } from '../../../machines/follow/strategyRuleForm.ts'

// The rule a fund or a quant strategy is given in the console (machines/follow/strategyRuleForm.ts,
// the rules of machines/follow/strategy.ts): limits as the form's comments and checks state them.
const accepts = (rule: unknown) => strategyRuleForm.safeParse(rule).success

const basket = (...weights: number[]) => ({
  kind: 'basket',
  weights: weights.map((weight, i) => ({ code: `C${i}`, weight })),
})
const trend = (fast: number, slow: number) => ({ kind: 'trend', code: 'SAN', fast, slow })
const momentum = (codes: string[], top: number) => ({ kind: 'momentum', codes, lookback: 20, top })

describe('a strategy rule as the console edits it (strategyRuleForm)', () => {
  it('reads each of the four kinds back as written', () => {
    for (const rule of [
      basket(0.5, 0.3),
      trend(20, 50),
      momentum(['SAN', 'BBVA', 'ITX'], 2),
      { kind: 'meanReversion', codes: ['SAN'], lookback: 20, below: 0.03 },
    ])
      expect(strategyRuleForm.parse(rule)).toEqual(rule)
  })
  it('refuses a kind it does not know', () => {
    expect(accepts({ kind: 'random', codes: ['SAN'] })).toBe(false)
  })

  it('an instrument code is trimmed and is 1 to 16 characters', () => {
    expect(strategyRuleForm.parse({ ...trend(2, 5), code: ' SAN ' })).toMatchObject({
      code: 'SAN',
    })
    expect(accepts({ ...trend(2, 5), code: 'A'.repeat(16) })).toBe(true)
    expect(accepts({ ...trend(2, 5), code: 'A'.repeat(17) })).toBe(false)
    expect(accepts({ ...trend(2, 5), code: '  ' })).toBe(false)
  })
  it('days are whole and at least 1: a trend’s fast average 1 to 100 days, its slow one to 250', () => {
    expect(accepts(trend(1, 250))).toBe(true)
    expect(accepts(trend(0, 250))).toBe(false)
    expect(accepts(trend(1, 251))).toBe(false)
    expect(accepts(trend(100, 101))).toBe(true)
    expect(accepts(trend(101, 102))).toBe(false)
    expect(accepts(trend(1.5, 5))).toBe(false)
  })

  // "A basket holds at most the whole fund; the rest is cash" — summed in binary floating point,
  // so the form forgives a millionth over 1 (its bound, 1.000001, is inclusive).
  it('a basket of the whole fund is accepted, and one of a millionth over it', () => {
    expect(accepts(basket(0.5, 0.5))).toBe(true)
    // 0.000001 + 1 is exactly the bound, 1.000001.
    expect(accepts(basket(0.000001, 1))).toBe(true)
  })
  it('a basket of two millionths over the whole fund, or more, is refused', () => {
    expect(accepts(basket(0.000002, 1))).toBe(false)
    expect(accepts(basket(0.6, 0.6))).toBe(false)
  })
  it('each weight of a basket is over 0 and at most 1, with 1 to 10 instruments', () => {
    expect(accepts(basket(0))).toBe(false)
    expect(accepts(basket(1.01))).toBe(false)
    expect(accepts(basket())).toBe(false)
    expect(accepts(basket(...Array(10).fill(0.1)))).toBe(true)
    expect(accepts(basket(...Array(11).fill(0.05)))).toBe(false)
  })

  // "A trend compares a shorter average with a longer one."
  it('a trend’s fast average must be shorter than its slow one: 49 < 50 yes, 50 = 50 no', () => {
    expect(accepts(trend(49, 50))).toBe(true)
    expect(accepts(trend(50, 50))).toBe(false)
    expect(accepts(trend(51, 50))).toBe(false)
  })

  // "Momentum holds fewer instruments than it ranks."
  it('momentum holds fewer than it ranks: top 2 of 3 yes, 3 of 3 and 4 of 3 no', () => {
    const three = ['SAN', 'BBVA', 'ITX']
    expect(accepts(momentum(three, 2))).toBe(true)
    expect(accepts(momentum(three, 3))).toBe(false)
    expect(accepts(momentum(three, 4))).toBe(false)
  })
  it('momentum ranks 2 to 10 instruments', () => {
    expect(accepts(momentum(['SAN'], 1))).toBe(false)
    expect(accepts(momentum(['SAN', 'BBVA'], 1))).toBe(true)
  })

  it('mean reversion wants a close over 0 and at most half under its average', () => {
    const reversion = (below: number) => ({
      kind: 'meanReversion',
      codes: ['SAN'],
      lookback: 20,
      below,
    })
    expect(accepts(reversion(0.5))).toBe(true)
    expect(accepts(reversion(0.51))).toBe(false)
    expect(accepts(reversion(0))).toBe(false)
  })
})
