import { performance } from 'node:perf_hooks'
import { like } from 'drizzle-orm'
import { priceAlerts, users } from '../server/db/schema.ts'
import { lastPriceOf } from '../server/trading/prices.ts'
import { benchPositions } from './benchPositions.ts'
import { type BenchServer, benchServerOn } from './benchServer.ts'
import { BENCH_POSTGRES, postgresReachable } from './machinePorts.ts'
import { medianOfRuns } from './stats.ts'

type Record = (what: string, value: string) => void

const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const INVESTORS = 200
const EACH = 50

/**
 * 10,000 active alerts on Santander for the bench's investors (50 each, in bulk): half a rise to
 * twice `price`, half a fall to half of it. Returns how many.
 */
async function benchAlerts(server: BenchServer, price: string) {
  const investors = await server.db
    .select({ id: users.id })
    .from(users)
    .where(like(users.account, '6082%'))
  const now = server.clock.now()
  for (const { id } of investors)
    await server.db.insert(priceAlerts).values(
      Array.from({ length: EACH }, (_, k) => ({
        userId: id,
        code: 'SAN',
        name: 'Banco Santander',
        currency: 'EUR',
        kind: k % 2 === 0 ? ('above' as const) : ('below' as const),
        level: times(price, k % 2 === 0 ? 2 : 0.5),
        reference: price,
        createdAt: now,
      })),
    )
  return investors.length * EACH
}

/** `price` × `factor` at three decimals, as Santander is quoted. */
const times = (price: string, factor: number) => (Number(price) * factor).toFixed(3)

/**
 * Issue 25, decision 0049: the matcher's sweep with 10,000 open stops (200 investors × 50, made
 * in bulk): per investor 25 buy stop orders waiting 5 % above the price, and 25 positions bought
 * outright with a stop-loss — half 10 % below the price, half trailing it by 5 %. Measured: a
 * sweep at a steady price (every stop priced, none moves: the cost every second); a 3 % rise that
 * moves the 2,500 trailing stops (an update each); a 6 % rise that triggers the 5,000 stop orders
 * (a transaction each); a fall that closes the 5,000 positions at their stops; with 10,000 price
 * alerts besides, the steady sweep again, and a rise that fires half of them.
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
      lots: 100,
      investors: INVESTORS,
      each: EACH,
      prefix: '6082',
      order: (k) =>
        k < EACH / 2
          ? {
              state: 'waitingForStop',
              priceType: 'stop',
              stopPrice: times(price, 1.05),
              fillPrice: null,
              filledAt: null,
            }
          : k % 2 === 0
            ? { stopLoss: times(price, 0.9) }
            : { stopLoss: times(price, 0.95), trailPercent: '5' },
    })
    const total = (INVESTORS * EACH).toLocaleString('en')
    const stopsOnly = await medianOfRuns(5, () => server.sweep())
    record(`matcher sweep, ${total} open stops, none moves, ${kind}`, `${stopsOnly.toFixed(0)} ms`)
    // And 10,000 price alerts of the same investors, half a rise to twice the price, half a fall
    // to half of it: none fires until the last phase.
    const alerts = await benchAlerts(server, price)
    const steady = await medianOfRuns(5, () => server.sweep())
    record(
      `matcher sweep, ${total} open stops and ${alerts.toLocaleString('en')} alerts, none moves, ${kind}`,
      `${steady.toFixed(0)} ms`,
    )
    const timed = async (factor: number) => {
      server.prices.set('SAN', Number(times(price, factor)))
      const t0 = performance.now()
      const moved = await server.sweep()
      return { moved, ms: performance.now() - t0 }
    }
    const trail = await timed(1.03)
    record(
      `matcher sweep moving ${(INVESTORS * EACH) / 4} trailing stops, ${kind}`,
      `${trail.ms.toFixed(0)} ms (one statement per thousand)`,
    )
    const trigger = await timed(1.06)
    record(
      `matcher sweep triggering ${trigger.moved.toLocaleString('en')} stop orders, ${kind}`,
      `${(trigger.ms / 1000).toFixed(1)} s = ${Math.round(trigger.moved / (trigger.ms / 1000))} triggers/s`,
    )
    // The triggered orders fill (or, unpaid, are cancelled) at this sweep; the fall closes the
    // positions at their stops at the next.
    await timed(1.06)
    const stopOut = await timed(0.85)
    record(
      `matcher sweep closing ${stopOut.moved.toLocaleString('en')} positions at their stops, ${kind}`,
      `${(stopOut.ms / 1000).toFixed(1)} s = ${Math.round(stopOut.moved / (stopOut.ms / 1000))} closes/s (a transaction and a message each)`,
    )
    const fired = await timed(2.05)
    record(
      `matcher sweep firing ${(alerts / 2).toLocaleString('en')} price alerts, ${kind}`,
      `${(fired.ms / 1000).toFixed(1)} s = ${Math.round(alerts / 2 / (fired.ms / 1000))} alerts/s (a transaction and a message each)`,
    )
  } finally {
    await server.close()
  }
}

export async function stopsBench(record: Record) {
  await sweepsOn(record, null)
  if (await postgresReachable(BENCH_POSTGRES)) await sweepsOn(record, BENCH_POSTGRES)
  else
    record(
      'matcher sweep with stops, PostgreSQL',
      `not measured: no PostgreSQL at ${BENCH_POSTGRES}`,
    )
}

// `npx tsx bench/stops.ts`: this bench alone.
if (import.meta.url === `file://${process.argv[1]}`)
  await stopsBench((what, value) => console.log(`${what.padEnd(60)} ${value}`))
