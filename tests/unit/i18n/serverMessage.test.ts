import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages } from '../../../locales/de/messages.po'
import { messages as serverMessages } from '../../../locales/de/server.po'
import { renderServerMessage } from '../../../machines/serverMessages.ts'
import { codeForServerText, translateRefusal } from '../../../src/i18n/serverMessage.ts'

/**
 * spec §8: the range or first number is taken out, the text translated, the value put back (real
 * German catalogs: the server's messages with the request fields' names).
 */
const i18n = setupI18n({ locale: 'de', messages: { de: { ...messages, ...serverMessages } } })

describe('translating server messages (spec §8)', () => {
  it('finds the code of a server text by replacing its first number or time range', () => {
    expect(codeForServerText('The amount is below the minimum of 100.00.')).toBe('funds.belowMin')
    expect(codeForServerText('This is only possible between 09:00:00-17:30:00.')).toBe(
      'funds.outsideHours',
    )
    expect(codeForServerText('Something the catalogue never said.')).toBeNull()
  })

  it('re-inserts the first number formatted as money (spec §9) in the translation', () => {
    const msg = renderServerMessage('funds.belowMin', { amount: '1234.5' })
    expect(translateRefusal(i18n, { code: 'funds.belowMin', msg }, '€')).toBe(
      'Der Betrag liegt unter dem Mindestbetrag von 1.234,50\u00a0€.',
    )
  })

  it('re-inserts a time range as it came, and a count grouped', () => {
    const range = renderServerMessage('funds.outsideHours', { range: '09:00:00-17:30:00' })
    expect(translateRefusal(i18n, { code: 'funds.outsideHours', msg: range }, '€')).toBe(
      'Dies ist nur zwischen 09:00:00-17:30:00 möglich.',
    )
    const shares = renderServerMessage('ipo.belowMinShares', { count: '10000' })
    expect(translateRefusal(i18n, { code: 'ipo.belowMinShares', msg: shares }, '€')).toBe(
      'Die Mindestzeichnung beträgt 10.000 Aktien.',
    )
  })

  it('translates a text without code by the rule alone, and names fields', () => {
    expect(
      translateRefusal(i18n, { msg: 'The amount is below the minimum of 10.' } as never, '$'),
    ).toBe('Der Betrag liegt unter dem Mindestbetrag von 10,00\u00a0$.')
    expect(
      translateRefusal(i18n, { code: 'common.invalid', params: { field: 'account' } }, '€'),
    ).toBe('Bitte prüfen Sie die Telefonnummer.')
  })

  it('falls back to "system busy" for what it cannot place', () => {
    expect(translateRefusal(i18n, { msg: 'Kaboom' } as never, '€')).toBe(
      'System ausgelastet, bitte versuchen Sie es später erneut.',
    )
  })
})
