import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  favoriteAddCall,
  favoriteHasCall,
  favoriteListCall,
  favoriteRemoveCall,
  WATCHLIST_MAX,
} from '../../../machines/marketView/calls.ts'
import { ApiRefusal } from '../../core/refusal.ts'
import { watchlist } from '../../db/schema.ts'
import { serve } from '../../http/route.ts'
import { instrumentOf } from './market.routes.ts'

export const favoriteListRoute = serve(favoriteListCall, async ({ deps, caller }) => {
  const rows = await deps.db
    .select({ code: watchlist.code })
    .from(watchlist)
    .where(eq(watchlist.userId, caller.user.id))
    .orderBy(asc(watchlist.createdAt), asc(watchlist.code))
  const at = deps.clock.now().getTime()
  const list = rows.flatMap(({ code }) => {
    const instrument = deps.market.provider.instrument(code)
    return instrument ? [deps.market.rows.rowOf(instrument, at)] : []
  })
  return { list, total: list.length }
})

export const favoriteAddRoute = serve(favoriteAddCall, async ({ body, deps, caller }) => {
  const instrument = instrumentOf(deps, body.code)
  const count = await deps.db.$count(watchlist, eq(watchlist.userId, caller.user.id))
  if (count >= WATCHLIST_MAX)
    throw new ApiRefusal('market.watchlistFull', { count: String(WATCHLIST_MAX) })
  await deps.db
    .insert(watchlist)
    .values({ userId: caller.user.id, code: instrument.code, createdAt: deps.clock.now() })
    .onConflictDoNothing()
  return { code: instrument.code, favorite: true }
})

export const favoriteRemoveRoute = serve(favoriteRemoveCall, async ({ body, deps, caller }) => {
  const removed = await deps.db
    .delete(watchlist)
    .where(and(eq(watchlist.userId, caller.user.id), inArray(watchlist.code, body.codes)))
    .returning({ code: watchlist.code })
  return { removed: removed.map((r) => r.code) }
})

export const favoriteHasRoute = serve(favoriteHasCall, async ({ body, deps, caller }) => {
  const rows = await deps.db
    .select({ code: watchlist.code })
    .from(watchlist)
    .where(and(eq(watchlist.userId, caller.user.id), eq(watchlist.code, body.code)))
  return { code: body.code, favorite: rows.length > 0 }
})

export const favoriteRoutes = [
  favoriteListRoute,
  favoriteAddRoute,
  favoriteRemoveRoute,
  favoriteHasRoute,
]
