import { z } from 'zod'
import { IPO_PHASES } from '../../../machines/ipo/phase.ts'
import { rowId } from '../../core/rowId.ts'
import { pageFields } from '../../http/paging.ts'
import { defineRoute } from '../../http/route.ts'
import {
  listProducts,
  paySubscription,
  subscribe,
  subscriptionTerms,
  userSubscriptions,
  waiveSubscription,
} from '../../ipo/subscriptionService.ts'

const requestId = z.string().min(1).max(64).optional()
const subscriptionNo = z.string().trim().min(1).max(40)

export const ipoListRoute = defineRoute({
  path: 'ipo/list',
  summary: 'New shares and placements by phase, with every field of spec §3 New share',
  body: z.object({
    state: z.enum(IPO_PHASES).nullish(),
    type: z.enum(['Spain', 'usd']).nullish(),
    ...pageFields,
  }),
  auth: true,
  handle: async ({ body, deps }) =>
    listProducts(
      deps,
      { phase: body.state ?? null, market: body.type ?? null },
      body.page,
      body.size,
    ),
})

export const ipoTermsRoute = defineRoute({
  path: 'ipo/terms',
  summary: 'One new share with the facts its application form checks (spec §5 New shares)',
  body: z.object({ id: rowId }),
  auth: true,
  handle: ({ body, deps, caller }) => subscriptionTerms(deps, caller.user, body.id),
})

export const ipoSubscribeRoute = defineRoute({
  path: 'ipo/subscribe',
  summary: 'Subscribe to a new share; the amount is frozen pending the draw (spec §5 New shares)',
  body: z.object({
    id: rowId,
    /** Kept as typed so that the gate, not the parser, says what is wrong with it. */
    quantity: z.union([z.string().max(12), z.number().int().nonnegative().max(1e10)]),
    tier: z.string().trim().min(1).max(20).default('A'),
    requestId,
  }),
  auth: true,
  handle: ({ body, deps, caller }) =>
    subscribe(deps, caller.user, {
      id: body.id,
      shares: String(body.quantity),
      tier: body.tier,
      requestId: body.requestId,
    }),
})

export const ipoMineRoute = defineRoute({
  path: 'ipo/mine',
  summary: "The user's subscriptions with frozen, allotted, paid and refunded amounts",
  body: z.object({ type: z.enum(['Spain', 'usd']).nullish(), ...pageFields }),
  auth: true,
  handle: ({ body, deps, caller }) =>
    userSubscriptions(deps, caller.user.id, body.type ?? null, body.page, body.size),
})

export const ipoPayRoute = defineRoute({
  path: 'ipo/pay',
  summary: 'Pay for allotted shares; they become a holding (spec §4 Subscription)',
  body: z.object({ subscriptionNo }),
  auth: true,
  handle: ({ body, deps, caller }) => paySubscription(deps, caller.user.id, body.subscriptionNo),
})

export const ipoWaiveRoute = defineRoute({
  path: 'ipo/waive',
  summary: 'Waive (abstain from) allotted shares; the frozen money returns less any forfeit',
  body: z.object({ subscriptionNo }),
  auth: true,
  handle: ({ body, deps, caller }) => waiveSubscription(deps, caller.user.id, body.subscriptionNo),
})

export const ipoRoutes = [
  ipoListRoute,
  ipoTermsRoute,
  ipoSubscribeRoute,
  ipoMineRoute,
  ipoPayRoute,
  ipoWaiveRoute,
]
