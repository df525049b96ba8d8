import { performance } from 'node:perf_hooks'
import { eq } from 'drizzle-orm'
import type { RequestOf } from '../machines/contract/call.ts'
import { buyCall } from '../machines/order/calls.ts'
import { planRuns, planSlices, plans, users } from '../server/db/schema.ts'
import { post } from '../server/money/ledger.ts'
import { moneyTransaction } from '../server/money/transaction.ts'
import { runPlans } from '../server/plans/planJob.ts'
import { benchServerOn } from './benchServer.ts'
import { BENCH_POSTGRES, postgresReachable } from './machinePorts.ts'

type Record = (what: string, value: string) => void

/** Monday 23 November 2026, 10:00 in Madrid: a run day of the plans below, the market open. */
const RUN_DAY = new Date('2026-11-23T09:00:00Z')
const INVESTORS = 200
const PLANS_EACH = 50
const ORDERS = 300
/** Five euro instruments, 20 % each: what every plan holds. */
const CODES = ['VWCE', 'SXRT', 'EUN2', 'SAN', 'IBE']

/** CPU milliseconds (user + system) this process spent while `work` ran, and the wall time. */
async function measured<T>(work: () => Promise<T>) {
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  const result = await work()
  const cpu = process.cpuUsage(cpu0)
  return { result, wallMs: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 }
}

/**
 * A run day of 10,000 savings plans of five instruments (issue 52): 200 investors with 50 plans
 * each, made in bulk and due today; the plan job writes their runs and fills them — each a money
 * transaction of five fills, their fees and stamp duty in the ledger. Beside it, in the same
 * server, market orders placed one by one through the API: a plan's run should cost no more than
 * the five orders it stands for.
 */
async function planRunOn(record: Record, url: string | null) {
  const kind = url ? 'PostgreSQL' : 'PGlite'
  // Orders one after another, as fast as they go: the per-minute limit is not what is measured.
  const server = await benchServerOn(url, RUN_DAY, { 'trade.Spain.ordersPerMinute': '10000' })
  try {
    const now = server.clock.now()
    for (let i = 0; i < INVESTORS; i++) {
      const who = await server.investor(`6090${String(i).padStart(5, '0')}`)
      const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
      await moneyTransaction(server.db, async (tx) => {
        await post(tx, { userId: user!.id, currency: 'EUR', orderNo: null, at: now }, [
          { bucket: 'available', kind: 'deposit', amountMinor: 100_000_000n },
        ])
        const made = await tx
          .insert(plans)
          .values(
            Array.from({ length: PLANS_EACH }, () => ({
              userId: user!.id,
              name: 'Bench plan',
              market: 'Spain' as const,
              currency: 'EUR',
              amountMinor: 10_000n,
              schedule: 'weekly' as const,
              runDay: 1,
              dividendPolicy: 'reinvest' as const,
              state: 'active' as const,
              nextRunDay: '2026-11-23',
              createdAt: now,
            })),
          )
          .returning({ id: plans.id })
        await tx
          .insert(planSlices)
          .values(
            made.flatMap(({ id }) =>
              CODES.map((code, position) => ({ planId: id, code, position, weightTenths: 200 })),
            ),
          )
      })
    }
    const total = INVESTORS * PLANS_EACH
    const run = await measured(() => runPlans(server))
    if (run.result.scheduled !== total || run.result.executed !== total)
      throw new Error(
        `scheduled ${run.result.scheduled}, executed ${run.result.executed} of ${total}`,
      )
    const [done] = await server.db
      .select()
      .from(planRuns)
      .where(eq(planRuns.state, 'executed'))
      .limit(1)
    if (!done) throw new Error('no run executed')
    const planRate = total / (run.wallMs / 1000)
    record(
      `plan run day, ${total.toLocaleString('en')} plans × ${CODES.length} instruments (${kind})`,
      `${(run.wallMs / 1000).toFixed(1)} s = ${planRate.toFixed(0)} plans/s, CPU ${(run.cpuMs / total).toFixed(2)} ms a plan`,
    )

    const who = await server.investor('609999999')
    await server.fund(who.account, 'EUR', '100000000.00')
    const order: RequestOf<typeof buyCall> = {
      code: 'SAN',
      direction: 'long',
      priceType: 'market',
      leverage: 1,
      // Above the Spanish market's 100 € minimum order.
      lots: 100,
    }
    const orders = await measured(async () => {
      for (let i = 0; i < ORDERS; i++) {
        const answer = await server.send(buyCall, order, who)
        if (answer.status !== 1) throw new Error(`order refused: ${answer.code}`)
      }
    })
    const orderRate = ORDERS / (orders.wallMs / 1000)
    const cpuPerOrder = orders.cpuMs / ORDERS
    record(
      `market orders through the API beside it (${kind})`,
      `${orderRate.toFixed(0)} orders/s, CPU ${cpuPerOrder.toFixed(2)} ms an order; a plan's run (${CODES.length} fills) costs ${(run.cpuMs / total / cpuPerOrder).toFixed(2)} orders' CPU`,
    )
  } finally {
    await server.close()
  }
}

export async function plansBench(record: Record) {
  await planRunOn(record, null)
  if (await postgresReachable(BENCH_POSTGRES)) await planRunOn(record, BENCH_POSTGRES)
  else record('plan run day, PostgreSQL', `not measured: no PostgreSQL at ${BENCH_POSTGRES}`)
}
