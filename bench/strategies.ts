import { performance } from 'node:perf_hooks'
import { eq } from 'drizzle-orm'
import { quantAllocations, quantStrategies, users } from '../server/db/schema.ts'
import { move, post } from '../server/money/ledger.ts'
import { moneyTransaction } from '../server/money/transaction.ts'
import { runStrategies } from '../server/quant/strategyJob.ts'
import { benchServerOn } from './benchServer.ts'
import { ledgerRows } from './follow.ts'
import { BENCH_POSTGRES, postgresReachable } from './machinePorts.ts'

type Record = (what: string, value: string) => void

const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const ALLOCATIONS = 1_000
const AMOUNT_MINOR = 100_000n

/**
 * 1,000 users each with 1.000 $ allocated to a strategy that holds half its money in Solana
 * (users copied from one registered investor, allocations and their ledger legs written in bulk),
 * then the strategy job: the tick that places 1,000 orders through the order service, a tick with
 * nothing to do, and the tick that closes them all after a stop and returns the money.
 */
async function strategyTickOn(record: Record, url: string | null) {
  const kind = url ? 'PostgreSQL' : 'PGlite'
  const server = await benchServerOn(url, MONDAY_10)
  try {
    const now = server.clock.now()
    const template = await server.investor('607300000')
    const [model] = await server.db.select().from(users).where(eq(users.account, template.account))
    const [strategy] = await server.db
      .insert(quantStrategies)
      .values({
        name: 'Half in Solana (bench)',
        currency: 'USD',
        rule: { kind: 'basket', weights: [{ code: 'SOL/USD', weight: 0.5 }] },
        cycleDays: 1,
        minAmountMinor: 10_000n,
        createdAt: now,
      })
      .returning()
    const { id: _, ...fields } = model!
    for (let i = 1; i <= ALLOCATIONS; i++) {
      const [user] = await server.db
        .insert(users)
        .values({ ...fields, account: `6073${String(i).padStart(5, '0')}` })
        .returning()
      const allocationNo = `ABENCH${i}`
      await moneyTransaction(server.db, async (tx) => {
        await post(tx, { userId: user!.id, currency: 'USD', orderNo: allocationNo, at: now }, [
          { bucket: 'available', kind: 'deposit', amountMinor: AMOUNT_MINOR },
          ...move('available', 'quantTrading', 'quantTransfer', AMOUNT_MINOR),
        ])
        await tx.insert(quantAllocations).values({
          allocationNo,
          userId: user!.id,
          strategyId: strategy!.id,
          currency: 'USD',
          amountMinor: AMOUNT_MINOR,
          state: 'running',
          createdAt: now,
        })
      })
    }
    const tick = async (label: string) => {
      const before = await ledgerRows(server.db)
      const t0 = performance.now()
      await runStrategies(server)
      const s = (performance.now() - t0) / 1000
      const rows = (await ledgerRows(server.db)) - before
      record(
        `strategy tick, ${ALLOCATIONS.toLocaleString('en')} allocations, ${label}, ${kind}`,
        rows === 0
          ? `${(s * 1000).toFixed(0)} ms`
          : `${s.toFixed(1)} s = ${Math.round(ALLOCATIONS / s)} allocations/s, ${rows.toLocaleString('en')} ledger rows = ${Math.round(rows / s)} rows/s`,
      )
    }
    await tick('each placing an order')
    await tick('nothing to do')
    await server.db.update(quantAllocations).set({ state: 'stopping' })
    server.clock.set(new Date(MONDAY_10.getTime() + 3_600_000))
    await tick('each closing its order and returning its money')
    const left = await server.db
      .select()
      .from(quantAllocations)
      .where(eq(quantAllocations.state, 'stopped'))
    if (left.length !== ALLOCATIONS) throw new Error(`stopped ${left.length} of ${ALLOCATIONS}`)
  } finally {
    await server.close()
  }
}

export async function strategyBench(record: Record) {
  await strategyTickOn(record, null)
  if (await postgresReachable(BENCH_POSTGRES)) await strategyTickOn(record, BENCH_POSTGRES)
  else record('strategy tick, PostgreSQL', `not measured: no PostgreSQL at ${BENCH_POSTGRES}`)
}
