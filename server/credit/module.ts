import type { ProductModule } from '../core/productModule.ts'
import { loanRoutes } from '../routes/credit/loan.routes.ts'

/** Credit loans (spec §2 Credit loan and rating, issue 11). */
export const creditModule: ProductModule = {
  name: 'credit',
  routes: [...loanRoutes],
}
