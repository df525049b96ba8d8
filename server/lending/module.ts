import type { ProductModule } from '../core/productModule.ts'
import { startLendingJob } from './lendingJob.ts'
import { recallForSale } from './lendingService.ts'
import { lendingRoutes } from './routes/lending.routes.ts'
import { lendingAdminRoutes } from './routes/lendingAdmin.routes.ts'

/** Stock lending (issue 20): a sale recalls lent shares first. */
export const lendingModule: ProductModule = {
  name: 'lending',
  routes: [...lendingRoutes],
  consoleRoutes: [...lendingAdminRoutes],
  trading: { beforeSale: recallForSale },
  jobs: (deps, hold) => [startLendingJob(deps, undefined, hold)],
}
