import type { StrategyRule } from '../../machines/follow/strategy.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import { quantStrategies } from '../db/schema.ts'

/**
 * AI quant strategies for a new install, one per kind of market the issue names: a crypto trend
 * rule, a crypto momentum rule and a mean-reversion rule on Spanish banks and utilities. Their
 * names say they are demo strategies; what they did is computed from the exchange's closes, and
 * what an allocation earns is its orders' (decision 0032).
 */
const SEED: Array<{
  name: string
  currency: 'EUR' | 'USD'
  rule: StrategyRule
  cycleDays: number
  minAmountMinor: bigint
}> = [
  {
    name: 'Solana trend (demo)',
    currency: 'USD',
    rule: { kind: 'trend', code: 'SOL/USD', fast: 5, slow: 20 },
    cycleDays: 1,
    minAmountMinor: 50_000n,
  },
  {
    name: 'Crypto momentum (demo)',
    currency: 'USD',
    rule: {
      kind: 'momentum',
      codes: ['SOL/USD', 'AVAX/USD', 'LINK/USD', 'DOT/USD', 'XRP/USD'],
      lookback: 10,
      top: 2,
    },
    cycleDays: 3,
    minAmountMinor: 100_000n,
  },
  {
    name: 'Ibex mean reversion (demo)',
    currency: 'EUR',
    rule: {
      kind: 'meanReversion',
      codes: ['SAN', 'BBVA', 'IBE', 'TEF'],
      lookback: 20,
      below: 0.03,
    },
    cycleDays: 1,
    minAmountMinor: 100_000n,
  },
]

/** Seeds the demo strategies once. */
export async function seedQuantStrategies(db: Database, clock: Clock) {
  const existing = await db.select({ id: quantStrategies.id }).from(quantStrategies).limit(1)
  if (existing.length > 0) return
  await db.insert(quantStrategies).values(SEED.map((s) => ({ ...s, createdAt: clock.now() })))
}
