import { adminEtfListCall, adminPlanListCall } from '../../../machines/plans/calls.ts'
import { serve } from '../../http/route.ts'
import { adminEtfs } from '../planInstruments.ts'
import { adminPlans } from '../planService.ts'

export const planAdminRoutes = [
  serve(adminPlanListCall, ({ body, deps }) => adminPlans(deps, body)),
  serve(adminEtfListCall, ({ deps }) => adminEtfs(deps)),
]
