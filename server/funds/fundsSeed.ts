import { count } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { depositChannels, siteConfig } from '../db/schema.ts'

/**
 * Starting exchange rates (US dollars per unit, late 2026), for the back office to replace: the
 * app has no rate feed, and an exchange without any rate could not be tried at all.
 */
const STARTING_RATES: Record<string, string> = {
  EUR: '1.16',
  USD: '1',
  USDC: '1',
  CNY: '0.1405',
  TWD: '0.0322',
  HKD: '0.1285',
  THB: '0.0307',
  JPY: '0.0064',
  VND: '0.0000379',
  MYR: '0.239',
  KRW: '0.00068',
}

/**
 * Placeholder receiving accounts, flagged `demo` (the app shows them with a translated "Demo"
 * badge), so that a new install can show the deposit flow end to end; an operator replaces them
 * in the console before taking real money, and saving a channel clears its flag (issue 18,
 * docs/decisions/0009).
 */
const STARTING_CHANNELS: (typeof depositChannels.$inferInsert)[] = [
  {
    kind: 'bank',
    currency: 'EUR',
    accountName: 'Tradeflow Client Funds',
    accountNumber: 'ES00 0000 0000 0000 0000 0000',
    bankName: 'Demo Bank Madrid',
    minMinor: 10_000n,
    maxMinor: 10_000_000n,
    demo: true,
  },
  {
    kind: 'bank',
    currency: 'USD',
    accountName: 'Tradeflow Client Funds',
    accountNumber: '000000000 / 0000000000',
    bankName: 'Demo Bank New York',
    minMinor: 10_000n,
    maxMinor: 10_000_000n,
    demo: true,
  },
  {
    kind: 'crypto',
    currency: 'USDC',
    accountName: 'USDC (TRC20)',
    accountNumber: 'T0000000000000000000000000000000000',
    bankName: 'TRC20',
    minMinor: 1_000n,
    maxMinor: 10_000_000n,
    demo: true,
  },
]

/** Every start: missing rates and, on an empty table, the placeholder channels. */
export async function seedFundsDefaults(db: Database) {
  await db
    .insert(siteConfig)
    .values(
      Object.entries(STARTING_RATES).map(([currency, value]) => ({
        name: `exchange.rate.${currency}`,
        value,
      })),
    )
    .onConflictDoNothing()
  const [channels] = await db.select({ n: count() }).from(depositChannels)
  if ((channels?.n ?? 0) === 0) await db.insert(depositChannels).values(STARTING_CHANNELS)
}
