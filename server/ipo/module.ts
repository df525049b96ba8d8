import type { ProductModule } from '../core/productModule.ts'
import { ipoAdminRoutes } from '../routes/admin/ipoAdmin.routes.ts'
import { ipoRoutes } from '../routes/ipo/ipo.routes.ts'
import { seedIpoProducts } from './ipoSeed.ts'

/** New shares and placements (spec §2 New-share detail, issue 11). */
export const ipoModule: ProductModule = {
  name: 'ipo',
  routes: [...ipoRoutes],
  consoleRoutes: [...ipoAdminRoutes],
  seed: seedIpoProducts,
}
