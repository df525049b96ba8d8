import { and, desc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { BUSINESS_TYPES } from '../../../machines/order/placement.ts'
import { POSITION_TAB_IDS, POSITION_TABS } from '../../../machines/positions.ts'
import { LIST_PAGE_SIZE, MARKETS, POSITION_PAGE_SIZE } from '../../../machines/rules.ts'
import type { Deps } from '../../core/deps.ts'
import { ApiRefusal } from '../../core/refusal.ts'
import { orders } from '../../db/schema.ts'
import { defineRoute } from '../../http/route.ts'
import type { OrderRow } from '../../trading/orderMoves.ts'
import { toPosition } from '../../trading/positionView.ts'
import { lastPriceOf } from '../../trading/prices.ts'

function withPrices(deps: Deps, rows: OrderRow[]) {
  const at = deps.clock.now().getTime()
  return rows.map((row) => {
    const instrument = deps.market.provider.instrument(row.code)
    return toPosition(row, instrument ? lastPriceOf(deps.market.provider, instrument, at) : null)
  })
}

/** spec §7: the user's positions in a market, as a bare list whose yingkui the client sums. */
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
          inArray(orders.state, [...POSITION_TABS.holdings.states]),
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(body.size)
      .offset((body.page - 1) * body.size)
    return withPrices(deps, rows)
  },
})

/** The orders of one positions tab (spec §2 Positions), newest first, paginated. */
export const tradeOrdersRoute = defineRoute({
  path: 'trade/orders',
  summary: 'The orders of one positions tab, newest first (spec §2 Positions)',
  body: z.object({
    type: z.enum(MARKETS),
    tab: z.enum(POSITION_TAB_IDS),
    businessType: z.enum(BUSINESS_TYPES).optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    size: z.number().int().min(1).max(POSITION_PAGE_SIZE).default(LIST_PAGE_SIZE),
  }),
  auth: true,
  async handle({ body, deps, caller }) {
    const tab = POSITION_TABS[body.tab]
    const where = and(
      eq(orders.userId, caller.user.id),
      eq(orders.market, body.type),
      inArray(orders.state, [...tab.states]),
      tab.boards ? inArray(orders.board, [...tab.boards]) : undefined,
      body.businessType ? eq(orders.businessType, body.businessType) : undefined,
    )
    const rows = await deps.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(body.size)
      .offset((body.page - 1) * body.size)
    const total = await deps.db.$count(orders, where)
    return { list: withPrices(deps, rows), total, page: body.page, size: body.size }
  },
})

/** One order with every field of spec §3 Order/position (/trade/positionDetail). */
export const tradeDetailRoute = defineRoute({
  path: 'trade/detail',
  summary: 'One of the caller’s orders with every field of spec §3 Order/position',
  body: z.object({ orderNo: z.string().trim().min(1).max(40) }),
  auth: true,
  async handle({ body, deps, caller }) {
    const [row] = await deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, body.orderNo), eq(orders.userId, caller.user.id)))
    if (!row) throw new ApiRefusal('order.missing')
    return withPrices(deps, [row])[0]
  },
})

export const positionRoutes = [userStockListRoute, tradeOrdersRoute, tradeDetailRoute]
