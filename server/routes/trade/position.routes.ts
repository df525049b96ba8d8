import { orderDetailCall, ordersCall, userStockListCall } from '../../../machines/order/calls.ts'
import { serve } from '../../http/route.ts'
import { openPositions, positionOf, tabPositions } from '../../trading/positionView.ts'

/** spec §7: the user's positions in a market, as a bare list whose yingkui the client sums. */
export const userStockListRoute = serve(userStockListCall, ({ body, deps, caller }) =>
  openPositions(deps, caller.user.id, body),
)

/** The orders of one positions tab (spec §2 Positions), newest first, paginated. */
export const tradeOrdersRoute = serve(ordersCall, ({ body, deps, caller }) =>
  tabPositions(deps, caller.user.id, body),
)

/** One order with every field of spec §3 Order/position (/trade/positionDetail). */
export const tradeDetailRoute = serve(orderDetailCall, ({ body, deps, caller }) =>
  positionOf(deps, caller.user.id, body.orderNo),
)

export const positionRoutes = [userStockListRoute, tradeOrdersRoute, tradeDetailRoute]
