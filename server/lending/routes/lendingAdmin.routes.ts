import { lendingsAdminCall } from '../../../machines/backOffice/lendings.ts'
import { serve } from '../../http/route.ts'
import { adminLendings } from '../lendingService.ts'

export const lendingsAdminRoute = serve(lendingsAdminCall, ({ body, deps }) =>
  adminLendings(deps, body),
)

export const lendingAdminRoutes = [lendingsAdminRoute]
