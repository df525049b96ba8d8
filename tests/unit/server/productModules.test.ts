import { existsSync, readdirSync } from 'node:fs'
import { getTableName, isTable } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { EDITABLE_SETTINGS } from '../../../server/admin/settings.ts'
import { investorRoutes } from '../../../server/app.ts'
import * as schema from '../../../server/db/schema.ts'
import { PRODUCT_MODULES } from '../../../server/products.ts'
import { adminRoutes } from '../../../server/routes/admin/admin.routes.ts'

/** Issue 49: a product line lives in its module, and the one list names every module. */
describe('the product lines of the server (server/products.ts)', () => {
  it('lists every server/<line>/module.ts, each once', () => {
    const onDisk = readdirSync('server', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(`server/${entry.name}/module.ts`))
      .map((entry) => entry.name)
      .sort()
    const listed = PRODUCT_MODULES.map((m) => m.name)
    expect([...listed].sort()).toEqual(onDisk)
    expect(new Set(listed).size).toBe(listed.length)
  })

  it.each([
    ['investor', investorRoutes],
    ['console', adminRoutes],
  ] as const)('registers no %s call twice, the core and the lines together', (_, routes) => {
    const paths = routes.map((r) => r.path)
    const twice = paths.filter((path, i) => paths.indexOf(path) !== i)
    expect(twice).toEqual([])
  })

  it('mounts every call a line declares', () => {
    const investor = new Set(investorRoutes)
    const console = new Set(adminRoutes)
    for (const product of PRODUCT_MODULES) {
      for (const route of product.routes ?? []) expect(investor.has(route), route.path).toBe(true)
      for (const route of product.consoleRoutes ?? [])
        expect(console.has(route), route.path).toBe(true)
    }
  })

  it("names a line's settings after it, none twice, and the console offers each", () => {
    const names = PRODUCT_MODULES.flatMap((m) =>
      (m.settings ?? []).map((setting) => {
        expect(setting.name.startsWith(`${m.name}.`), setting.name).toBe(true)
        return setting.name
      }),
    )
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
    const offered = new Set(EDITABLE_SETTINGS.map((s) => s.name))
    for (const name of names) expect(offered.has(name), name).toBe(true)
  })
})

describe('the tables of the product lines (server/db/schema/<line>.ts)', () => {
  const files = readdirSync('server/db/schema').filter((f) => f !== 'columns.ts')

  it('are each in the one list, server/db/schema.ts', async () => {
    const listed = new Set<unknown>(Object.values(schema).filter(isTable))
    for (const file of files) {
      const line = await import(`../../../server/db/schema/${file}`)
      for (const table of Object.values(line).filter(isTable))
        expect(listed.has(table), `${file}: ${getTableName(table)}`).toBe(true)
    }
  })

  it('name no table twice across the lines', async () => {
    const owners = new Map<string, string[]>()
    for (const file of files) {
      const line = await import(`../../../server/db/schema/${file}`)
      for (const table of Object.values(line).filter(isTable)) {
        const name = getTableName(table)
        owners.set(name, [...(owners.get(name) ?? []), file])
      }
    }
    expect(owners.size).toBe(Object.values(schema).filter(isTable).length)
    expect([...owners].filter(([, where]) => where.length > 1)).toEqual([])
  })
})
