import { buyCall, cancelCall, closeCall } from '../../../machines/order/calls.ts'
import { protectCall } from '../../../machines/order/protection.ts'
import { serve } from '../../http/route.ts'
import { cancelOrder, closeOrder, placeOrder } from '../../trading/orderService.ts'
import { protectOrder } from '../../trading/stopOrders.ts'

/** API.md trade/buy: open a long or short position at market or at a limit price. */
export const tradeBuyRoute = serve(buyCall, ({ body, deps, caller }) =>
  placeOrder(deps, caller.user, body),
)

/** API.md trade/close: close a position; it waits as ready to close while the market is shut. */
export const tradeCloseRoute = serve(closeCall, ({ body, deps, caller }) =>
  closeOrder(deps, { orderNo: body.orderNo, userId: caller.user.id }),
)

/** API.md trade/cancel: cancel a pending order; its frozen money returns. */
export const tradeCancelRoute = serve(cancelCall, ({ body, deps, caller }) =>
  cancelOrder(deps, { orderNo: body.orderNo, userId: caller.user.id }),
)

/** API.md trade/protect: set, edit or remove a position's stop-loss and take-profit (issue 25). */
export const tradeProtectRoute = serve(protectCall, ({ body, deps, caller }) =>
  protectOrder(deps, caller.user.id, body),
)

export const orderRoutes = [tradeBuyRoute, tradeCloseRoute, tradeCancelRoute, tradeProtectRoute]
