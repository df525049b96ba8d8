import type { ProductModule } from '../core/productModule.ts'
import { CREDIT_SETTING_LIST } from './creditConfig.ts'
import { startInterestSweep } from './interestSweep.ts'
import { loanRoutes } from './routes/loan.routes.ts'

/** Credit loans (spec §2 Credit loan and rating, issue 11). */
export const creditModule: ProductModule = {
  name: 'credit',
  routes: [...loanRoutes],
  jobs: (deps) => [startInterestSweep(deps)],
  settings: CREDIT_SETTING_LIST,
}
