import { serve } from '@hono/node-server'
import { pino } from 'pino'
import { createApp } from '../../server/app.ts'
import type { RateLimits } from '../../server/core/deps.ts'
import { startTestServer } from '../../tests/support/testServer.ts'
import { typedClient } from '../../tests/support/typedClient.ts'
import { freePort } from '../machinePorts.ts'

/**
 * The app as production runs it — over real HTTP, answer checks off, one JSON log line a request
 * (written to /dev/null: the cost of logging stays, the terminal stays readable) — on a database
 * of its own: PGlite in memory, or a scratch database on the PostgreSQL at `databaseUrl`.
 */
export async function appOverHttp(options: {
  databaseUrl?: string
  clockStart?: Date
  extraConfig?: Record<string, string>
  limits?: Partial<RateLimits>
  /** Hash passwords at the production cost, behind the production hash queue. */
  productionHashing?: boolean
}) {
  const saved = process.env.DATABASE_URL
  if (options.databaseUrl) process.env.DATABASE_URL = options.databaseUrl
  else delete process.env.DATABASE_URL
  const server = await startTestServer(options).finally(() => {
    if (saved === undefined) delete process.env.DATABASE_URL
    else process.env.DATABASE_URL = saved
  })
  const app = createApp({
    db: server.db,
    clock: server.clock,
    market: server.market,
    uploadDir: server.uploadDir,
    limits: options.limits,
    logger: pino({ level: 'info' }, pino.destination('/dev/null')),
  })
  const port = await freePort()
  const http = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  return {
    /** The test server on the same database (`server.send` calls its app in process). */
    server,
    /** The typed senders (typedClient.ts) to this app, over HTTP. */
    ...typedClient({ request: (path, init) => fetch(`http://127.0.0.1:${port}${path}`, init) }),
    /** An investor endpoint's address, for the load generator (drive.ts). */
    url: (path: string) => `http://127.0.0.1:${port}/api/vue/${path}`,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()))
      await server.close()
    },
  }
}
