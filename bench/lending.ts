import { performance } from 'node:perf_hooks'
import { shareLendings } from '../server/db/schema.ts'
import { runLendings } from '../server/lending/lendingJob.ts'
import { lastPriceOf } from '../server/trading/prices.ts'
import { benchPositions } from './benchPositions.ts'
import { benchServerOn } from './benchServer.ts'
import { ledgerRows } from './follow.ts'
import { BENCH_POSTGRES, postgresReachable } from './machinePorts.ts'

type Record = (what: string, value: string) => void

const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const INVESTORS = 200
const LENDINGS_EACH = 50
const LOTS = 1_000

/**
 * 10,000 lent lendings of Santander shares (200 investors, each with 50 positions and a lending
 * on each, made in bulk), then the lending job a week later: each is paid its five finished
 * trading days in one ledger row (a transaction per owner), then a run with nothing due.
 */
async function accrualOn(record: Record, url: string | null) {
  const kind = url ? 'PostgreSQL' : 'PGlite'
  const server = await benchServerOn(url, MONDAY_10)
  try {
    const instrument = server.market.provider.instrument('SAN')!
    const price = lastPriceOf(server.market.provider, instrument, MONDAY_10.getTime())!
    const now = server.clock.now()
    await benchPositions(server, {
      instrument,
      price,
      lots: LOTS,
      investors: INVESTORS,
      each: LENDINGS_EACH,
      prefix: '6071',
      alongside: (tx, userId, i, orderIds) =>
        tx
          .insert(shareLendings)
          .values(
            orderIds.map((orderId, k) => ({
              loanNo: `BBENCH${i}-${k}`,
              userId,
              orderId,
              code: 'SAN',
              currency: 'EUR',
              lots: LOTS,
              state: 'success' as const,
              feeRate: '0.02',
              share: '0.5',
              createdAt: now,
              decidedAt: now,
            })),
          )
          .then(() => undefined),
    })
    const total = INVESTORS * LENDINGS_EACH
    server.clock.set(new Date('2026-11-30T09:00:00Z'))
    const before = await ledgerRows(server.db)
    let t0 = performance.now()
    const run = await runLendings(server)
    const ms = performance.now() - t0
    if (run.paid !== total) throw new Error(`paid ${run.paid} of ${total}`)
    const rows = (await ledgerRows(server.db)) - before
    record(
      `lending accrual, ${total.toLocaleString('en')} lendings × 5 days, ${kind}`,
      `${(ms / 1000).toFixed(1)} s = ${Math.round(total / (ms / 1000))} lendings/s, ${rows.toLocaleString('en')} ledger rows = ${Math.round(rows / (ms / 1000))} rows/s`,
    )
    t0 = performance.now()
    await runLendings(server)
    record(
      `lending job with nothing due, ${kind}`,
      `${(performance.now() - t0).toFixed(0)} ms over ${total.toLocaleString('en')} lendings`,
    )
  } finally {
    await server.close()
  }
}

export async function lendingBench(record: Record) {
  await accrualOn(record, null)
  if (await postgresReachable(BENCH_POSTGRES)) await accrualOn(record, BENCH_POSTGRES)
  else record('lending accrual, PostgreSQL', `not measured: no PostgreSQL at ${BENCH_POSTGRES}`)
}
