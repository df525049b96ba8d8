import { existsSync, readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { pino } from 'pino'
import { createApp } from '../server/app.ts'
import { requestLog } from '../server/http/requestLog.ts'
import { mountWebServing } from '../server/http/webServing.ts'
import { startTestServer } from '../tests/support/testServer.ts'
import { freePort } from './machinePorts.ts'

type Record = (what: string, value: string) => void

const ROOT = 'dist'
const GZIP = 'gzip, deflate, br, zstd'
const CALLS = 2_000

/** One request over real HTTP; the bytes of the body as they came over the wire. */
function fetchRaw(
  agent: Agent,
  port: number,
  path: string,
  options: { method?: string; headers?: { [name: string]: string }; body?: string } = {},
) {
  return new Promise<{ status: number; wire: number; encoding?: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        let wire = 0
        res.on('data', (chunk: Buffer) => {
          wire += chunk.length
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            wire,
            encoding: res.headers['content-encoding'],
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!

const SITE_CONFIG = { status: 1, msg: '', data: [{ name: 'title', value: 'Tradeflow' }] }

/** p50 and p99 of `CALLS` sequential POSTs to `path` on one keep-alive connection. */
async function latency(agent: Agent, port: number, path: string) {
  const call = () =>
    fetchRaw(agent, port, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': GZIP },
      body: JSON.stringify({ type: 'all' }),
    })
  for (let i = 0; i < 200; i++) await call() // warm up: JIT, database cache
  const samples: number[] = []
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now()
    const answer = await call()
    samples.push(performance.now() - start)
    if (answer.status !== 200) throw new Error(`${path}: HTTP ${answer.status}`)
  }
  samples.sort((a, b) => a - b)
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) }
}

/**
 * What the request log, the security headers, compression and cache headers add to a call
 * (issue 16): the same small JSON answer from a bare Hono app and from one wrapped in that
 * middleware, over HTTP in the same run. The log goes to /dev/null, as cheap as a pipe that keeps up.
 */
async function middlewareCost(record: Record) {
  const answer = (app: Hono) => app.post('/api/vue/common/config', (c) => c.json(SITE_CONFIG))
  const bare = new Hono()
  answer(bare)
  const wrapped = new Hono()
  wrapped.use('*', requestLog(pino({ level: 'info' }, pino.destination('/dev/null'))))
  mountWebServing(wrapped)
  answer(wrapped)
  const results: { [name: string]: { p50: number; p99: number } } = {}
  // Twice each, interleaved, so a burst of load elsewhere does not favour one side.
  for (const round of [1, 2]) {
    for (const [name, app] of [
      ['bare', bare],
      ['wrapped', wrapped],
    ] as const) {
      const port = await freePort()
      const http = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      try {
        const r = await latency(agent, port, '/api/vue/common/config')
        const best = results[name]
        if (round === 1 || !best || r.p50 < best.p50) results[name] = r
      } finally {
        agent.destroy()
        await new Promise<void>((resolve) => http.close(() => resolve()))
      }
    }
  }
  const { bare: b, wrapped: w } = results as {
    bare: { p50: number; p99: number }
    wrapped: { p50: number; p99: number }
  }
  record(
    'middleware: same answer, bare Hono vs wrapped',
    `p50 ${b.p50.toFixed(3)} → ${w.p50.toFixed(3)} ms (+${(w.p50 - b.p50).toFixed(3)}), p99 ${b.p99.toFixed(3)} → ${w.p99.toFixed(3)} ms (n=${CALLS}, best of 2)`,
  )
}

/**
 * The web server as a browser meets it, over real HTTP on a local port: the bytes of a first
 * visit to the investor app's login screen (the HTML and every script, preload and stylesheet
 * it names) with and without compression, and the latency of the site-config call that every
 * app start makes (2,000 in a row on one keep-alive connection).
 */
export async function webServingBench(record: Record) {
  const server = await startTestServer()
  const port = await freePort()
  const app = createApp({
    db: server.db,
    clock: server.clock,
    market: server.market,
    uploadDir: server.uploadDir,
    staticRoot: existsSync(ROOT) ? ROOT : undefined,
    // Request lines are written as in production, to a sink instead of this table's terminal.
    logger: pino({ level: 'info' }, pino.destination('/dev/null')),
  })
  const http = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    if (existsSync(`${ROOT}/index.html`)) {
      const html = readFileSync(`${ROOT}/index.html`, 'utf8')
      const files = [
        '/',
        ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!),
      ]
      for (const [label, headers] of [
        ['identity', {}],
        ['gzip accepted', { 'accept-encoding': GZIP }],
      ] as const) {
        let wire = 0
        const encodings = new Set<string>()
        for (const file of files) {
          const answer = await fetchRaw(agent, port, file, { headers })
          if (answer.status !== 200) throw new Error(`${file}: HTTP ${answer.status}`)
          wire += answer.wire
          encodings.add(answer.encoding ?? 'none')
        }
        record(
          `first visit /#/login/login, ${label}`,
          `${(wire / 1024).toFixed(1)} KiB in ${files.length} files (${[...encodings].join(', ')})`,
        )
      }
    } else {
      record('first visit /#/login/login', `no ${ROOT}/ (run npm run build first)`)
    }

    const config = await latency(agent, port, '/api/vue/common/config')
    record(
      'common/config over HTTP, sequential',
      `p50 ${config.p50.toFixed(2)} ms, p99 ${config.p99.toFixed(2)} ms (n=${CALLS})`,
    )
    await middlewareCost(record)
  } finally {
    agent.destroy()
    await new Promise<void>((resolve) => http.close(() => resolve()))
    await server.close()
  }
}
