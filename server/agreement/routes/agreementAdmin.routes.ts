import { agreementsAdminCall } from '../../../machines/agreement/calls.ts'
import { serve } from '../../http/route.ts'
import { adminAgreements } from '../agreementService.ts'

export const agreementsAdminRoute = serve(agreementsAdminCall, ({ body, deps }) =>
  adminAgreements(deps, body),
)

export const agreementAdminRoutes = [agreementsAdminRoute]
