import { performance } from 'node:perf_hooks'
import type { RequestOf } from '../machines/contract/call.ts'
import { buyCall, tradeRulesCall } from '../machines/order/calls.ts'
import { DEFAULT_RATE_LIMITS } from '../server/app.ts'
import { orders, users } from '../server/db/schema.ts'
import { startTestServer } from '../tests/support/testServer.ts'
import { BENCH_POSTGRES, postgresReachable } from './machinePorts.ts'
import { p99 } from './stats.ts'

type Record = (what: string, value: string) => void

const ORDERS = 300

/**
 * Orders placed per second through the HTTP API (the whole Hono stack in process: session, zod,
 * placement gate, balance lock, order row, ledger rows, one transaction), against the raw rate of
 * single-row inserts into the same table. The ratio is what the machine and the ledger cost.
 */
async function benchOn(record: Record, databaseUrl: string | undefined) {
  const saved = process.env.DATABASE_URL
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl
  else delete process.env.DATABASE_URL
  const server = await startTestServer({
    clockStart: new Date('2026-11-23T08:30:00Z'), // Monday, 09:30 in Madrid
    limits: DEFAULT_RATE_LIMITS,
    extraConfig: { 'trade.Spain.ordersPerMinute': '10000' },
  })
  if (saved === undefined) delete process.env.DATABASE_URL
  else process.env.DATABASE_URL = saved
  try {
    const who = await server.investor('600123456')
    await server.fund(who.account, 'EUR', '100000000.00')
    const { lastPrice } = await server.sendOk(tradeRulesCall, { code: 'SAN' }, who)
    const limit = (Number(lastPrice) * 0.95).toFixed(3)
    const order: RequestOf<typeof buyCall> = {
      code: 'SAN',
      direction: 'long',
      priceType: 'limit',
      price: limit,
      lots: 100,
    }
    const samples: number[] = []
    const start = performance.now()
    for (let i = 0; i < ORDERS; i++) {
      const t0 = performance.now()
      const answer = await server.send(buyCall, order, who)
      if (answer.status !== 1) throw new Error(`order refused: ${answer.code}`)
      samples.push(performance.now() - t0)
    }
    const apiRate = ORDERS / ((performance.now() - start) / 1000)

    const [user] = await server.db.select().from(users)
    const row = {
      userId: user!.id,
      market: 'Spain' as const,
      board: 'listed',
      currency: 'EUR',
      code: 'SAN',
      name: 'Banco Santander',
      businessType: 'normal' as const,
      direction: 'long' as const,
      priceType: 'limit' as const,
      limitPrice: limit,
      lots: 100,
      leverage: 1,
      state: 'pending' as const,
      lockRule: 'T+1',
      buyFeeRate: '0.001',
      sellFeeRate: '0.001',
      stampDutyRate: '0.002',
      frozenMinor: 1n,
      createdAt: new Date(),
    }
    const rawStart = performance.now()
    for (let i = 0; i < ORDERS; i++)
      await server.db.insert(orders).values({ ...row, orderNo: `RAW${i}` })
    const rawRate = ORDERS / ((performance.now() - rawStart) / 1000)
    record(
      `trade/buy through the API (${server.kind})`,
      `${apiRate.toFixed(0)} orders/s, p99 ${p99(samples).toFixed(2)} ms (n=${ORDERS})`,
    )
    record(
      `raw single-row order insert (${server.kind})`,
      `${rawRate.toFixed(0)} rows/s; API/raw ratio ${(apiRate / rawRate).toFixed(2)}`,
    )
  } finally {
    await server.close()
  }
}

export async function tradingBench(record: Record) {
  await benchOn(record, undefined)
  if (await postgresReachable(BENCH_POSTGRES)) await benchOn(record, BENCH_POSTGRES)
  else record('trade/buy on PostgreSQL', `skipped: nothing answers at ${BENCH_POSTGRES}`)
}
