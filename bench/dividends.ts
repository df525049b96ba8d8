import { performance } from 'node:perf_hooks'
import { addDays } from '../machines/calendar/holidays.ts'
import { DIVIDEND_PAY_DELAY_DAYS } from '../machines/rules.ts'
import { runDividends } from '../server/trading/dividendJob.ts'
import { lastPriceOf } from '../server/trading/prices.ts'
import { benchPositions } from './benchPositions.ts'
import { benchServerOn } from './benchServer.ts'
import { ledgerRows } from './follow.ts'
import { BENCH_POSTGRES, postgresReachable } from './machinePorts.ts'

type Record = (what: string, value: string) => void

const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const INVESTORS = 200
const POSITIONS_EACH = 50
const LOTS = 100

/**
 * 10,000 open long positions of the Spanish share that goes ex-dividend first (200 investors, made
 * in bulk: each investor's margin moved in one ledger post), then the dividend job: the pass after
 * the ex-date that entitles them (one row each, in bulk), the pass on the pay date that pays them
 * (two ledger rows and a row update each, a transaction each), and a pass with nothing due.
 */
async function dividendRunOn(record: Record, url: string | null) {
  const kind = url ? 'PostgreSQL' : 'PGlite'
  const server = await benchServerOn(url, MONDAY_10)
  try {
    const at = MONDAY_10.getTime()
    const provider = server.market.provider
    const [payer] = provider
      .instruments()
      .filter((i) => i.market === 'Spain' && i.board === 'listed' && i.dividendYield > 0)
      .map((i) => ({ instrument: i, next: provider.dividendCalendar(i.code, at).next }))
      .filter((p) => p.next !== null)
      .sort((a, b) => (a.next!.day < b.next!.day ? -1 : 1))
    if (!payer) throw new Error('no Spanish share goes ex-dividend')
    const { instrument } = payer
    const price = lastPriceOf(provider, instrument, at)!
    await benchPositions(server, {
      instrument,
      price,
      lots: LOTS,
      investors: INVESTORS,
      each: POSITIONS_EACH,
      prefix: '6070',
    })
    const total = INVESTORS * POSITIONS_EACH
    const exDay = payer.next!.day
    server.clock.set(new Date(`${addDays(exDay, 1)}T12:00:00Z`))
    let t0 = performance.now()
    const entitled = await runDividends(server)
    const entitleMs = performance.now() - t0
    if (entitled.entitled !== total) throw new Error(`entitled ${entitled.entitled} of ${total}`)
    record(
      `dividend entitlement, ${total.toLocaleString('en')} positions, ${kind}`,
      `${(entitleMs / 1000).toFixed(2)} s = ${Math.round(total / (entitleMs / 1000))} positions/s`,
    )

    server.clock.set(new Date(`${addDays(exDay, DIVIDEND_PAY_DELAY_DAYS + 1)}T12:00:00Z`))
    const before = await ledgerRows(server.db)
    t0 = performance.now()
    const paid = await runDividends(server)
    const payMs = performance.now() - t0
    if (paid.paid !== total) throw new Error(`paid ${paid.paid} of ${total}`)
    const rows = (await ledgerRows(server.db)) - before
    record(
      `dividend payment, ${total.toLocaleString('en')} positions, ${kind}`,
      `${(payMs / 1000).toFixed(1)} s = ${Math.round(total / (payMs / 1000))} positions/s, ${rows.toLocaleString('en')} ledger rows = ${Math.round(rows / (payMs / 1000))} rows/s`,
    )
    t0 = performance.now()
    await runDividends(server)
    record(
      `dividend job with nothing due, ${kind}`,
      `${(performance.now() - t0).toFixed(0)} ms over ${total.toLocaleString('en')} paid positions`,
    )
  } finally {
    await server.close()
  }
}

export async function dividendBench(record: Record) {
  await dividendRunOn(record, null)
  if (await postgresReachable(BENCH_POSTGRES)) await dividendRunOn(record, BENCH_POSTGRES)
  else record('dividend run, PostgreSQL', `not measured: no PostgreSQL at ${BENCH_POSTGRES}`)
}
