import { performance } from 'node:perf_hooks'
import { lastPriceOf } from '../server/trading/prices.ts'
import { benchPositions } from './benchPositions.ts'
import { benchServerOn } from './benchServer.ts'
import { BENCH_POSTGRES, postgresReachable } from './machinePorts.ts'
import { medianOfRuns } from './stats.ts'

type Record = (what: string, value: string) => void

const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const INVESTORS = 200
const EACH = 50
const LEVERAGE = 10

/**
 * Issue 25: the matcher's sweep with 10,000 open positions on margin (200 investors × 50 long
 * Santander positions at 10×, made in bulk): a sweep at a steady price (every position priced,
 * none changes: the cost every second), a sweep that calls all of them (a 3 % fall: a
 * transaction and a message each), and one that closes all of them out (5 %).
 */
async function sweepsOn(record: Record, url: string | null) {
  const kind = url ? 'PostgreSQL' : 'PGlite'
  const server = await benchServerOn(url, MONDAY_10)
  try {
    const instrument = server.market.provider.instrument('SAN')!
    const price = lastPriceOf(server.market.provider, instrument, MONDAY_10.getTime())!
    server.prices.set('SAN', Number(price))
    await benchPositions(server, {
      instrument,
      price,
      lots: 1_000,
      leverage: LEVERAGE,
      investors: INVESTORS,
      each: EACH,
      prefix: '6081',
    })
    const total = (INVESTORS * EACH).toLocaleString('en')
    const steady = await medianOfRuns(5, () => server.sweep())
    record(
      `matcher sweep, ${total} positions on margin, none moves, ${kind}`,
      `${steady.toFixed(0)} ms`,
    )
    server.prices.set('SAN', Number(price) * 0.97)
    let t0 = performance.now()
    const called = await server.sweep()
    let ms = performance.now() - t0
    record(
      `matcher sweep calling ${called.toLocaleString('en')} positions, ${kind}`,
      `${(ms / 1000).toFixed(1)} s = ${Math.round(called / (ms / 1000))} calls/s (a transaction and a message each)`,
    )
    server.prices.set('SAN', Number(price) * 0.95)
    t0 = performance.now()
    const closed = await server.sweep()
    ms = performance.now() - t0
    record(
      `matcher sweep closing out ${closed.toLocaleString('en')} positions, ${kind}`,
      `${(ms / 1000).toFixed(1)} s = ${Math.round(closed / (ms / 1000))} close-outs/s`,
    )
  } finally {
    await server.close()
  }
}

export async function positionRiskBench(record: Record) {
  await sweepsOn(record, null)
  if (await postgresReachable(BENCH_POSTGRES)) await sweepsOn(record, BENCH_POSTGRES)
  else record('matcher sweep, PostgreSQL', `not measured: no PostgreSQL at ${BENCH_POSTGRES}`)
}

// `npx tsx bench/positionRisk.ts`: this bench alone.
if (import.meta.url === `file://${process.argv[1]}`)
  await positionRiskBench((what, value) => console.log(`${what.padEnd(60)} ${value}`))
