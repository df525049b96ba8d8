import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MACHINE_MODULES } from '../../../machines/modules.ts'
import { PRODUCT_MODULES } from '../../../server/products.ts'
import { CLIENT_MODULES } from '../../../src/app/productLines.ts'
import { CORE_SCREEN_ROUTES, SCREEN_ROUTES, TAB_ROUTES } from '../../../src/app/routes.ts'

/** The folders below `root` that hold a module.ts. */
const moduleFolders = (root: string) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${root}/${entry.name}/module.ts`))
    .map((entry) => entry.name)
    .sort()

const names = (modules: readonly { name: string }[]) => modules.map((m) => m.name).sort()

/**
 * Issue 49: a product line is three folders (machines/<line>, server/<line>, src/features/<line>),
 * each with its module.ts, and one line in each package's list.
 */
describe('the product lines, across the three packages', () => {
  it('are the same lines in machines/, server/ and src/', () => {
    expect(names(MACHINE_MODULES)).toEqual(names(PRODUCT_MODULES))
    expect(names(CLIENT_MODULES)).toEqual(names(PRODUCT_MODULES))
  })

  it("lists every src/features/<line>/module.ts in the shell's list, once", () => {
    expect(names(CLIENT_MODULES)).toEqual(moduleFolders('src/features'))
    expect(new Set(names(CLIENT_MODULES)).size).toBe(CLIENT_MODULES.length)
  })

  it('gives no route to two owners (a later one would hide the first)', () => {
    const paths = [
      ...Object.keys(TAB_ROUTES),
      ...Object.keys(CORE_SCREEN_ROUTES),
      ...CLIENT_MODULES.flatMap((line) => Object.keys(line.routes)),
    ]
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([])
    expect(Object.keys(SCREEN_ROUTES).length).toBe(paths.length - Object.keys(TAB_ROUTES).length)
  })
})
