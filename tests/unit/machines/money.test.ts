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
  withUnit,
} from '../../../machines/money.ts'

const NBSP = '\u00a0'

describe('amounts cross as two-decimal strings and are kept in cents (machines/money.ts)', () => {
  it('writes cents back as a decimal, a loss of less than a euro keeping its sign', () => {
    expect(minorToDecimal(123_450n)).toBe('1234.50')
    expect(minorToDecimal(5n)).toBe('0.05')
    expect(minorToDecimal(-5n)).toBe('-0.05')
    expect(minorToDecimal(-12_345n)).toBe('-123.45')
  })
  it('reads one decimal as tens of cents: "1234.5" is 1234,50 €, not 1234,05 €', () => {
    expect(decimalToMinor('1234.5')).toBe(123_450n)
    expect(decimalToMinor('1234.05')).toBe(123_405n)
    expect(decimalToMinor('-0.5')).toBe(-50n)
  })
  it('reads an amount with spaces around it, and nothing that has three decimals (spec §9)', () => {
    expect(decimalToMinor(' 12.50 ')).toBe(1_250n)
    expect(decimalToMinor('12.505')).toBeNull()
    expect(decimalToMinor('abc')).toBeNull()
  })
})

describe('money is written "1.234,56": dots group thousands, a comma for cents (spec §9)', () => {
  it('groups every three digits and always shows the cents', () => {
    expect(formatMoneyDigits('1234567.5')).toBe('1.234.567,50')
    expect(formatMoneyDigits('999.99')).toBe('999,99')
    expect(formatMoneyDigits('1000')).toBe('1.000,00')
  })
  it('keeps the minus of a loss in front, once', () => {
    expect(formatMoneyDigits('-1234.5')).toBe('-1.234,50')
    expect(formatMoneyDigits('-0.05')).toBe('-0,05')
  })
  it('leaves the cents out for a currency without them ("10.000")', () => {
    expect(formatMoneyDigits('10000', 0)).toBe('10.000')
    expect(formatMoneyDigits('10000', 1)).toBe('10.000,00')
  })
  it('returns text that is not an amount as it came', () => {
    expect(formatMoneyDigits('n/a')).toBe('n/a')
  })
  it('groups a whole count like money and drops what follows the point', () => {
    expect(formatCount('10000')).toBe('10.000')
    expect(formatCount('1234567.89')).toBe('1.234.567')
    expect(formatCount('999')).toBe('999')
  })
  it('joins a figure and its unit with a no-break space', () => {
    expect(withUnit('1.234,56', '€')).toBe(`1.234,56${NBSP}€`)
    expect(formatPercent('7.6')).toBe(`7,6${NBSP}%`)
  })
})

describe('any decimal (prices, rates) in the money format, every place kept (spec §9)', () => {
  it('"15952.26" → "15.952,26", "-0.0123" → "-0,0123"', () => {
    expect(formatDecimal('15952.26')).toBe('15.952,26')
    expect(formatDecimal('-0.0123')).toBe('-0,0123')
    expect(formatDecimal('1234567')).toBe('1.234.567')
  })
  it('returns text that is not a decimal as it came, whole', () => {
    expect(formatDecimal('abc')).toBe('abc')
    expect(formatDecimal('x12.5')).toBe('x12.5')
    expect(formatDecimal('12.5x')).toBe('12.5x')
  })
})

describe('the sign of an amount: a loss, nothing or a gain', () => {
  it('is -1, 0 or 1 a cent either side of zero', () => {
    expect(signOfAmount('-0.01')).toBe(-1)
    expect(signOfAmount('0.00')).toBe(0)
    expect(signOfAmount('0.01')).toBe(1)
  })
  it('is null for text that is not an amount', () => {
    expect(signOfAmount('abc')).toBeNull()
  })
  it('reads any number of places for a decimal: the smallest place either side of zero', () => {
    expect(signOfDecimal('-0.0001')).toBe(-1)
    expect(signOfDecimal('0.0000')).toBe(0)
    expect(signOfDecimal('-0.000')).toBe(0)
    expect(signOfDecimal('0.0001')).toBe(1)
    expect(signOfDecimal('0')).toBe(0)
    expect(signOfDecimal('5')).toBe(1)
    expect(signOfDecimal('12')).toBe(1)
    expect(signOfDecimal('-12.5')).toBe(-1)
  })
  it('is null for text that is not a decimal', () => {
    expect(signOfDecimal('abc')).toBeNull()
    expect(signOfDecimal('x1')).toBeNull()
    expect(signOfDecimal('1x')).toBeNull()
    expect(signOfDecimal('1.')).toBeNull()
  })
})
