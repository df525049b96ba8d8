import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { RequestOf } from '../../machines/contract/call.ts'
import { buyCall } from '../../machines/order/calls.ts'
import { freePort } from '../machinePorts.ts'
import type { RatioRow } from '../ratioTable.ts'
import { appOverHttp } from './appOverHttp.ts'
import { type ClientSpec, drive, type LoadResult, rateText } from './drive.ts'

const CLIENTS = 32
const POSITIONS = 10
const OPTIONS = { durationMs: 5_000, warmupMs: 1_000 }

/**
 * The floor of any call over HTTP on this machine: a Hono route that answers a constant
 * envelope, served by the same adapter, driven by the same clients.
 */
export async function trivialRoute(clients = CLIENTS): Promise<LoadResult> {
  const app = new Hono()
  app.post('/ping', (c) => c.json({ status: 1, msg: '', data: null }))
  const port = await freePort()
  const http = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  try {
    const specs: ClientSpec[] = Array.from({ length: clients }, (_, i) => ({
      id: `t${i}`,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }))
    return await drive(`http://127.0.0.1:${port}/ping`, specs, OPTIONS)
  } finally {
    await new Promise<void>((resolve) => http.close(() => resolve()))
  }
}

/**
 * The two calls every list screen repeats — a market board and the user's open positions —
 * from 32 clients at once, against the trivial route measured in the same run.
 */
export async function readRatios(databaseUrl: string | undefined): Promise<RatioRow[]> {
  const run = await appOverHttp({
    databaseUrl,
    clockStart: new Date('2026-11-23T08:30:00Z'),
    extraConfig: { 'trade.Spain.ordersPerMinute': '10000' },
    // 32 investors register from this one address.
    limits: { registerPerAddress: { limit: 1_000, windowMs: 60_000 } },
  })
  const kind = run.server.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'
  try {
    const sessions: Record<string, string>[] = []
    for (let i = 0; i < CLIENTS; i++) {
      const who = await run.server.investor(`6007100${String(i).padStart(2, '0')}`)
      await run.server.fund(who.account, 'EUR', '1000000.00')
      for (let p = 0; p < POSITIONS; p++) {
        const order: RequestOf<typeof buyCall> = {
          code: 'SAN',
          direction: 'long',
          priceType: 'market',
          lots: 100,
        }
        const answer = await run.server.send(buyCall, order, who)
        if (answer.status !== 1) throw new Error(`position ${p}: ${answer.code}`)
      }
      sessions.push({ 'content-type': 'application/json', token: who.token, account: who.account })
    }
    const load = (body: object) =>
      sessions.map((headers, i) => ({
        id: `r${i}`,
        headers,
        body: JSON.stringify(body),
        expect: '"status":1',
      }))
    const board = await drive(
      run.url('market/list'),
      load({ type: 'Spain', board: 'listed', page: 1, size: 50 }),
      OPTIONS,
    )
    const positions = await drive(
      run.url('trade/userstocklist'),
      load({ type: 'Spain', page: 1 }),
      OPTIONS,
    )
    const floor = await trivialRoute()
    const row = (measure: string, result: LoadResult): RatioRow => {
      const ratio = result.rate / floor.rate
      return {
        measure: `${measure}, ${CLIENTS} clients, ${kind}`,
        now: rateText(result, 'req'),
        baseline: `trivial Hono route over HTTP: ${rateText(floor, 'req')}`,
        ratio,
        goal: '≥ 0.2×',
        met: ratio >= 0.2,
        note: result.failures ? result.firstFailures[0] : undefined,
      }
    }
    return [
      row('market/list (Spain listed, 50 rows)', board),
      row(`trade/userstocklist (${POSITIONS} positions)`, positions),
    ]
  } finally {
    await run.close()
  }
}
