import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesReachedFrom } from '../../../scripts/screenImports.ts'
import { slotsOf } from '../../../src/app/slots.ts'

/** The files that map paths to screens: the core's table and each product line's. */
const TABLES = [
  'src/app/screens.ts',
  ...readdirSync('src/features')
    .map((line) => `src/features/${line}/screens.ts`)
    .filter((file) => readdirSync(dirname(file)).includes('screens.ts')),
]

/** Each path of the screen tables and the file of its screen. */
const SCREEN_FILES = TABLES.flatMap((table) =>
  [
    ...readFileSync(table, 'utf8').matchAll(
      /'(\/[^']+)': \(\) => import\('(\.{1,2}\/[^']+\.tsx)'\)/g,
    ),
  ].map(([, path, spec]) => ({ path: path!, file: relative('.', join(dirname(table), spec!)) })),
)

/** The slots a feature's file draws (useSlot('name')). */
const slotsDrawnBy = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/useSlot\('(\w+)'\)/g)].map(([, name]) => name!)

/**
 * A product line's part in another's screen (issue 49) comes in its own chunk, fetched beside the
 * screen (src/app/slots.ts): a screen drawing a slot its path does not fetch would show the
 * loading screen instead of itself while the part arrives.
 */
describe('slots', () => {
  it('reads the table of screens', () => {
    expect(SCREEN_FILES.length).toBeGreaterThan(50)
  })

  it.each(SCREEN_FILES)('$path fetches the slots its screen draws', ({ path, file }) => {
    const drawn = filesReachedFrom(file, 'src/features/').flatMap(slotsDrawnBy)
    expect([...slotsOf(path)].sort()).toEqual([...new Set(drawn)].sort())
  })
})
