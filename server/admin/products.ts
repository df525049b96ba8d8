import { asc } from 'drizzle-orm'
import type { Deps } from '../core/deps.ts'
import { ipoProducts } from '../db/schema.ts'
import { productView } from '../ipo/productView.ts'

/** Every new share and placement as the console lists them: the API's view and the draw's seed. */
export async function adminProducts(deps: Deps) {
  const rows = await deps.db.select().from(ipoProducts).orderBy(asc(ipoProducts.id))
  return rows.map((r) => ({ ...productView(deps, r), drawSeed: r.drawSeed }))
}
