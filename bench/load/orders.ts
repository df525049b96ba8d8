import { type SQL, sql } from 'drizzle-orm'
import pg from 'pg'
import type { RatioRow } from '../ratioTable.ts'
import { appOverHttp } from './appOverHttp.ts'
import { type ClientSpec, drive, rateText } from './drive.ts'
import { trivialRoute } from './reads.ts'

const CLIENTS = 8
const DURATION_MS = 6_000

/** One order row as a raw insert writes it: the same table and columns the API fills. */
const RAW_INSERT = `INSERT INTO orders (order_no, user_id, market, board, currency, code, name,
  business_type, direction, price_type, lots, leverage, state, lock_rule, buy_fee_rate,
  sell_fee_rate, stamp_duty_rate, frozen_minor, created_at)
  VALUES ($1, $2, 'Spain', 'listed', 'EUR', 'SAN', 'Banco Santander', 'normal', 'long', 'market',
  1, 1, 'pending', 'T+1', '0.001', '0.001', '0.002', 1, now())`

/**
 * One investor of a load run placing market orders of SAN, each with a request key of its own;
 * to `url` when given (one of several processes), else to the run's.
 */
export function marketOrderClient(
  id: string,
  who: { token: string; account: string },
  url?: string,
): ClientSpec {
  return {
    id,
    url,
    headers: { 'content-type': 'application/json', token: who.token, account: who.account },
    body: JSON.stringify({
      code: 'SAN',
      direction: 'long',
      priceType: 'market',
      lots: 100,
      requestId: '{{n}}',
    }),
    expect: '"status":1',
  }
}

type Server = Awaited<ReturnType<typeof appOverHttp>>['server']

/** The rows of a raw query (drizzle types them per driver; both drivers answer `rows`). */
async function rowsOf<T>(server: Server, query: SQL): Promise<T[]> {
  return ((await server.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** `loops` concurrent loops calling `once` until the time is up; answers calls per second. */
async function rateOf(
  loops: number,
  ms: number,
  once: (loop: number, n: number) => Promise<unknown>,
) {
  let done = 0
  const until = performance.now() + ms
  const started = performance.now()
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let n = 0; performance.now() < until; n++) {
        await once(loop, n)
        done++
      }
    }),
  )
  return done / ((performance.now() - started) / 1000)
}

/**
 * Market orders per second through HTTP from 8 investors at once (session, contract, placement
 * gate, balance lock, order row filled, ledger rows — one transaction each), against single-row
 * inserts into the same table from 8 connections of the same database, in the same run.
 */
export async function orderRatio(databaseUrl: string | undefined): Promise<RatioRow> {
  const run = await appOverHttp({
    databaseUrl,
    clockStart: new Date('2026-11-23T08:30:00Z'), // Monday, 09:30 in Madrid: the market is open
    extraConfig: { 'trade.Spain.ordersPerMinute': '10000' },
  })
  const kind = run.server.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'
  try {
    const clients: ClientSpec[] = []
    for (let i = 0; i < CLIENTS; i++) {
      const who = await run.server.investor(`60070000${i}`)
      await run.server.fund(who.account, 'EUR', '100000000.00')
      clients.push(marketOrderClient(`c${i}`, who))
    }
    const api = await drive(run.url('trade/buy'), clients, { durationMs: DURATION_MS })
    const [first] = await rowsOf<{ id: number }>(run.server, sql`select min(id) as id from users`)
    const userId = first!.id
    const raw = await rawInserts(run.server, databaseUrl, Number(userId))
    const ratio = api.rate / raw
    // What no order call can beat: a route that does nothing, over the same HTTP, same clients.
    const floor = await trivialRoute(CLIENTS)
    return {
      measure: `market orders/s through HTTP, ${CLIENTS} clients, ${kind}`,
      now: rateText(api, 'orders'),
      baseline: `raw single-row insert, ${CLIENTS} connections: ${Math.round(raw).toLocaleString('en')}/s`,
      ratio,
      goal: '≥ 0.5×',
      met: ratio >= 0.5,
      note: api.failures
        ? api.firstFailures[0]
        : `a route that does nothing answers ${Math.round(floor.rate).toLocaleString('en')}/s here = ${(floor.rate / raw).toFixed(2)}× raw`,
    }
  } finally {
    await run.close()
  }
}

/** Raw inserts on the test server's own database: a pool of 8 on PostgreSQL, the engine on PGlite. */
async function rawInserts(server: Server, databaseUrl: string | undefined, userId: number) {
  if (server.kind === 'pglite') {
    return rateOf(CLIENTS, DURATION_MS, (loop, n) =>
      server.db.execute(
        sql.raw(RAW_INSERT.replace('$1', `'RAW${loop}-${n}'`).replace('$2', String(userId))),
      ),
    )
  }
  const [current] = await rowsOf<{ name: string }>(server, sql`select current_database() as name`)
  const target = new URL(databaseUrl!)
  target.pathname = `/${current!.name}`
  return rawInsertRate(target.toString(), userId)
}

/** Single-row inserts into `orders` on the PostgreSQL at `databaseUrl`, from a pool of 8. */
export async function rawInsertRate(databaseUrl: string, userId: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CLIENTS })
  try {
    return await rateOf(CLIENTS, DURATION_MS, (loop, n) =>
      pool.query(RAW_INSERT, [`RAW${loop}-${n}`, userId]),
    )
  } finally {
    await pool.end()
  }
}
