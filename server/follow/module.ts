import type { ProductModule } from '../core/productModule.ts'
import { followAdminRoutes } from '../routes/admin/followAdmin.routes.ts'
import { followRoutes } from '../routes/follow/follow.routes.ts'
import { seedFollowProducts } from './followSeed.ts'
import { startFollowSettlement } from './settlement.ts'

/** Follow funds (spec §2 Follow, issue 19). */
export const followModule: ProductModule = {
  name: 'follow',
  routes: [...followRoutes],
  consoleRoutes: [...followAdminRoutes],
  seed: seedFollowProducts,
  jobs: (deps) => [startFollowSettlement(deps)],
}
