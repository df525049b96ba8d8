import {
  ipoListCall,
  ipoMineCall,
  ipoPayCall,
  ipoSubscribeCall,
  ipoTermsCall,
  ipoWaiveCall,
} from '../../../machines/ipo/calls.ts'
import { serve } from '../../http/route.ts'
import {
  listProducts,
  paySubscription,
  subscribe,
  subscriptionTerms,
  userSubscriptions,
  waiveSubscription,
} from '../subscriptionService.ts'

export const ipoListRoute = serve(ipoListCall, async ({ body, deps }) =>
  listProducts(
    deps,
    { phase: body.state ?? null, market: body.type ?? null },
    body.page,
    body.size,
  ),
)

export const ipoTermsRoute = serve(ipoTermsCall, ({ body, deps, caller }) =>
  subscriptionTerms(deps, caller.user, body.id),
)

export const ipoSubscribeRoute = serve(ipoSubscribeCall, ({ body, deps, caller }) =>
  subscribe(deps, caller.user, {
    id: body.id,
    shares: String(body.quantity),
    tier: body.tier,
    requestId: body.requestId,
  }),
)

export const ipoMineRoute = serve(ipoMineCall, ({ body, deps, caller }) =>
  userSubscriptions(deps, caller.user.id, body.type ?? null, body.page, body.size),
)

export const ipoPayRoute = serve(ipoPayCall, ({ body, deps, caller }) =>
  paySubscription(deps, caller.user.id, body.subscriptionNo),
)

export const ipoWaiveRoute = serve(ipoWaiveCall, ({ body, deps, caller }) =>
  waiveSubscription(deps, caller.user.id, body.subscriptionNo),
)

export const ipoRoutes = [
  ipoListRoute,
  ipoTermsRoute,
  ipoSubscribeRoute,
  ipoMineRoute,
  ipoPayRoute,
  ipoWaiveRoute,
]
