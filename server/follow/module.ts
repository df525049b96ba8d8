import type { ProductModule } from '../core/productModule.ts'
import { seedFollowProducts } from './followSeed.ts'
import { followRoutes } from './routes/follow.routes.ts'
import { followAdminRoutes } from './routes/followAdmin.routes.ts'
import { startFollowSettlement } from './settlement.ts'

/** Follow funds (spec §2 Follow, issue 19). */
export const followModule: ProductModule = {
  name: 'follow',
  routes: [...followRoutes],
  consoleRoutes: [...followAdminRoutes],
  seed: seedFollowProducts,
  jobs: (deps) => [startFollowSettlement(deps)],
}
