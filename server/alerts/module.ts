import type { ProductModule } from '../core/productModule.ts'
import { sweepAlerts } from './alertService.ts'
import { alertRoutes } from './routes/alerts.routes.ts'

/** Price alerts (issue 25): they fire after the matcher's sweep. */
export const alertsModule: ProductModule = {
  name: 'alerts',
  routes: [...alertRoutes],
  trading: { afterSweep: sweepAlerts },
}
