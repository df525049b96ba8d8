import type { ProductModule } from '../core/productModule.ts'
import { PLAN_SETTING_LIST } from './planConfig.ts'
import { startPlanJob } from './planJob.ts'
import { planHoldingsGain } from './planView.ts'
import { planRoutes } from './routes/plans.routes.ts'
import { planAdminRoutes } from './routes/plansAdmin.routes.ts'

/**
 * Savings plans (issue 52, decision 0073): their calls, the console's overview and minimum
 * contribution, and the job that runs them. They place no orders: their one hook tells the
 * account's total what their units gained.
 */
export const plansModule: ProductModule = {
  name: 'plans',
  routes: [...planRoutes],
  consoleRoutes: [...planAdminRoutes],
  trading: { holdingsGain: planHoldingsGain },
  jobs: (deps, hold) => [startPlanJob(deps, undefined, hold)],
  settings: PLAN_SETTING_LIST,
}
