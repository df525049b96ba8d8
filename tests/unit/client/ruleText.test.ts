import { describe, expect, it } from 'vitest'
import { blankRuleText, ruleOf, ruleTextOf } from '../../../src/admin/views/RuleFields.tsx'
import { decimalListForInput, typedDecimalList } from '../../../src/lib/money.ts'

describe("a rule's decimals typed the console operator's way", () => {
  it.each([
    // locale, typed, read
    ['de', '0,5; 0,3', ['0.5', '0.3']],
    ['de', '0,5, 0,3', ['0.5', '0.3']],
    ['de', '0,5', ['0.5']],
    ['es', '0,25;0,25', ['0.25', '0.25']],
    ['en', '0.5, 0.3', ['0.5', '0.3']],
    ['en', '0.5;0.3', ['0.5', '0.3']],
    // A point is a decimal sign in every locale: a weight is below one, never a thousand.
    ['de', '0.5; 0.3', ['0.5', '0.3']],
    ['en', ' 0.5 , ', ['0.5']],
  ])('%s reads "%s" as %j', (locale, typed, read) => {
    expect(typedDecimalList(typed, locale)).toEqual(read)
  })

  it('writes a list back as it is read in each locale', () => {
    for (const locale of ['de', 'es', 'en', 'ko', 'zh-Hant']) {
      const text = decimalListForInput(['0.5', '0.3'], locale)
      expect(typedDecimalList(text, locale)).toEqual(['0.5', '0.3'])
    }
    expect(decimalListForInput(['0.5', '0.3'], 'de')).toBe('0,5; 0,3')
    expect(decimalListForInput(['0.5', '0.3'], 'en')).toBe('0.5, 0.3')
  })

  it('sends a German basket and a German mean reversion as numbers', () => {
    const basket = { ...blankRuleText('de'), codes: 'SAN, BBVA', weights: '0,5; 0,3' }
    expect(ruleOf(basket, 'de')).toEqual({
      kind: 'basket',
      weights: [
        { code: 'SAN', weight: 0.5 },
        { code: 'BBVA', weight: 0.3 },
      ],
    })
    const reversion = { ...blankRuleText('de'), kind: 'meanReversion' as const, codes: 'SAN' }
    expect(reversion.below).toBe('0,03')
    expect(ruleOf(reversion, 'de')).toMatchObject({ kind: 'meanReversion', below: 0.03 })
  })

  it('sends a weight without its code as a blank code, for the contract to refuse', () => {
    const rule = ruleOf({ ...blankRuleText('en'), codes: 'SAN', weights: '0.5, 0.3' }, 'en')
    expect(rule).toEqual({
      kind: 'basket',
      weights: [
        { code: 'SAN', weight: 0.5 },
        { code: '', weight: 0.3 },
      ],
    })
  })

  it("shows a saved rule's decimals as the operator types them", () => {
    const basket = { kind: 'basket' as const, weights: [{ code: 'SOL/USD', weight: 0.5 }] }
    expect(ruleTextOf(basket, 'es').weights).toBe('0,5')
    const reversion = { kind: 'meanReversion' as const, codes: ['SAN'], lookback: 20, below: 0.05 }
    expect(ruleTextOf(reversion, 'de').below).toBe('0,05')
    expect(ruleOf(ruleTextOf(reversion, 'de'), 'de')).toEqual(reversion)
  })
})
