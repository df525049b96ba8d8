import { and, asc, eq, gt } from 'drizzle-orm'
import { z } from 'zod'
import { minorToDecimal } from '../../../machines/money.ts'
import { balances, blockProducts } from '../../db/schema.ts'
import { defineRoute } from '../../http/route.ts'
import { flagsOf } from '../../market/quoteRows.ts'
import { currencyOf, hasExtendedHours, lastPriceOf, sessionOf } from '../../trading/prices.ts'
import { tradeRulesFor } from '../../trading/tradeConfig.ts'
import { instrumentOf } from '../market/market.routes.ts'

/**
 * What the buy panel needs to run the placement gate itself (the same machine the server runs):
 * the instrument's trading rules, its session, last price and the caller's available balance.
 */
export const tradeRulesRoute = defineRoute({
  path: 'trade/rules',
  summary: 'Trading rules, session and available balance for one instrument (spec §5 Trading)',
  body: z.object({ code: z.string().trim().min(1).max(20) }),
  auth: true,
  async handle({ body, deps, caller }) {
    const instrument = instrumentOf(deps, body.code)
    const at = deps.clock.now().getTime()
    const currency = currencyOf(instrument)
    const [balance] = await deps.db
      .select({ available: balances.availableMinor })
      .from(balances)
      .where(and(eq(balances.userId, caller.user.id), eq(balances.currency, currency)))
    return {
      code: instrument.code,
      currency,
      decimals: instrument.decimals,
      rules: await tradeRulesFor(deps.db, instrument),
      session: sessionOf(instrument, at),
      hasExtendedHours: hasExtendedHours(instrument),
      tradable: instrument.board !== 'index',
      flags: flagsOf(instrument),
      lastPrice: lastPriceOf(deps.market.provider, instrument, at),
      available: minorToDecimal(balance?.available ?? 0n),
      noTrade: caller.user.noTrade,
    }
  },
})

/** Block-trade products still open or yet to open (spec §2 block trade screens). */
export const blockProductsRoute = defineRoute({
  path: 'trade/blockProducts',
  summary: 'Block-trade products with their block price, minimum shares and window',
  body: z.object({}),
  auth: true,
  async handle({ deps }) {
    const now = deps.clock.now()
    const rows = await deps.db
      .select()
      .from(blockProducts)
      .where(gt(blockProducts.closesAt, now))
      .orderBy(asc(blockProducts.opensAt), asc(blockProducts.id))
    const at = now.getTime()
    return rows.flatMap((p) => {
      const instrument = deps.market.provider.instrument(p.code)
      if (!instrument) return []
      return [
        {
          id: p.id,
          code: p.code,
          name: instrument.name,
          market: instrument.market,
          currency: currencyOf(instrument),
          blockPrice: p.blockPrice,
          lastPrice: lastPriceOf(deps.market.provider, instrument, at),
          minShares: p.minShares,
          opensAt: p.opensAt.toISOString(),
          closesAt: p.closesAt.toISOString(),
          open: p.opensAt <= now && now < p.closesAt,
        },
      ]
    })
  },
})

export const tradeRulesRoutes = [tradeRulesRoute, blockProductsRoute]
