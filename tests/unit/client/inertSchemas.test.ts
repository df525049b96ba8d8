import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as inert from '../../../src/lib/inertSchemas.ts'

/** Every .ts and .tsx file under a folder. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('the inert schemas the browser build gets for zod/mini (decision 0017)', () => {
  it('export every zod/mini function a contract calls, or the app dies at load', () => {
    // A missing one is `undefined` under `import * as zod`, and calling it at module level
    // stopped the console from loading ("(void 0) is not a function": z.gt in a fund's form).
    const called = new Set<string>()
    for (const file of filesUnder('machines'))
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/\bzod\.([a-zA-Z_]+)\s*[(<]/g))
        if (name) called.add(name)
    const missing = [...called].filter(
      (name) => !(name in inert) && !['infer', 'output', 'input'].includes(name),
    )
    expect(missing).toEqual([])
    expect(called.size).toBeGreaterThan(10)
  })

  it('are imported as `zod`, the name the build treats as pure (decision 0054)', () => {
    // The bundler drops unused calls of a function by its name in every module: under the name
    // `z` it dropped lightweight-charts' canvas clear, whose minified name is `z`.
    const named = /import (\* as (?!zod\b)\w+|\{[^}]*\bz\b[^}]*\}) from 'zod\/mini'/
    const elsewhere = [...filesUnder('machines'), ...filesUnder('src')].filter((file) =>
      named.test(readFileSync(file, 'utf8')),
    )
    expect(elsewhere).toEqual([])
  })
})
