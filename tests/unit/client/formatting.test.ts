import { describe, expect, it } from 'vitest'
import {
  decimalToMinor,
  formatCount,
  formatDecimal,
  formatMoneyDigits,
  minorToDecimal,
  signOfAmount,
  signOfDecimal,
} from '../../../machines/money.ts'
import { totalProfit } from '../../../machines/positions.ts'
import {
  formatChange,
  formatChangePercent,
  formatPrice,
  trendOf,
} from '../../../src/features/market/format.ts'
import { pickLocale } from '../../../src/i18n/locales.ts'
import { formatDateTime, formatDay } from '../../../src/lib/date.ts'
import { formatMoney, typedAmount } from '../../../src/lib/money.ts'
import { applyRootFontSize } from '../../../src/lib/rootFontSize.ts'

describe('money (spec §9)', () => {
  it('groups thousands with dots and uses a comma for decimals', () => {
    expect(formatMoneyDigits('1234567.5')).toBe('1.234.567,50')
    expect(formatMoneyDigits('-0.05')).toBe('-0,05')
    expect(formatMoney('1234.56', 'Spain')).toBe('1.234,56 €')
    expect(formatMoney('99', 'usd')).toBe('99,00 $')
    expect(formatCount('10000')).toBe('10.000')
  })
  it('converts between decimal strings and minor units exactly', () => {
    expect(decimalToMinor('0.1')).toBe(10n)
    expect(decimalToMinor('12.345')).toBeNull()
    expect(decimalToMinor('abc')).toBeNull()
    expect(minorToDecimal(-5n)).toBe('-0.05')
    expect(minorToDecimal(123456789012345678n)).toBe('1234567890123456.78')
  })
  it('tells gains, losses and zero apart exactly', () => {
    expect(signOfAmount('-0.01')).toBe(-1)
    expect(signOfAmount('0.00')).toBe(0)
    expect(signOfAmount('0')).toBe(0)
    expect(signOfAmount('12.5')).toBe(1)
    expect(signOfAmount('n/a')).toBeNull()
  })
  it('sums yingkui into total profit without floats (spec §7)', () => {
    expect(totalProfit([{ yingkui: '0.10' }, { yingkui: '0.20' }, { yingkui: '-0.05' }])).toBe(
      '0.25',
    )
    expect(totalProfit([])).toBe('0.00')
  })
})

describe('dates (spec §9)', () => {
  it('reads YYYY.MM.DD HH:mm:ss', () => {
    expect(formatDateTime('2026-01-02T03:04:05')).toBe('2026.01.02 03:04:05')
  })

  it('reads a trading day as YYYY.MM.DD', () => {
    expect(formatDay('2026-11-20')).toBe('2026.11.20')
  })
})

describe('prices and changes (spec §9, any number of decimals)', () => {
  it('groups and uses a comma whatever the decimals, with the currency sign', () => {
    expect(formatDecimal('15952.2575')).toBe('15.952,2575')
    expect(formatDecimal('-0.0123')).toBe('-0,0123')
    expect(formatDecimal('1000000')).toBe('1.000.000')
    expect(formatDecimal('n/a')).toBe('n/a')
    expect(formatPrice('8.520', 'EUR')).toBe('8,520 €')
    expect(formatPrice('95000.00', 'USD')).toBe('95.000,00 $')
    expect(formatPrice('1.1605', null)).toBe('1,1605')
  })

  it('signs a change and tells its trend, also beyond two decimals', () => {
    expect(formatChangePercent('1.25')).toBe('+1,25 %')
    expect(formatChangePercent('-0.40')).toBe('-0,40 %')
    expect(formatChange('0.000')).toBe('0,000')
    expect(trendOf('0.0004')).toBe('up')
    expect(trendOf('-0.001')).toBe('down')
    expect(trendOf('0.000')).toBe('flat')
    expect(signOfDecimal('abc')).toBeNull()
  })
})

describe('languages', () => {
  it('prefers the saved choice, then the browser, then English', () => {
    expect(pickLocale('ko', ['de-DE'])).toBe('ko')
    expect(pickLocale(null, ['de-AT', 'en'])).toBe('de')
    expect(pickLocale(null, ['zh-TW'])).toBe('zh-Hant')
    expect(pickLocale(null, ['zh-CN'])).toBe('zh-Hans')
    expect(pickLocale('xx', ['fr-FR'])).toBe('en')
  })
})

describe('root font size (spec §9)', () => {
  it('follows the viewport width up to 750 px', () => {
    const doc = { documentElement: { style: { fontSize: '' } } } as unknown as Document
    applyRootFontSize(doc, 390)
    expect(doc.documentElement.style.fontSize).toBe('52px')
    applyRootFontSize(doc, 1440)
    expect(doc.documentElement.style.fontSize).toBe('100px')
  })
})

describe("amounts as typed (spec §9: the decimal comma, and a phone's decimal point)", () => {
  it.each([
    ['100', '100'],
    [' 100 ', '100'],
    ['100,5', '100.5'],
    ['1.234,56', '1234.56'],
    ['1 234,56', '1234.56'],
    ['100.50', '100.50'],
    ['1.000', '1000'],
    ['1.234.567', '1234567'],
  ])('%j is sent as %j', (typed, sent) => {
    expect(typedAmount(typed)).toBe(sent)
  })

  it.each(['', 'abc', '1,234,56', '12,345'])(
    '%j is no amount and goes to the gate as typed',
    (typed) => {
      expect(typedAmount(typed)).toBe(typed.trim())
    },
  )
})
