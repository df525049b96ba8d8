import { asc, eq, gt } from 'drizzle-orm'
import type { BlockProduct } from '../../machines/order/calls.ts'
import type { Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { blockProducts } from '../db/schema.ts'
import { lastPriceOf } from './prices.ts'
import { tradeCurrencyOf } from './tradeTerms.ts'

type TradingDeps = Pick<Deps, 'db' | 'clock' | 'market'>
export type BlockProductRow = typeof blockProducts.$inferSelect

/** spec §5 block trades: a product takes orders from its opening until its closing instant. */
export const blockWindowOpen = (product: BlockProductRow, now: Date) =>
  product.opensAt <= now && now < product.closesAt

/** trade/blockProducts: the products still open or yet to open, soonest first. */
export async function blockProductList(deps: TradingDeps): Promise<BlockProduct[]> {
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
        currency: tradeCurrencyOf(instrument),
        blockPrice: p.blockPrice,
        lastPrice: lastPriceOf(deps.market.provider, instrument, at),
        minShares: p.minShares,
        opensAt: p.opensAt.toISOString(),
        closesAt: p.closesAt.toISOString(),
        open: blockWindowOpen(p, now),
      },
    ]
  })
}

/** The block product a block trade names; one missing, or of another instrument, is refused. */
export async function blockProductFor(
  deps: TradingDeps,
  order: { code: string; productId?: number | undefined },
): Promise<BlockProductRow> {
  const [product] = order.productId
    ? await deps.db.select().from(blockProducts).where(eq(blockProducts.id, order.productId))
    : []
  if (!product || product.code !== order.code) throw new ApiRefusal('trade.productMissing')
  return product
}
