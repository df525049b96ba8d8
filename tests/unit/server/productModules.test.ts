import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { investorRoutes } from '../../../server/app.ts'
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
})
