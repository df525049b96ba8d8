import { agreementsAdminCall } from '../../../machines/agreement/calls.ts'
import { adminAgreements } from '../../agreement/agreementService.ts'
import { serve } from '../../http/route.ts'

export const agreementsAdminRoute = serve(agreementsAdminCall, ({ body, deps }) =>
  adminAgreements(deps, body),
)

export const agreementAdminRoutes = [agreementsAdminRoute]
