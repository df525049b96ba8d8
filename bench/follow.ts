import { performance } from 'node:perf_hooks'
import { eq, sql } from 'drizzle-orm'
import { followProducts, follows, ledger, users } from '../server/db/schema.ts'
import { settleFollows } from '../server/follow/settlement.ts'
import { move, post } from '../server/money/ledger.ts'
import { moneyTransaction } from '../server/money/transaction.ts'
import { type BenchServer, benchServerOn } from './benchServer.ts'
import { BENCH_POSTGRES, postgresReachable } from './machinePorts.ts'

type Record = (what: string, value: string) => void

const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const DAY = 86_400_000
const INVESTORS = 200
const FOLLOWS_EACH = 50

/**
 * 10,000 follows of the bank basket by 200 investors (made in bulk: each investor's money moved
 * into the follows in one ledger post), then the daily job: the pass that prices them at Monday's
 * close and settles Tuesday's (one ledger row and one row update each, a transaction each), and a
 * pass with nothing due (the cost of looking).
 */
async function settlementOn(record: Record, url: string | null) {
  const kind = url ? 'PostgreSQL' : 'PGlite'
  const server = await benchServerOn(url, MONDAY_10)
  try {
    const [fund] = await server.db
      .select()
      .from(followProducts)
      .where(sql`${followProducts.name} like 'Ibex banks%'`)
    if (!fund) throw new Error('no bank basket seeded')
    const now = server.clock.now()
    for (let i = 0; i < INVESTORS; i++) {
      const who = await server.investor(`6050${String(i).padStart(5, '0')}`)
      const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
      const userId = user!.id
      const principal = 100_000n
      await moneyTransaction(server.db, async (tx) => {
        await post(tx, { userId, currency: 'EUR', orderNo: null, at: now }, [
          { bucket: 'available', kind: 'deposit', amountMinor: principal * BigInt(FOLLOWS_EACH) },
          ...move('available', 'following', 'follow', principal * BigInt(FOLLOWS_EACH)),
        ])
        await tx.insert(follows).values(
          Array.from({ length: FOLLOWS_EACH }, (_, k) => ({
            followNo: `FBENCH${i}-${k}`,
            userId,
            productId: fund.id,
            currency: 'EUR',
            state: 'locked' as const,
            principalMinor: principal,
            valueMinor: principal,
            startNav: null,
            settledDay: '2026-11-23',
            serviceFeeRate: fund.serviceFeeRate,
            performanceFeeRate: fund.performanceFeeRate,
            targetReturn: fund.targetReturn,
            lockUntil: fund.lockUntil,
            endsAt: fund.endsAt,
            createdAt: now,
          })),
        )
      })
    }
    const total = INVESTORS * FOLLOWS_EACH
    server.clock.set(new Date(MONDAY_10.getTime() + 2 * DAY))
    const before = await ledgerRows(server.db)
    let t0 = performance.now()
    const tally = await settleFollows(server)
    const ms = performance.now() - t0
    const rows = (await ledgerRows(server.db)) - before
    if (tally.settled !== total) throw new Error(`settled ${tally.settled} of ${total}`)
    record(
      `follow settlement, ${total.toLocaleString('en')} follows, ${kind}`,
      `${(ms / 1000).toFixed(1)} s = ${Math.round(total / (ms / 1000))} follows/s, ${rows.toLocaleString('en')} ledger rows = ${Math.round(rows / (ms / 1000))} rows/s`,
    )
    t0 = performance.now()
    await settleFollows(server)
    record(
      `follow settlement with nothing due, ${kind}`,
      `${(performance.now() - t0).toFixed(0)} ms for ${total.toLocaleString('en')} follows`,
    )
  } finally {
    await server.close()
  }
}

export async function ledgerRows(db: BenchServer['db']) {
  const [row] = await db.select({ n: sql<string>`count(*)` }).from(ledger)
  return Number(row?.n ?? 0)
}

export async function followBench(record: Record) {
  await settlementOn(record, null)
  if (await postgresReachable(BENCH_POSTGRES)) await settlementOn(record, BENCH_POSTGRES)
  else record('follow settlement, PostgreSQL', `not measured: no PostgreSQL at ${BENCH_POSTGRES}`)
}
