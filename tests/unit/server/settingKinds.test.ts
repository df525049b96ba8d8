import { describe, expect, it } from 'vitest'
import { fractionAsPercent, SETTING_KIND_TABLE } from '../../../machines/backOffice/settings.ts'
import {
  EDITABLE_SETTINGS,
  isValidSetting,
  settingDefault,
} from '../../../server/admin/settings.ts'

/** Values an operator might type, good and bad, for every kind. */
const TRIES = [
  '',
  ' ',
  'Tradeflow',
  'x'.repeat(41),
  '/logo.svg',
  'https://cdn.example.com/logo.png',
  'https://wa.me/34600000000',
  'mailto:help@broker.es',
  'tel:+34910000000',
  'ftp://x',
  '09:00-17:30',
  '17:30-09:00',
  '08:30-24:00',
  '9:00-17:30',
  'true',
  'false',
  'yes',
  '0',
  '60',
  '1000',
  '1001',
  '-1',
  '100',
  '100.00',
  '100.005',
  '1,5',
  '1.16',
  '0.0005',
  '0.01',
  '0.001',
  '.002',
  '1,2,5,10',
  '1,,2',
  'none',
  '10',
  '10.5',
  '100.5',
  'T+1',
  '5m',
  'T+',
  '20',
  '10000',
  '10001',
  'NaN',
]

describe('the console checks a setting as the server does (issue 18)', () => {
  it('accepts by kind exactly what the server would store, for every editable setting', () => {
    for (const { name, kind } of EDITABLE_SETTINGS) {
      for (const value of TRIES) {
        expect(SETTING_KIND_TABLE[kind].accepts(value), `${name} = ${JSON.stringify(value)}`).toBe(
          isValidSetting(name, value),
        )
      }
    }
  })

  it('every default is a value of its own kind', () => {
    for (const { name, kind } of EDITABLE_SETTINGS) {
      const fallback = settingDefault(name)
      if (fallback !== null) expect(SETTING_KIND_TABLE[kind].accepts(fallback), name).toBe(true)
    }
  })

  it('reads a fraction in percent without a float', () => {
    expect(fractionAsPercent('0.001')).toBe('0.1')
    expect(fractionAsPercent('0.0005')).toBe('0.05')
    expect(fractionAsPercent('.002')).toBe('0.2')
    expect(fractionAsPercent('0')).toBe('0')
    expect(fractionAsPercent('0.25')).toBe('25')
    expect(fractionAsPercent('1.5')).toBe('150')
  })
})
