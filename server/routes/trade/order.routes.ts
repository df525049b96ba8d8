import { z } from 'zod'
import { BUSINESS_TYPES } from '../../../machines/order/placement.ts'
import { defineRoute } from '../../http/route.ts'
import { cancelOrder, closeOrder, placeOrder } from '../../trading/orderService.ts'

const orderNo = z.string().trim().min(1).max(40)

/** API.md trade/buy: open a long or short position at market or at a limit price. */
export const tradeBuyRoute = defineRoute({
  path: 'trade/buy',
  summary:
    'Place an order: long or short, market or limit, lots and leverage (spec §2, §5 Trading)',
  body: z.object({
    code: z.string().trim().min(1).max(20),
    direction: z.enum(['long', 'short']),
    priceType: z.enum(['market', 'limit']),
    // Any text here: a malformed or zero price is the rule of spec §5, answered by the gate.
    price: z.string().trim().max(24).optional(),
    // Any number here: a fractional lot count is the rule of spec §5, answered by the gate.
    lots: z.number().min(0).max(1e12),
    leverage: z.number().int().min(1).max(1000).default(1),
    businessType: z.enum(BUSINESS_TYPES).default('normal'),
    productId: z.number().int().min(1).optional(),
    requestId: z.string().trim().min(1).max(64).optional(),
  }),
  auth: true,
  handle: ({ body, deps, caller }) => placeOrder(deps, caller.user, body),
})

/** API.md trade/close: close a position; it waits as ready to close while the market is shut. */
export const tradeCloseRoute = defineRoute({
  path: 'trade/close',
  summary: 'Close a position (spec §2 Positions, §4 Selling)',
  body: z.object({ orderNo }),
  auth: true,
  handle: ({ body, deps, caller }) =>
    closeOrder(deps, { orderNo: body.orderNo, userId: caller.user.id }),
})

/** API.md trade/cancel: cancel a pending order; its frozen money returns. */
export const tradeCancelRoute = defineRoute({
  path: 'trade/cancel',
  summary: 'Cancel a pending order (spec §4 Orders)',
  body: z.object({ orderNo }),
  auth: true,
  handle: ({ body, deps, caller }) =>
    cancelOrder(deps, { orderNo: body.orderNo, userId: caller.user.id }),
})

export const orderRoutes = [tradeBuyRoute, tradeCloseRoute, tradeCancelRoute]
