import { spawn } from 'node:child_process'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { serve } from '@hono/node-server'
import { pino } from 'pino'
import { createApp } from '../../server/app.ts'
import { SEED_INSTRUMENTS } from '../../server/market/instruments/index.ts'
import { startTestServer } from '../../tests/support/testServer.ts'
import { freePort } from '../machinePorts.ts'
import type { RatioRow } from '../ratioTable.ts'

const STREAMS = 1_000
const HOLD_MS = 10_000
const MB = 1024 * 1024

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/**
 * Memory after a full collection, in MB: the JavaScript heap and the buffers outside it, which
 * is what a leak grows; and resident memory, which the allocator gives back to the system only
 * lazily (a second round that reuses it shows it was not lost).
 */
async function settledMemory() {
  for (let i = 0; i < 3; i++) {
    gc()
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const m = process.memoryUsage()
  return { live: (m.heapUsed + m.external) / MB, rss: m.rss / MB }
}

/** CPU this process spends in `ms`, as a share of one core. */
async function cpuShare(ms: number) {
  const before = process.cpuUsage()
  await new Promise((resolve) => setTimeout(resolve, ms))
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000 / ms
}

/** One round: 1,000 streams held from a client process, then all closed at once. */
async function holdStreams(url: string) {
  const clients = spawn(process.execPath, [
    new URL('./streamClients.mjs', import.meta.url).pathname,
    url,
    String(STREAMS),
  ])
  let opened = 0
  clients.stdout.on('data', (d: Buffer) => {
    const line = d.toString().trim().split('\n').at(-1)
    if (line) opened = (JSON.parse(line) as { open: number }).open
  })
  await new Promise((resolve) => setTimeout(resolve, 3_000)) // all connected
  const busy = await cpuShare(HOLD_MS)
  const m = process.memoryUsage()
  const live = (m.heapUsed + m.external) / MB
  clients.stdin.write('close\n')
  await new Promise((resolve) => clients.once('exit', resolve))
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  return { opened, busy, live }
}

/**
 * 1,000 quote streams of 30 codes each, held by a client process for 10 s on a server whose
 * clock moves a second a second: the server's share of a core while it fans ticks out (against
 * the same server idle) and its memory before, while and after (issue 16: memory returns).
 */
export async function streamRows(): Promise<RatioRow[]> {
  const server = await startTestServer({ clockStart: new Date('2026-11-23T09:00:00Z') })
  const app = createApp({
    db: server.db,
    clock: server.clock,
    market: server.market,
    uploadDir: server.uploadDir,
    streams: { perAddress: STREAMS, total: STREAMS },
    logger: pino({ level: 'info' }, pino.destination('/dev/null')),
  })
  const port = await freePort()
  const http = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  const clock = setInterval(() => server.clock.advance(1_000), 1_000)
  try {
    const idle = await cpuShare(HOLD_MS / 2)
    const before = await settledMemory()
    const codes = SEED_INSTRUMENTS.slice(0, 30).map((i) => encodeURIComponent(i.code))
    const url = `http://127.0.0.1:${port}/api/vue/market/stream?codes=${codes.join(',')}`
    const first = await holdStreams(url)
    const afterFirst = await settledMemory()
    const second = await holdStreams(url)
    const after = await settledMemory()
    const mb = (n: number) => `${n.toFixed(0)} MB`
    return [
      {
        measure: `quote streams, ${first.opened.toLocaleString('en')} clients × 30 codes`,
        now: `${(first.busy * 100).toFixed(1)} % of a core`,
        baseline: `the same server idle: ${(idle * 100).toFixed(1)} %`,
        ratio: first.busy / Math.max(idle, 0.001),
        goal: '≤ 25 % of a core',
        met: first.busy <= 0.25 && first.opened === STREAMS,
      },
      {
        measure: `memory after ${STREAMS.toLocaleString('en')} streams leave, twice (heap + buffers)`,
        now: `${mb(afterFirst.live)} after the first round, ${mb(after.live)} after the second (${mb(first.live)} while open)`,
        baseline: `${mb(before.live)} before`,
        ratio: after.live / before.live,
        goal: '≤ 1.10× before',
        met: after.live / before.live <= 1.1,
        note: `resident ${mb(before.rss)} → ${mb(afterFirst.rss)} → ${mb(after.rss)}; ${second.opened} streams in round two`,
      },
    ]
  } finally {
    clearInterval(clock)
    await new Promise<void>((resolve) => http.close(() => resolve()))
    await server.close()
  }
}
