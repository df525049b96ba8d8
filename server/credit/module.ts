import type { ProductModule } from '../core/productModule.ts'
import { loanRoutes } from '../routes/credit/loan.routes.ts'
import { CREDIT_SETTING_LIST } from './creditConfig.ts'
import { startInterestSweep } from './interestSweep.ts'

/** Credit loans (spec §2 Credit loan and rating, issue 11). */
export const creditModule: ProductModule = {
  name: 'credit',
  routes: [...loanRoutes],
  jobs: (deps) => [startInterestSweep(deps)],
  settings: CREDIT_SETTING_LIST,
}
