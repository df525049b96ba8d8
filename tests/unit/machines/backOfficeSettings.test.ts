import { describe, expect, it } from 'vitest'
import {
  DAILY_RATE_CEILING,
  fractionAsPercent,
  SETTING_KIND_TABLE,
  type SettingKind,
} from '../../../machines/backOffice/settings.ts'

/**
 * The console's check of a setting's value before it is sent (machines/backOffice/settings.ts:
 * "the shape of a value the server can read"), kind by kind. Each kind is tried at its limits and
 * one unit either side, and with the stray characters an anchored pattern must refuse.
 */
const accepted = (kind: SettingKind, values: readonly string[]) =>
  values.filter((v) => SETTING_KIND_TABLE[kind].accepts(v))

/** Asserts exactly which of the values the kind accepts, naming the ones it gets wrong. */
function expectAccepts(kind: SettingKind, yes: readonly string[], no: readonly string[]) {
  expect(accepted(kind, yes), `${kind} should accept`).toEqual(yes)
  expect(accepted(kind, no), `${kind} should refuse`).toEqual([])
}

describe('a site title is 1 to 40 characters once trimmed (spec §3 Site configuration: the page title)', () => {
  it('takes one character and forty, refuses none and forty-one', () => {
    expectAccepts(
      'text',
      ['T', 'Tradeflow', 'x'.repeat(40), ` ${'x'.repeat(40)} `],
      ['', '   ', 'x'.repeat(41)],
    )
  })
})

describe('a logo is a path on the site or an https address (spec §3 Site configuration: a logo path)', () => {
  it('takes a path of 1 to 200 characters after the slash', () => {
    expectAccepts(
      'logo',
      ['/logo.svg', '/img/brand-2.png', `/${'a'.repeat(200)}`],
      ['/', `/${'a'.repeat(201)}`, 'x/logo.svg', '/logo.svg extra', 'logo.svg'],
    )
  })

  it('takes an https address with a host and a path, not another scheme', () => {
    expectAccepts(
      'logo',
      ['https://cdn.example.com/logo.png', 'https://cdn.example.com/'],
      ['http://cdn.example.com/logo.png', 'https://cdn.example.com', 'ftp://x/logo.png'],
    )
  })
})

describe('the customer-service link is https, mailto or tel (spec §3 Site configuration)', () => {
  it('takes each scheme at its shortest and refuses one character less', () => {
    expectAccepts(
      'link',
      [
        'https://wa.me/34600000000',
        'https://a.es',
        'mailto:help@broker.es',
        'mailto:a@b',
        'tel:+34910000000',
        'tel:910000000',
        'tel:12345',
        `tel:${'1'.repeat(20)}`,
      ],
      [
        'https://a.e',
        'mailto:ab',
        'tel:1234',
        `tel:${'1'.repeat(21)}`,
        'see https://wa.me/34600000000',
        'tel:+3491000 0000',
        'ftp://x',
      ],
    )
  })
})

describe('deposit and withdrawal hours are a window of the day (spec §9 withdrawal and deposit hours)', () => {
  it('takes the windows the spec names, ending at midnight as 24:00', () => {
    // spec §9: withdrawals 09:00-17:30 or 09:30-24:00; deposits 08:30-22:00 or 00:00-23:59.
    expectAccepts(
      'hours',
      ['09:00-17:30', '09:30-24:00', '08:30-22:00', '00:00-23:59', '20:00-23:00', '09:00-09:01'],
      [],
    )
  })

  it('refuses a window that ends before or as it opens', () => {
    expectAccepts('hours', [], ['17:30-09:00', '09:00-09:00', '09:01-09:00'])
  })

  it('refuses times that are not on the clock, and anything around the window', () => {
    expectAccepts(
      'hours',
      [],
      [
        '9:00-17:30',
        '09:00-17:60',
        '24:00-24:00',
        '09:00-24:01',
        ' 09:00-17:30',
        '09:00-17:30x',
        '09:00 - 17:30',
      ],
    )
  })
})

describe('a yes-or-no setting is "true" or "false" (the trading-days-only switches)', () => {
  it('takes the two words and nothing else', () => {
    expectAccepts('yesNo', ['true', 'false'], ['yes', '', 'TRUE', 'falsey'])
  })
})

describe('whole-number settings within their bounds', () => {
  it('a credit score runs from 0 to 1000 points', () => {
    expectAccepts('score', ['0', '1', '60', '999', '1000'], ['1001', '-1', '1.5', ' 5', '5 ', 'x'])
  })

  it('a rate limit is 1 to 10,000 a minute', () => {
    expectAccepts('count', ['1', '2', '10000', '9999'], ['0', '10001', ''])
  })

  it('a check-in reward takes 1 to 999 check-ins (decision 0033: at least one)', () => {
    expectAccepts('checkins', ['1', '10', '999'], ['0', '1000', '10.0'])
  })

  it('a number of lots is 1 to 9 digits, nothing else', () => {
    expectAccepts('lots', ['0', '1', '10', '123456789'], ['1234567890', '-1', '1.5', 'x1', ''])
  })
})

describe('money settings in cents', () => {
  it('an amount has up to 12 whole digits and up to 2 decimals', () => {
    expectAccepts(
      'amount',
      ['0', '100', '100.5', '100.00', '999999999999', '999999999999.99'],
      ['1000000000000', '100.005', '0.125', '1,5', '-1', '100.', '.5', 'x'],
    )
  })

  it('a credit per point has up to 7 whole digits and up to 2 decimals', () => {
    expectAccepts(
      'creditPerPoint',
      ['0', '1', '1.5', '1.25', '1234567.89'],
      ['12345678', '1.005', '-1', '1.5x'],
    )
  })

  it('a check-in reward pays something: more than 0, to the cent', () => {
    expectAccepts(
      'positiveAmount',
      ['0.01', '5', '10', '1234567.89'],
      ['0', '0.00', '12345678', ' 5', '5.001', 'x', '-5'],
    )
  })

  it('a minimum in a currency without cents is whole (decision 0040: the won)', () => {
    expectAccepts(
      'wholeAmount',
      ['10000', '10', '5.00', '5.0', '999999999999'],
      ['5.5', '5.50', '5.001', '-5', '1000000000000', 'x'],
    )
  })
})

describe('rates written as fractions', () => {
  it('a daily loan interest stays below 1 % a day, to 6 places (settings.ts: not in the spec)', () => {
    expect(DAILY_RATE_CEILING).toBe('0.01')
    // 0.009999 is the largest 6-place fraction below the 0.01 ceiling.
    expectAccepts(
      'dailyRate',
      ['0', '0.001', '0.000001', '0.009999'],
      ['0.01', '0.010000', '0.5', '1', '-0.001', '0.0011111', '0.'],
    )
  })

  it('a fraction of an amount is below one, to 6 places, the leading zero optional', () => {
    expectAccepts(
      'fraction',
      ['0', '0.5', '0.25', '0.001', '.002', '0.000001'],
      ['1', '10.5', '0.5x', '0.0000001', '1.5'],
    )
  })

  it('a percent limit is "none" or under 100 with up to 2 decimals', () => {
    expectAccepts(
      'percent',
      ['none', '5', '10', '10.5', '10.25', '99.99'],
      ['100', '10.555', 'nonex', 'x10', ''],
    )
  })

  it('a list of multipliers is numbers of 1 to 3 digits separated by commas', () => {
    expectAccepts(
      'list',
      ['1', '1,2,5,10', '10,20', '100,200', '1,10', '1,2'],
      ['1,,2', '1000', '1,1000', ',1,2', '1,2,', '1 ,2'],
    )
  })
})

describe('each kind is read in its unit (settings.ts SettingUnit: the console labels the value with it)', () => {
  it.each([
    ['text', 'text'],
    // A logo and the service link are both addresses.
    ['logo', 'address'],
    ['link', 'address'],
    // Deposit and withdrawal hours are read on Madrid's clock (machines/funds/window.ts).
    ['hours', 'hoursMadrid'],
    ['yesNo', 'yesNo'],
    ['score', 'points'],
    ['amount', 'money'],
    // An exchange rate is how many US dollars one unit is worth (machines/funds/exchange.ts).
    ['rate', 'usdPerUnit'],
    ['creditPerPoint', 'moneyPerPoint'],
    ['dailyRate', 'perDay'],
    ['fraction', 'percentOfAmount'],
    ['list', 'multipliers'],
    ['percent', 'percentLimit'],
    ['lock', 'lockRule'],
    ['count', 'perMinute'],
    ['lots', 'lots'],
    ['checkins', 'checkins'],
    ['positiveAmount', 'money'],
    ['wholeAmount', 'money'],
  ] as const)('%s in %s', (kind, unit) => {
    expect(SETTING_KIND_TABLE[kind].unit).toBe(unit)
  })
})

describe('kinds checked by the rule they configure', () => {
  it('an exchange rate is a positive decimal of up to 8 places (machines/funds/exchange.ts isRate)', () => {
    expectAccepts('rate', ['1.16', '0.00000001'], ['0', '0.000000001', 'x'])
  })

  it('a sale lock is N minutes or T+N trading days (spec §4 Selling, machines/order/lock.ts)', () => {
    expectAccepts('lock', ['T+1', '5m', 'T+0'], ['T+', 'm', '5', 'T1'])
  })
})

describe('a fraction read in percent by moving the point, no float (settings.ts fractionAsPercent)', () => {
  it.each([
    // fraction × 100, by hand
    ['0', '0'],
    ['5', '500'],
    ['1.5', '150'],
    ['0.5', '50'],
    ['0.25', '25'],
    ['0.001', '0.1'],
    ['0.0005', '0.05'],
    ['.002', '0.2'],
    ['1.005', '100.5'],
    ['0.00105', '0.105'],
    ['0.00100', '0.1'],
    ['0.0010', '0.1'],
  ])('%s reads %s %%', (fraction, percent) => {
    expect(fractionAsPercent(fraction)).toBe(percent)
  })
})
