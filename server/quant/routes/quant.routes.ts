import {
  quantAccountCall,
  quantRecordsCall,
  quantTransferCall,
} from '../../../machines/quant/calls.ts'
import { serve } from '../../http/route.ts'
import { quantAccount, quantRecords, quantTransfer } from '../quantService.ts'

export const quantAccountRoute = serve(quantAccountCall, ({ body, deps, caller }) =>
  quantAccount(deps, caller.user, body.currency),
)

export const quantTransferRoute = serve(quantTransferCall, ({ body, deps, caller }) =>
  quantTransfer(deps, caller.user, body),
)

export const quantRecordsRoute = serve(quantRecordsCall, ({ body, deps, caller }) =>
  quantRecords(deps, caller.user, body),
)

export const quantRoutes = [quantAccountRoute, quantTransferRoute, quantRecordsRoute]
