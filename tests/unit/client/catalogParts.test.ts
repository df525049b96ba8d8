// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { messages as deScreens } from '../../../locales/de/screens.po'
import { messages as esScreens } from '../../../locales/es/screens.po'
import { activateLocale, i18n, needCatalog } from '../../../src/i18n/i18n.ts'

/** A compiled message without placeholders, as the text it shows. */
const plain = (message: unknown) =>
  typeof message === 'string'
    ? message
    : Array.isArray(message) && message.length === 1 && typeof message[0] === 'string'
      ? message[0]
      : undefined
/** A message that only the screens' catalog holds (not the first-visit one). */
const screenOnlyId = Object.keys(deScreens).find((id) => plain(deScreens[id]) !== undefined)!

/**
 * The catalogs load in parts (decision 0018): the first visit's part, then the screens' part when
 * the first lazy screen asks for it; a change of language afterwards brings every part along.
 */
describe('catalog parts', () => {
  it('a lazy screen’s messages arrive with needCatalog, and follow a change of language', async () => {
    await activateLocale('de')
    expect(i18n._(screenOnlyId)).toBe(screenOnlyId) // not loaded yet: Lingui shows the id
    await needCatalog('screens')
    expect(i18n._(screenOnlyId)).toBe(plain(deScreens[screenOnlyId]))
    await activateLocale('es')
    expect(i18n._(screenOnlyId)).toBe(plain(esScreens[screenOnlyId]))
    expect(document.documentElement.lang).toBe('es')
  })

  it('a part asked for while a language is still loading joins that language', async () => {
    vi.resetModules() // a page that has asked for no part yet
    const fresh = await import('../../../src/i18n/i18n.ts')
    const switching = fresh.activateLocale('de')
    const screens = fresh.needCatalog('screens')
    await Promise.all([switching, screens])
    expect(i18n.locale).toBe('de')
    expect(i18n._(screenOnlyId)).toBe(plain(deScreens[screenOnlyId]))
  })
})
