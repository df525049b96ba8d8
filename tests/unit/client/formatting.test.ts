import { describe, expect, it } from 'vitest'
import {
  decimalToMinor,
  formatCount,
  formatDecimal,
  formatMoneyDigits,
  formatPercent,
  minorToDecimal,
  signOfAmount,
  signOfDecimal,
} from '../../../machines/money.ts'
import { liveNetProfit, realisedSummary, totalProfit } from '../../../machines/positions.ts'
import { pickLocale } from '../../../src/i18n/locales.ts'
import { formatDateTime, formatDay, formatInZone } from '../../../src/lib/date.ts'
import { formatAmount, formatMoney, readAmount, typedAmount } from '../../../src/lib/money.ts'
import { formatChange, formatChangePercent, formatPrice, trendOf } from '../../../src/lib/price.ts'
import { applyRootFontSize } from '../../../src/lib/rootFontSize.ts'

describe('the headline profit is after fees (issue 18)', () => {
  const bought = {
    state: 'holding' as const,
    amount: '1000.00',
    lots: 100,
    direction: 'long' as const,
    yingkui: null,
    fee: '1.00',
    stampDuty: '2.00',
    dividends: '0.00',
    actualProfit: null,
  }
  it('takes the opening fee and duty off an open position at the live price', () => {
    // 100 × 10,01 = 1.001,00: +1,00 before fees, −2,00 after 3,00 of fee and duty.
    expect(liveNetProfit(bought, '10.01')).toBe('-2.00')
  })
  it('shows the settled figure of a closed position, and nothing without a price', () => {
    const closed = { ...bought, state: 'closed' as const, yingkui: '0.30', actualProfit: '-0.30' }
    expect(liveNetProfit(closed, '11')).toBe('-0.30')
    expect(liveNetProfit(bought, undefined)).toBeNull()
  })
  it('counts the dividends a position was paid (issue 19), and what a short paid out', () => {
    expect(liveNetProfit({ ...bought, dividends: '4.05' }, '10.01')).toBe('2.05')
    expect(liveNetProfit({ ...bought, dividends: '-4.05' }, '10.01')).toBe('-6.05')
  })
})

// issue 48: the Ended tab sums what closed positions realised; a cancelled order realised nothing
describe('the Ended tab sums the realised profit of the closed (realisedSummary)', () => {
  const closed = (actualProfit: string) => ({
    state: 'closed' as const,
    amount: '1000.00',
    lots: 100,
    direction: 'long' as const,
    yingkui: null,
    fee: '1.00',
    stampDuty: '2.00',
    dividends: '0.00',
    actualProfit,
  })
  const cancelled = { ...closed('0.00'), state: 'cancelled' as const, actualProfit: null }
  it('is -0,30 + 12,00 over two closed, the cancelled one not counted', () => {
    expect(realisedSummary([closed('-0.30'), cancelled, closed('12.00')])).toEqual({
      total: '11.70',
      count: 2,
    })
    expect(realisedSummary([cancelled])).toEqual({ total: '0.00', count: 0 })
  })
})

describe('money (spec §9)', () => {
  it('groups thousands with dots and uses a comma for decimals', () => {
    expect(formatMoneyDigits('1234567.5')).toBe('1.234.567,50')
    expect(formatMoneyDigits('-0.05')).toBe('-0,05')
    expect(formatMoney('1234.56', 'Spain')).toBe('1.234,56\u00a0€')
    expect(formatMoney('99', 'usd')).toBe('99,00\u00a0$')
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
    expect(totalProfit([{ profit: '0.10' }, { profit: '0.20' }, { profit: '-0.05' }])).toBe('0.25')
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

  it('reads a time in the zone of a market, summer time included, on a 24-hour clock', () => {
    expect(formatInZone(Date.UTC(2026, 10, 25, 7, 30), 'Europe/Madrid')).toBe('2026.11.25 08:30:00')
    expect(formatInZone(Date.UTC(2026, 5, 1, 22, 5, 9), 'Europe/Madrid')).toBe(
      '2026.06.02 00:05:09',
    )
    expect(formatInZone(Date.UTC(2026, 5, 1, 4), 'America/New_York')).toBe('2026.06.01 00:00:00')
  })
})

describe('prices and changes (spec §9, any number of decimals)', () => {
  it('groups and uses a comma whatever the decimals, with the currency sign', () => {
    expect(formatDecimal('15952.2575')).toBe('15.952,2575')
    expect(formatDecimal('-0.0123')).toBe('-0,0123')
    expect(formatDecimal('1000000')).toBe('1.000.000')
    expect(formatDecimal('n/a')).toBe('n/a')
    expect(formatPrice('8.520', 'EUR')).toBe('8,520\u00a0€')
    expect(formatPrice('95000.00', 'USD')).toBe('95.000,00\u00a0$')
    expect(formatPrice('1.1605', null)).toBe('1,1605')
  })

  it('signs a change and tells its trend, also beyond two decimals', () => {
    expect(formatChangePercent('1.25')).toBe('+1,25\u00a0%')
    expect(formatChangePercent('-0.40')).toBe('-0,40\u00a0%')
    // A rate has no sign of its own; its % stays on the figure's line (a no-break space).
    expect(formatPercent('7.6')).toBe('7,6\u00a0%')
    expect(formatPercent('12345.5')).toBe('12.345,5\u00a0%')
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

describe('amounts as typed, in the locale (issue 18: the decimal comma and group separators)', () => {
  it.each([
    ['de', '100', '100'],
    ['de', ' 100 ', '100'],
    ['de', '1500,50', '1500.50'],
    ['de', '100,5', '100.5'],
    ['de', '1.234,56', '1234.56'],
    ['de', '1 234,56', '1234.56'],
    ['de', '1.000', '1000'],
    ['de', '1.234.567', '1234567'],
    ['de', '100.50', '100.50'],
    ['es', '2.500,75', '2500.75'],
    ['en', '1,500.50', '1500.50'],
    ['en', '1,000', '1000'],
    ['en', '1.5', '1.5'],
    ['en', '1.234,56', '1234.56'],
    ['zh-Hant', '12,345.6', '12345.6'],
    ['ko', '1500', '1500'],
    ['en', '', ''],
  ])('in %s, %j is read as %j', (locale, typed, amount) => {
    expect(readAmount(typed, locale)).toEqual({ amount })
    expect(typedAmount(typed, locale)).toBe(amount)
  })

  it.each([
    ['de', 'abc', 'format'],
    ['de', '1,234,56', 'grouping'],
    ['de', '12,345', 'decimals'],
    ['en', '12.345', 'decimals'],
    ['en', '1,23,456.00', 'grouping'],
    ['en', '5.', 'format'],
    ['en', '-5', 'format'],
    // No thousands start with a zero: a price of 0.125 typed in German is not 125.
    ['de', '0.125', 'grouping'],
    ['en', '0,125', 'grouping'],
    ['de', '01.000', 'grouping'],
  ])('in %s, %j cannot be read (%s), and goes to the gate as typed', (locale, typed, problem) => {
    expect(readAmount(typed, locale)).toEqual({ problem })
    expect(typedAmount(typed, locale)).toBe(typed.trim())
  })
})

describe('currencies without cents: the yen, the won, the dong (issue 21)', () => {
  it('are shown without decimals, the others with two', () => {
    expect(formatAmount('10000.00', 'KRW')).toBe('10.000\u00a0KRW')
    expect(formatAmount('2000.00', 'JPY')).toBe('2.000\u00a0JPY')
    expect(formatAmount('300000.00', 'VND')).toBe('300.000\u00a0VND')
    expect(formatAmount('100.00', 'CNY')).toBe('100,00\u00a0CNY')
    expect(formatAmount('100.00', 'EUR')).toBe('100,00\u00a0€')
    // A fraction held from before they lost their cents is shown, not cut off.
    expect(formatAmount('13456.78', 'KRW')).toBe('13.456,78\u00a0KRW')
  })
  it('a first group of more than three digits is not grouping, in any currency', () => {
    expect(readAmount('1234.567', 'de')).toEqual({ problem: 'grouping' })
    expect(readAmount('1234,567', 'en', 0)).toEqual({ problem: 'grouping' })
    expect(readAmount('123.456', 'de')).toEqual({ amount: '123456' })
  })
  it.each([
    ['en', '10,000', '10000'],
    ['en', '10.000', '10000'],
    ['de', '10.000', '10000'],
    ['de', '10,000', '10000'],
    ['ko', '1,234,567', '1234567'],
    ['ko', '15000', '15000'],
  ])('in %s, %j of won is read as %j: every sign groups thousands', (locale, typed, amount) => {
    expect(readAmount(typed, locale, 0)).toEqual({ amount })
  })
  it.each([
    ['en', '100.5', '100.5'],
    ['de', '100,50', '100.50'],
    ['ko', '10000.00', '10000.00'],
  ])(
    'in %s, %j of won has decimals it cannot have, and goes to the gate as %j',
    (locale, typed, sent) => {
      expect(readAmount(typed, locale, 0)).toEqual({ problem: 'decimals' })
      // The gate then says "no decimals in this currency", in every locale alike.
      expect(typedAmount(typed, locale, 0)).toBe(sent)
    },
  )
})
