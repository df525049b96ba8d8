import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MACHINE_MODULES } from '../../../machines/modules.ts'
import { PRODUCT_MODULES } from '../../../server/products.ts'
import { CONSOLE_SECTIONS } from '../../../src/admin/ConsoleSections.tsx'
import { CONSOLE_LINES } from '../../../src/admin/consoleLines.ts'
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

  it("gives each of a line's routes a screen in its table, and no other", async () => {
    for (const line of CLIENT_MODULES) {
      const { SCREENS } = await line.screens()
      expect(Object.keys(SCREENS).sort(), line.name).toEqual(Object.keys(line.routes).sort())
    }
  })

  it("lists every line's console part (src/admin/lines/) once, each a product line", () => {
    const onDisk = readdirSync('src/admin/lines')
      .map((file) => file.replace(/\.tsx?$/, ''))
      .sort()
    expect(names(CONSOLE_LINES)).toEqual(onDisk)
    for (const line of CONSOLE_LINES) expect(names(PRODUCT_MODULES)).toContain(line.name)
  })

  it('gives no console section to two owners', () => {
    const ids = CONSOLE_SECTIONS.map((s) => s.id)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    expect(ids.length).toBeGreaterThan(CONSOLE_LINES.length)
  })
})
