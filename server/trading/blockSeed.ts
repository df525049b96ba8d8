import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import { blockProducts } from '../db/schema.ts'
import { seedInstant } from '../db/seedTime.ts'
import type { MarketDataProvider } from '../market/provider.ts'
import { ticksOf, ticksToText } from '../market/quoteRows.ts'

/**
 * Block-trade products for a new install, placed relative to the server's clock so that one is
 * open and one is about to open: a block sells a large lot below the market (here 3 % and 5 %).
 * Seed data until the back office can edit products.
 */
const SEED_BLOCKS = [
  { code: 'SAN', discountPercent: 3, minShares: 1_000, opensInDays: -1, openDays: 30 },
  { code: 'AAPL', discountPercent: 3, minShares: 100, opensInDays: -1, openDays: 30 },
  { code: 'IBE', discountPercent: 5, minShares: 500, opensInDays: 7, openDays: 14 },
]

/**
 * A block-trade product on `code`: its lot sold `discountPercent` below the market price now, in
 * the window given. The seed's products are made so; so is a browser test's (test routes only).
 */
export function blockProductRow(
  provider: MarketDataProvider,
  now: number,
  seed: { code: string; discountPercent: number; minShares: number; opensAt: Date; closesAt: Date },
) {
  const instrument = provider.instrument(seed.code)
  if (!instrument) return null
  const price = provider.quote(seed.code, now).price * (1 - seed.discountPercent / 100)
  return {
    code: seed.code,
    blockPrice: ticksToText(ticksOf(price, instrument.decimals), instrument.decimals),
    minShares: seed.minShares,
    opensAt: seed.opensAt,
    closesAt: seed.closesAt,
  }
}

export async function seedBlockProducts(db: Database, clock: Clock, provider: MarketDataProvider) {
  if ((await db.$count(blockProducts)) > 0) return
  const now = clock.now().getTime()
  const rows = SEED_BLOCKS.flatMap((seed) => {
    const opensAt = seedInstant(now, seed.opensInDays)
    const closesAt = seedInstant(now, seed.opensInDays + seed.openDays)
    const row = blockProductRow(provider, now, { ...seed, opensAt, closesAt })
    return row ? [row] : []
  })
  if (rows.length > 0) await db.insert(blockProducts).values(rows)
}
