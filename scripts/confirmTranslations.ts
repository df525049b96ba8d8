import { writeFileSync } from 'node:fs'
import { readPo } from './poCatalog.ts'

/**
 * `npm run i18n:confirm`: records the English that the translations of id-named messages (the
 * rules of the flows, the server's messages) were made from, in locales/translated-from.json.
 * Such a message keeps its id when its English changes, so nothing else would notice that its
 * five translations still say the old words; tests/unit/i18n/catalogs.test.ts compares the
 * English of today with this record. Run it after the translations are updated, not before.
 */
export const TRANSLATED_FROM = 'locales/translated-from.json'
export const ID_NAMED_CATALOGS = ['flows', 'server'] as const

export function englishOfIdNamed(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    ID_NAMED_CATALOGS.map((name) => [
      name,
      Object.fromEntries(
        [...readPo(`locales/en/${name}.po`)]
          .filter(([, entry]) => entry.explicitId)
          .map(([key, entry]): [string, string] => [key, entry.text])
          // Code-point order, the same on every machine (a diff shows only what changed).
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      ),
    ]),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(TRANSLATED_FROM, `${JSON.stringify(englishOfIdNamed(), null, 2)}\n`)
  console.log(`Recorded the English of the id-named messages in ${TRANSLATED_FROM}.`)
}
