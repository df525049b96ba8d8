import { users } from '../../server/db/schema.ts'
import { startServerProcesses } from '../../tests/support/serverProcesses.ts'
import type { RatioRow } from '../ratioTable.ts'
import { type ClientSpec, drive, rateText } from './drive.ts'
import { marketOrderClient, rawInsertRate } from './orders.ts'

const CLIENTS = 8
const DURATION_MS = 6_000
/** Monday 09:30 in Madrid: the market is open. */
const OPEN = new Date('2026-11-23T08:30:00Z')

/** Market orders per second from 8 investors spread over `count` server processes on one database. */
async function ordersWith(databaseUrl: string, count: number): Promise<RatioRow> {
  const procs = await startServerProcesses(count, {
    databaseUrl,
    clockStart: OPEN,
    env: {
      SEED_CONFIG: JSON.stringify({ 'trade.Spain.ordersPerMinute': '10000' }),
      LOG_LEVEL: 'error',
    },
  })
  try {
    const clients: ClientSpec[] = []
    for (let i = 0; i < CLIENTS; i++) {
      const who = await procs.investor(`6024800${i}`)
      await procs.fund(who.account, 'EUR', 100_000_000_00n)
      // Each client stays on one process, as a balancer's kept-alive connection does.
      clients.push(marketOrderClient(`p${i}`, who, `${procs.origin(i % count)}/api/vue/trade/buy`))
    }
    const api = await drive(clients[0]!.url!, clients, { durationMs: DURATION_MS })
    const [first] = await procs.db.select({ id: users.id }).from(users).orderBy(users.id).limit(1)
    const raw = await rawInsertRate(procs.databaseUrl, first!.id)
    const ratio = api.rate / raw
    return {
      measure: `market orders/s, ${CLIENTS} clients over ${count} server process${count > 1 ? 'es' : ''}, PostgreSQL`,
      now: rateText(api, 'orders'),
      baseline: `raw single-row insert, ${CLIENTS} connections: ${Math.round(raw).toLocaleString('en')}/s`,
      ratio,
      goal: 'reported (issue 24)',
      met: null,
      note: api.failures
        ? api.firstFailures[0]
        : 'every process, the database and the load share the same 2 cores',
    }
  } finally {
    await procs.stop()
  }
}

/** Issue 24's comparison: orders/s with one, two and three processes on the same database. */
export async function processRows(databaseUrl: string): Promise<RatioRow[]> {
  const rows: RatioRow[] = []
  for (const count of [1, 2, 3]) rows.push(await ordersWith(databaseUrl, count))
  return rows
}
