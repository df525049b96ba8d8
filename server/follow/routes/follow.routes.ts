import {
  followBuyCall,
  followDetailCall,
  followListCall,
  followMineCall,
  followRedeemCall,
} from '../../../machines/follow/calls.ts'
import { serve } from '../../http/route.ts'
import {
  followProduct,
  followProductDetail,
  listFollowProducts,
  redeemFollow,
  userFollows,
} from '../followService.ts'

export const followListRoute = serve(followListCall, ({ body, deps }) =>
  listFollowProducts(deps, body.page, body.size),
)

export const followDetailRoute = serve(followDetailCall, ({ body, deps, caller }) =>
  followProductDetail(deps, caller.user, body.id),
)

export const followBuyRoute = serve(followBuyCall, ({ body, deps, caller }) =>
  followProduct(deps, caller.user, body),
)

export const followMineRoute = serve(followMineCall, ({ body, deps, caller }) =>
  userFollows(deps, caller.user.id, body.state, body.page, body.size),
)

export const followRedeemRoute = serve(followRedeemCall, ({ body, deps, caller }) =>
  redeemFollow(deps, caller.user.id, body.followNo),
)

export const followRoutes = [
  followListRoute,
  followDetailRoute,
  followBuyRoute,
  followMineRoute,
  followRedeemRoute,
]
