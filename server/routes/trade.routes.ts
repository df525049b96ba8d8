import { and, desc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { minorToDecimal } from '../../machines/money.ts'
import { MARKETS, POSITION_PAGE_SIZE } from '../../machines/rules.ts'
import { orders } from '../db/schema.ts'
import { defineRoute } from '../http/route.ts'

/** The order states that count as a position the user still holds (spec §4 Position/order). */
const OPEN_POSITION_STATES = ['holding', 'locked', 'readyToClose']

/** spec §7: the user's positions in a market; the client sums `yingkui` into total profit. */
export const userStockListRoute = defineRoute({
  path: 'trade/userstocklist',
  summary: "The user's open positions in one market (bare list, spec §7)",
  body: z.object({
    type: z.enum(MARKETS),
    page: z.number().int().min(1).default(1),
    size: z.number().int().min(1).max(POSITION_PAGE_SIZE).default(POSITION_PAGE_SIZE),
  }),
  auth: true,
  async handle({ body, deps, caller }) {
    const rows = await deps.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, caller.user.id),
          eq(orders.market, body.type),
          inArray(orders.state, OPEN_POSITION_STATES),
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(body.size)
      .offset((body.page - 1) * body.size)
    return rows.map((o) => ({
      orderNo: o.orderNo,
      code: o.code,
      name: o.name,
      direction: o.direction,
      priceType: o.priceType,
      lots: o.lots,
      leverage: o.leverage,
      buyPrice: minorToDecimal(o.buyPriceMinor),
      buyTime: o.createdAt.toISOString(),
      state: o.state,
      yingkui: minorToDecimal(o.profitMinor),
    }))
  },
})

export const tradeRoutes = [userStockListRoute]
