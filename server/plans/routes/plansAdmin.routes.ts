import { adminPlanListCall } from '../../../machines/plans/calls.ts'
import { serve } from '../../http/route.ts'
import { adminPlans } from '../planService.ts'

export const planAdminRoutes = [
  serve(adminPlanListCall, ({ body, deps }) => adminPlans(deps, body)),
]
