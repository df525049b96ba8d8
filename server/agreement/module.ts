import type { ProductModule } from '../core/productModule.ts'
import { agreementRoutes } from './routes/agreement.routes.ts'
import { agreementAdminRoutes } from './routes/agreementAdmin.routes.ts'

/** Contracts and account types (spec §2 Contract signing, issue 21). */
export const agreementModule: ProductModule = {
  name: 'agreement',
  routes: [...agreementRoutes],
  consoleRoutes: [...agreementAdminRoutes],
}
