import type { StrategyRule } from '../../machines/follow/strategy.ts'
import {
  FOLLOW_EXAMPLE_TARGET_RETURN,
  FOLLOW_PERFORMANCE_FEE_RATE,
  FOLLOW_SERVICE_FEE_RATE,
} from '../../machines/rules.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import { followProducts } from '../db/schema.ts'
import { seedInstant } from '../db/seedTime.ts'

/**
 * Copy-trade funds for a new install, one of each kind of rule, over instruments the simulated
 * exchange quotes, started months before the server's first clock so they have a record, and
 * open to follow for a month after it. Their names say they are demo funds; their figures are
 * what their rules made on the exchange's closes (decision 0027).
 */
const SEED: Array<{
  name: string
  currency: string
  rule: StrategyRule
  cycleDays: number
  startMonthsAgo: number
  expectedReturn: string
  targetReturn: string
  fundSizeMinor: bigint
  minAmountMinor: bigint
  days: { deadline: number; lock: number; end: number }
}> = [
  {
    name: 'Ibex banks basket (demo)',
    currency: 'EUR',
    rule: {
      kind: 'basket',
      weights: [
        { code: 'SAN', weight: 0.35 },
        { code: 'BBVA', weight: 0.35 },
        { code: 'CABK', weight: 0.2 },
      ],
    },
    cycleDays: 20,
    startMonthsAgo: 6,
    expectedReturn: '0.08',
    targetReturn: '0.30',
    fundSizeMinor: 50_000_000n,
    minAmountMinor: 100_000n,
    days: { deadline: 30, lock: 30, end: 180 },
  },
  {
    name: 'Bitcoin trend (demo)',
    currency: 'USD',
    rule: { kind: 'trend', code: 'BTC/USD', fast: 10, slow: 40 },
    cycleDays: 1,
    startMonthsAgo: 4,
    expectedReturn: '0.25',
    targetReturn: FOLLOW_EXAMPLE_TARGET_RETURN,
    fundSizeMinor: 20_000_000n,
    minAmountMinor: 50_000n,
    days: { deadline: 20, lock: 14, end: 120 },
  },
  {
    name: 'US tech momentum (demo)',
    currency: 'USD',
    rule: {
      kind: 'momentum',
      codes: ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL'],
      lookback: 20,
      top: 2,
    },
    cycleDays: 10,
    startMonthsAgo: 5,
    expectedReturn: '0.15',
    targetReturn: '0.50',
    fundSizeMinor: 30_000_000n,
    minAmountMinor: 100_000n,
    days: { deadline: 25, lock: 30, end: 150 },
  },
]

/** Seeds the demo funds once, relative to the server's clock at first start. */
export async function seedFollowProducts(db: Database, clock: Clock) {
  const existing = await db.select({ id: followProducts.id }).from(followProducts).limit(1)
  if (existing.length > 0) return
  const now = clock.now()
  const at = (days: number) => seedInstant(now.getTime(), days)
  await db.insert(followProducts).values(
    SEED.map((p) => {
      const start = new Date(now)
      start.setUTCMonth(start.getUTCMonth() - p.startMonthsAgo)
      return {
        name: p.name,
        currency: p.currency,
        rule: p.rule,
        cycleDays: p.cycleDays,
        startDay: start.toISOString().slice(0, 10),
        expectedReturn: p.expectedReturn,
        targetReturn: p.targetReturn,
        serviceFeeRate: FOLLOW_SERVICE_FEE_RATE,
        performanceFeeRate: FOLLOW_PERFORMANCE_FEE_RATE,
        fundSizeMinor: p.fundSizeMinor,
        minAmountMinor: p.minAmountMinor,
        deadlineAt: at(p.days.deadline),
        lockUntil: at(p.days.lock),
        endsAt: at(p.days.end),
        createdAt: now,
      }
    }),
  )
}
