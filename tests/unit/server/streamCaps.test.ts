import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app.ts'
import { manualClock } from '../../../server/clock.ts'
import { type OpenDatabase, openDatabase } from '../../../server/db/database.ts'
import { createLogger } from '../../../server/log.ts'
import { createMarketService, type MarketService } from '../../../server/market/marketService.ts'
import { SNAPSHOT_ENV } from '../../support/databaseSnapshot.ts'

/**
 * The quote stream asks for no session, so it is capped per client address and in all (issue:
 * 3,000 anonymous streams from one address were all accepted). Real sockets: a slot must come
 * back when the client goes away, which only a real connection can do.
 */
const CAPS = { perAddress: 2, total: 3 }
let database: OpenDatabase
let market: MarketService
let http1: ReturnType<typeof serve>
let port = 0
let uploadDir = ''
let code = ''

beforeAll(async () => {
  const snapshot = process.env[SNAPSHOT_ENV]
  database = await openDatabase(
    snapshot && existsSync(snapshot) ? { snapshot: new Blob([await readFile(snapshot)]) } : {},
  )
  const clock = manualClock()
  market = createMarketService(clock)
  code = market.provider.instruments()[0]?.code ?? ''
  uploadDir = await mkdtemp(join(tmpdir(), 'tradeflow-streams-'))
  const app = createApp({
    db: database.db,
    clock,
    market,
    uploadDir,
    // Each test client poses as its own address with X-Forwarded-For.
    trustProxy: true,
    streams: CAPS,
    logger: createLogger('silent'),
  })
  port = await new Promise<number>((resolve) => {
    http1 = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve(info.port),
    )
  })
}, 120_000)
afterAll(async () => {
  ;(http1 as http.Server).closeAllConnections?.()
  await new Promise((resolve) => http1.close(resolve))
  await database.close()
  await rm(uploadDir, { recursive: true, force: true })
})

interface Stream {
  status: number
  body: string
  close(): void
}

/** Opens a quote stream from `address`, on a connection of its own, and waits for its answer. */
function open(address: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/vue/market/stream?codes=${code}`,
        agent: false,
        headers: { 'x-forwarded-for': address },
      },
      (res) => {
        const stream = { status: res.statusCode ?? 0, body: '', close: () => req.destroy() }
        if (res.statusCode === 200) {
          res.resume() // an open stream: its events are not the point here
          return resolve(stream)
        }
        res.setEncoding('utf8')
        res.on('data', (text) => {
          stream.body += text
        })
        res.on('end', () => resolve(stream))
      },
    )
    req.on('error', (error) => {
      if (!req.destroyed) reject(error)
    })
  })
}

async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5_000) throw new Error('timed out')
    await sleep(20)
  }
}

describe('quote stream caps', () => {
  it('refuses a stream over the per-address or the total cap, and frees a slot on disconnect', async () => {
    const streams: Stream[] = []
    try {
      const a1 = await open('198.51.100.1')
      const a2 = await open('198.51.100.1')
      streams.push(a1, a2)
      expect([a1.status, a2.status]).toEqual([200, 200])

      const a3 = await open('198.51.100.1')
      expect(a3.status).toBe(429)
      expect(JSON.parse(a3.body)).toMatchObject({ status: 0, code: 'common.tooFrequent' })

      // Another address has slots of its own, up to the total.
      const b1 = await open('198.51.100.2')
      streams.push(b1)
      expect(b1.status).toBe(200)
      const b2 = await open('198.51.100.2')
      expect(b2.status).toBe(429) // total of 3 reached, though this address holds only one
      expect(market.ticks.listeners).toBe(3)

      // The client going away gives its slot (and its subscription) back.
      a1.close()
      await until(() => market.ticks.listeners === 2)
      const again = await open('198.51.100.1')
      streams.push(again)
      expect(again.status).toBe(200)
    } finally {
      for (const stream of streams) stream.close()
    }
    await until(() => market.ticks.listeners === 0)
    const fresh = await open('198.51.100.3')
    expect(fresh.status).toBe(200)
    fresh.close()
  })
})
