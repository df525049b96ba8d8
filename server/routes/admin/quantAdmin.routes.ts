import { quantTransfersAdminCall } from '../../../machines/backOffice/quantTransfers.ts'
import { serve } from '../../http/route.ts'
import { adminQuantTransfers } from '../../quant/quantService.ts'

export const quantTransfersAdminRoute = serve(quantTransfersAdminCall, ({ body, deps }) =>
  adminQuantTransfers(deps, body),
)

export const quantAdminRoutes = [quantTransfersAdminRoute]
