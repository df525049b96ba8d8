import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  currencyDecimals,
  fitsCurrency,
  roundDownToCurrency,
  WHOLE_UNIT_CURRENCIES,
} from '../../../machines/currency.ts'
import { convertAmount } from '../../../machines/funds/exchange.ts'
import { withdrawalCurrencies } from '../../../machines/funds/withdrawalGate.ts'
import { decimalToMinor, minorToDecimal } from '../../../machines/money.ts'
import { CARD_CURRENCIES, WITHDRAW_MIN_CARD } from '../../../machines/rules.ts'

describe('currencies without a minor unit (ISO 4217, issue 21)', () => {
  it('the yen, the won and the dong have no decimals; the others two', () => {
    expect(WHOLE_UNIT_CURRENCIES).toEqual(['JPY', 'KRW', 'VND'])
    expect(currencyDecimals('KRW')).toBe(0)
    expect(currencyDecimals('EUR')).toBe(2)
    expect(currencyDecimals('USDC')).toBe(2)
  })
  it('an amount fits a currency when it is a whole number of its smallest unit', () => {
    expect(fitsCurrency('10000', 'KRW')).toBe(true)
    expect(fitsCurrency('10000.00', 'KRW')).toBe(true)
    expect(fitsCurrency('10000.50', 'KRW')).toBe(false)
    expect(fitsCurrency('0.01', 'EUR')).toBe(true)
    expect(fitsCurrency('nonsense', 'EUR')).toBe(false)
  })
  it('rounds hundredths down, towards the smaller amount, also below zero', () => {
    expect(roundDownToCurrency(1_705_882n, 'KRW')).toBe(1_705_800n)
    expect(roundDownToCurrency(1_705_882n, 'EUR')).toBe(1_705_882n)
    expect(roundDownToCurrency(-150n, 'JPY')).toBe(-200n)
  })
  it('an exchange into them lands on a whole unit, never above what the source covers', () => {
    // Rates as the console takes them: up to 8 decimals (isRate), here 0.00000001 to 0.99999999.
    const rate = fc
      .integer({ min: 1, max: 99_999_999 })
      .map((n) => `0.${String(n).padStart(8, '0')}`)
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        rate,
        rate,
        fc.constantFrom(...WHOLE_UNIT_CURRENCIES),
        (minor, from, to, currency) => {
          const amount = minorToDecimal(minor)
          const whole = convertAmount(amount, from, to, currency)
          const exact = convertAmount(amount, from, to)
          expect(fitsCurrency(whole, currency)).toBe(true)
          expect(decimalToMinor(whole)! <= decimalToMinor(exact)!).toBe(true)
          expect(decimalToMinor(exact)! - decimalToMinor(whole)!).toBeLessThan(100n)
        },
      ),
    )
  })
  it('every card minimum is a whole number of its currency (spec §9: 10,000 won)', () => {
    expect(WITHDRAW_MIN_CARD.KRW).toBe('10000.00')
    expect(WITHDRAW_MIN_CARD.EUR).toBe('100.00')
    for (const c of CARD_CURRENCIES) expect(fitsCurrency(WITHDRAW_MIN_CARD[c], c)).toBe(true)
  })
})

describe('the currencies a withdrawal can be in', () => {
  it('a card: the account currency first, then any other held but USDC', () => {
    expect(withdrawalCurrencies('Spain', [])).toEqual(['EUR'])
    expect(withdrawalCurrencies('Spain', ['USDC', 'KRW', 'EUR', 'USD'])).toEqual([
      'EUR',
      'USD',
      'KRW',
    ])
    expect(withdrawalCurrencies('usd', ['EUR'])).toEqual(['USD', 'EUR'])
  })
  it('a wallet: USDC only', () => {
    expect(withdrawalCurrencies('usdc', ['EUR', 'KRW'])).toEqual(['USDC'])
  })
})
