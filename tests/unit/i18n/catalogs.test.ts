import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_MESSAGES } from '../../../machines/serverMessages.ts'
import { englishOfIdNamed, TRANSLATED_FROM } from '../../../scripts/confirmTranslations.ts'
import { keyOf, readPo } from '../../../scripts/poCatalog.ts'
import { LOCALES } from '../../../src/i18n/locales.ts'

/**
 * Every catalog holds every message, translated: a missing entry, an empty one, or one left in
 * English fails here. A few strings read the same in some languages; each is listed with why.
 */
/** A label's colon (src/components/Labelled.tsx): ": " in every language but Chinese. */
const LABEL_COLON = '{label}: '
/** Two sentences in a row (check-in): a space between them in every language but Chinese. */
const SENTENCE_GAP = '{first} {second}'

const SAME_AS_ENGLISH: Record<string, string[]> = {
  // An exchange-traded fund is an ETF in every language the app speaks.
  ko: [LABEL_COLON, SENTENCE_GAP, 'ETF'],
  'zh-Hans': ['ETF'],
  'zh-Hant': ['ETF'],
  de: [
    LABEL_COLON,
    SENTENCE_GAP,
    'Watchlist',
    'Bank',
    'Wallet',
    'Long',
    'Short',
    '$ USD',
    'Index',
    'Software',
    'Restaurants',
    'Margin',
    // Germans write exchange-traded funds as English does.
    'ETFs',
    'ETF',
    'Status',
    'Instrument',
    'Order',
  ], // loanwords German uses
  es: [
    LABEL_COLON,
    SENTENCE_GAP,
    '$ USD',
    '1 min',
    '5 min',
    '15 min',
    '30 min',
    'Software',
    'Total',
    'demo',
    'ETF',
  ], // "min" is Spanish too
}

const parsePo = (file: string) => new Map([...readPo(file)].map(([key, { text }]) => [key, text]))

const CATALOGS = ['messages', 'auth', 'server', 'screens', 'home', 'admin', 'flows'] as const
const load = (name: string) =>
  Object.fromEntries(LOCALES.map((l) => [l.code, parsePo(`locales/${l.code}/${name}.po`)]))
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('message catalogs', () => {
  it('English holds every server message under its code, with the catalogue text', () => {
    const english = load('server').en!
    for (const [code, { text }] of Object.entries(SERVER_MESSAGES))
      expect(english.get(code), code).toBe(text)
  })

  for (const name of CATALOGS) {
    const catalogs = load(name)
    const english = catalogs.en!
    for (const { code } of LOCALES.filter((l) => l.code !== 'en')) {
      it(`${name}, ${code}: every message is present, translated, and keeps its placeholders`, () => {
        const catalog = catalogs[code]!
        const problems: string[] = []
        for (const [id, source] of english) {
          const translated = catalog.get(id)
          if (translated === undefined) problems.push(`missing: ${id}`)
          else if (translated.trim() === '') problems.push(`empty: ${id}`)
          else if (translated === source && !SAME_AS_ENGLISH[code]?.includes(source))
            problems.push(`untranslated: ${id}`)
          else if (placeholders(translated).join() !== placeholders(source).join())
            problems.push(`placeholders differ: ${id}`)
        }
        for (const id of catalog.keys()) if (!english.has(id)) problems.push(`stale: ${id}`)
        expect(problems).toEqual([])
      })
    }
  }

  // A message named by an id keeps it when its English changes: its translations would go on
  // saying the old words with nothing missing. The English they were made from is recorded.
  it('every message named by an id says the English its translations were made from', () => {
    const recorded: Record<string, Record<string, string>> = JSON.parse(
      readFileSync(TRANSLATED_FROM, 'utf8'),
    )
    const problems: string[] = []
    for (const [name, english] of Object.entries(englishOfIdNamed()))
      for (const [id, now] of Object.entries(english)) {
        const before = recorded[name]?.[id]
        if (before === undefined) problems.push(`${name} ${id}: new, confirm its translations`)
        else if (before !== now)
          problems.push(
            `${name} ${id}: English was "${before}", is "${now}"; update the translations`,
          )
      }
    // Run `npm run i18n:confirm` once the five translations say what the English says now.
    expect(problems).toEqual([])
  })

  // The flow explorer's catalog (flows) is the machines' own prose, read on a wide screen.
  it.each(CATALOGS.filter((c) => c !== 'flows'))(
    '%s joins every figure to its percent sign with a no-break space (decision 0058)',
    (name) => {
      for (const [code, entries] of Object.entries(load(name)))
        for (const text of entries.values())
          expect(text, `${code}: ${text}`).not.toMatch(/[\d}] ?%/)
    },
  )

  // One English word, two senses, which no other language says alike: a block trade open for
  // orders is not a share's opening price; a position closed out is not a market with no session.
  it.each([
    ['Open', 'block trade status'],
    ['Closed', 'position state'],
  ])('says "%s" (%s) in a word of its own', (id, context) => {
    const screens = load('screens')
    expect(screens.en!.get(keyOf(id, context)), 'en').toBe(id)
    for (const { code } of LOCALES.filter((l) => l.code !== 'en')) {
      const ownWord = screens[code]!.get(keyOf(id, context))
      expect(ownWord, code).toBeTruthy()
      expect(ownWord, code).not.toBe(screens[code]!.get(id))
    }
  })
})
