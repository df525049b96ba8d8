import {
  lendingApplyCall,
  lendingMineCall,
  lendingRecallCall,
  lendingTermsCall,
} from '../../../machines/lending/calls.ts'
import { serve } from '../../http/route.ts'
import { applyLending, lendingTerms, recallLending, userLendings } from '../lendingService.ts'

export const lendingTermsRoute = serve(lendingTermsCall, ({ body, deps, caller }) =>
  lendingTerms(deps, caller.user, body.orderNo),
)

export const lendingApplyRoute = serve(lendingApplyCall, ({ body, deps, caller }) =>
  applyLending(deps, caller.user, body),
)

export const lendingRecallRoute = serve(lendingRecallCall, ({ body, deps, caller }) =>
  recallLending(deps, caller.user, body.loanNo),
)

export const lendingMineRoute = serve(lendingMineCall, ({ body, deps, caller }) =>
  userLendings(deps, caller.user, body),
)

export const lendingRoutes = [
  lendingTermsRoute,
  lendingApplyRoute,
  lendingRecallRoute,
  lendingMineRoute,
]
