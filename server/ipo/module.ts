import type { ProductModule } from '../core/productModule.ts'
import { seedIpoProducts } from './ipoSeed.ts'
import { ipoRoutes } from './routes/ipo.routes.ts'
import { ipoAdminRoutes } from './routes/ipoAdmin.routes.ts'

/** New shares and placements (spec §2 New-share detail, issue 11). */
export const ipoModule: ProductModule = {
  name: 'ipo',
  routes: [...ipoRoutes],
  consoleRoutes: [...ipoAdminRoutes],
  seed: seedIpoProducts,
}
