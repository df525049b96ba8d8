import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { ApiRefusal } from '../../core/refusal.ts'
import { watchlist } from '../../db/schema.ts'
import { defineRoute } from '../../http/route.ts'
import { toQuoteRow } from '../../market/quoteRows.ts'
import { instrumentOf } from './market.routes.ts'

const code = z.string().trim().min(1).max(20)

/** Not in the spec: a watchlist long enough for anyone, short enough to price in one call. */
export const WATCHLIST_MAX = 200

export const favoriteListRoute = defineRoute({
  path: 'favorite/list',
  summary: "The caller's watchlist as stock rows, oldest first (spec §2 Watchlist)",
  body: z.object({}),
  auth: true,
  async handle({ deps, caller }) {
    const rows = await deps.db
      .select({ code: watchlist.code })
      .from(watchlist)
      .where(eq(watchlist.userId, caller.user.id))
      .orderBy(asc(watchlist.createdAt), asc(watchlist.code))
    const at = deps.clock.now().getTime()
    const list = rows.flatMap(({ code }) => {
      const instrument = deps.market.provider.instrument(code)
      return instrument ? [toQuoteRow(instrument, deps.market.provider, at)] : []
    })
    return { list, total: list.length }
  },
})

export const favoriteAddRoute = defineRoute({
  path: 'favorite/add',
  summary: 'Adds an instrument to the watchlist; adding it twice changes nothing',
  body: z.object({ code }),
  auth: true,
  async handle({ body, deps, caller }) {
    const instrument = instrumentOf(deps, body.code)
    const count = await deps.db.$count(watchlist, eq(watchlist.userId, caller.user.id))
    if (count >= WATCHLIST_MAX)
      throw new ApiRefusal('market.watchlistFull', { count: String(WATCHLIST_MAX) })
    await deps.db
      .insert(watchlist)
      .values({ userId: caller.user.id, code: instrument.code, createdAt: deps.clock.now() })
      .onConflictDoNothing()
    return { code: instrument.code, favorite: true }
  },
})

export const favoriteRemoveRoute = defineRoute({
  path: 'favorite/remove',
  summary: 'Removes instruments from the watchlist (select all and delete, spec §2)',
  body: z.object({ codes: z.array(code).min(1).max(WATCHLIST_MAX) }),
  auth: true,
  async handle({ body, deps, caller }) {
    const removed = await deps.db
      .delete(watchlist)
      .where(and(eq(watchlist.userId, caller.user.id), inArray(watchlist.code, body.codes)))
      .returning({ code: watchlist.code })
    return { removed: removed.map((r) => r.code) }
  },
})

export const favoriteHasRoute = defineRoute({
  path: 'favorite/has',
  summary: 'Whether an instrument is on the watchlist',
  body: z.object({ code }),
  auth: true,
  async handle({ body, deps, caller }) {
    const rows = await deps.db
      .select({ code: watchlist.code })
      .from(watchlist)
      .where(and(eq(watchlist.userId, caller.user.id), eq(watchlist.code, body.code)))
    return { code: body.code, favorite: rows.length > 0 }
  },
})

export const favoriteRoutes = [
  favoriteListRoute,
  favoriteAddRoute,
  favoriteRemoveRoute,
  favoriteHasRoute,
]
