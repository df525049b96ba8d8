import { IPO_MAX_SUBSCRIPTIONS, IPO_MIN_SHARES } from '../../machines/rules.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import { ipoProducts } from '../db/schema.ts'
import { seedInstant } from '../db/seedTime.ts'

/**
 * New shares for a new install, placed relative to the server's clock at first start so that
 * one share is open for subscription, one awaits its draw, a placement is open and one share has
 * listed (Parlem Telecom, which trades on the simulated exchange). The terms of the shares still
 * to list are invented for the demo and say so in their names.
 */
const SEED = [
  {
    kind: 'ipo' as const,
    code: 'EPY',
    name: 'Europastry (demo)',
    market: 'Spain' as const,
    currency: 'EUR',
    issueMarket: 'Bolsa de Madrid',
    sponsor: 'Banco Santander (demo)',
    issuePrice: '0.80',
    provisionalPrice: '0.78',
    issueShares: 40_000_000,
    minShares: IPO_MIN_SHARES,
    tiers: [
      { id: 'A', minAmount: '8000.00' },
      { id: 'B', minAmount: '80000.00' },
    ],
    winningRate: '50',
    depositPercent: '10',
    waivePercent: '0',
    days: { opens: -1, closes: 6, draw: 8, listing: 14, distribution: 10 },
  },
  {
    kind: 'ipo' as const,
    code: 'TND',
    name: 'Tendam (demo)',
    market: 'Spain' as const,
    currency: 'EUR',
    issueMarket: 'Bolsa de Madrid',
    sponsor: 'CaixaBank (demo)',
    issuePrice: '2.10',
    provisionalPrice: '2.00',
    issueShares: 25_000_000,
    minShares: IPO_MIN_SHARES,
    tiers: [{ id: 'A', minAmount: '21000.00' }],
    winningRate: '30',
    depositPercent: '10',
    waivePercent: '1',
    days: { opens: -10, closes: -1, draw: 1, listing: 7, distribution: 3 },
  },
  {
    kind: 'placement' as const,
    code: 'DBX',
    name: 'Databricks placement (demo)',
    market: 'usd' as const,
    currency: 'USD',
    issueMarket: 'NASDAQ',
    sponsor: 'Goldman Sachs (demo)',
    issuePrice: '0.95',
    provisionalPrice: null,
    issueShares: 5_000_000,
    minShares: IPO_MIN_SHARES,
    tiers: [{ id: 'A', minAmount: '9500.00' }],
    winningRate: '100',
    depositPercent: '100',
    waivePercent: '0',
    days: { opens: -2, closes: 5, draw: 6, listing: 20, distribution: 7 },
  },
  {
    kind: 'ipo' as const,
    code: 'PAR',
    name: 'Parlem Telecom',
    market: 'Spain' as const,
    currency: 'EUR',
    issueMarket: 'BME Growth',
    sponsor: 'Renta 4 Banco',
    issuePrice: '3.50',
    provisionalPrice: '3.40',
    issueShares: 3_000_000,
    minShares: IPO_MIN_SHARES,
    tiers: [{ id: 'A', minAmount: '35000.00' }],
    winningRate: '20',
    depositPercent: '100',
    waivePercent: '0',
    days: { opens: -30, closes: -20, draw: -18, listing: -8, distribution: -15 },
  },
]

export async function seedIpoProducts(db: Database, clock: Clock) {
  if ((await db.$count(ipoProducts)) > 0) return
  const now = clock.now().getTime()
  const at = (days: number) => seedInstant(now, days)
  await db.insert(ipoProducts).values(
    SEED.map(({ days, tiers, ...seed }) => ({
      ...seed,
      tiers: JSON.stringify(tiers),
      underwritingPrice: days.draw < 0 ? seed.issuePrice : null,
      maxSubscriptions: IPO_MAX_SUBSCRIPTIONS,
      opensAt: at(days.opens),
      closesAt: at(days.closes),
      drawAt: at(days.draw),
      listingAt: at(days.listing),
      distributionAt: at(days.distribution),
      // The listed share's draw ran before this install existed: nobody here subscribed to it.
      ...(days.draw < 0 ? { drawnAt: at(days.draw), announcedAt: at(days.draw) } : {}),
      createdAt: new Date(now),
    })),
  )
}
