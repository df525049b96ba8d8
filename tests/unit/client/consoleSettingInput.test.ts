import { describe, expect, it } from 'vitest'
import { SETTING_KIND_TABLE } from '../../../machines/backOffice/settings.ts'
import { settingForInput, storedSetting } from '../../../src/admin/settingInput.ts'
import { typedDecimal } from '../../../src/lib/money.ts'

describe("the console's settings read a decimal typed the operator's way", () => {
  it.each([
    // kind, locale, typed, stored
    ['fraction', 'de', '0,001', '0.001'],
    ['fraction', 'en', '0.001', '0.001'],
    // A thousandth in German too, never a thousand: a rate's sign is always the decimal one.
    ['fraction', 'de', '0.001', '0.001'],
    ['dailyRate', 'es', '0,0005', '0.0005'],
    ['rate', 'de', '1,16', '1.16'],
    ['percent', 'de', '9,5', '9.5'],
    ['percent', 'de', 'none', 'none'],
    ['amount', 'de', '1.500,50', '1500.50'],
    ['amount', 'de', '100,00', '100.00'],
    ['amount', 'en', '1,500.50', '1500.50'],
    ['positiveAmount', 'es', '1,00', '1.00'],
    ['wholeAmount', 'de', '10.000', '10000'],
    ['creditPerPoint', 'de', '100,5', '100.5'],
  ] as const)('%s in %s: "%s" is stored as %s', (kind, locale, typed, stored) => {
    expect(storedSetting(kind, typed, locale)).toBe(stored)
    expect(SETTING_KIND_TABLE[kind].accepts(stored)).toBe(true)
  })

  it('leaves what is not a decimal as typed, for its check to judge', () => {
    expect(storedSetting('list', '1,2,5', 'de')).toBe('1,2,5')
    expect(storedSetting('hours', '09:00-17:30', 'de')).toBe('09:00-17:30')
    expect(storedSetting('text', 'Tradeflow, S.L.', 'es')).toBe('Tradeflow, S.L.')
    expect(storedSetting('amount', 'zehn', 'de')).toBe('zehn')
    // No thousands start with a zero: "0.125" is not 125 in German, and no amount either.
    expect(storedSetting('amount', '0.125', 'de')).toBe('0.125')
    expect(SETTING_KIND_TABLE.amount.accepts('0.125')).toBe(false)
  })

  it('shows a stored decimal in the field as the operator types it', () => {
    expect(settingForInput('fraction', '0.001', 'de')).toBe('0,001')
    expect(settingForInput('amount', '100.00', 'es')).toBe('100,00')
    expect(settingForInput('amount', '100.00', 'en')).toBe('100.00')
    expect(settingForInput('wholeAmount', '2000.00', 'de')).toBe('2000')
    expect(settingForInput('list', '1,2,5', 'de')).toBe('1,2,5')
    expect(settingForInput(null, '0.5', 'de')).toBe('0.5')
  })
})

describe("the console's rates and percentages read either decimal sign", () => {
  it.each([
    ['0,02', '0.02'],
    ['0.02', '0.02'],
    [' 12,5 ', '12.5'],
    ['0.001', '0.001'],
    ['1.000,5', '1.000,5'],
    ['zehn', 'zehn'],
  ])('"%s" is sent as %s', (typed, sent) => {
    expect(typedDecimal(typed)).toBe(sent)
  })
})
