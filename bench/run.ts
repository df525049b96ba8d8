/**
 * `npm run bench`: measures what tests must not assert as timings — the cost of a password hash,
 * the latency of the public calls in process, path generation per machine, and the size of the
 * built app — and issue 17's side-by-side ratios (bench/ratios.ts). Prints a table and writes
 * reports/bench.json and reports/bench-ratios.md. Loops are bounded; nothing leaves
 * this machine.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { machineRegistry } from '../machines/index.ts'
import { userStockListCall } from '../machines/order/calls.ts'
import { configCall, loginCall, registerCall, userInfoCall } from '../machines/session/calls.ts'
import { hashPassword, verifyPassword } from '../server/auth/password.ts'
import { generatePaths } from '../tests/paths/graph.ts'
import { registration, startTestServer } from '../tests/support/testServer.ts'
import { dividendBench } from './dividends.ts'
import { flowsBench } from './flows.ts'
import { followBench } from './follow.ts'
import { hashingBench } from './hashing.ts'
import { ipoCreditBench } from './ipoCredit.ts'
import { lendingBench } from './lending.ts'
import { marketBench } from './market.ts'
import { moneyBench } from './money.ts'
import { plansBench } from './plans.ts'
import { positionRiskBench } from './positionRisk.ts'
import { ratios } from './ratios.ts'
import { stopsBench } from './stops.ts'
import { strategyBench } from './strategies.ts'
import { tradingBench } from './trading.ts'
import { webServingBench } from './webServing.ts'

type Row = { what: string; value: string }
const rows: Row[] = []
const record = (what: string, value: string) => {
  rows.push({ what, value })
  console.log(`${what.padEnd(48)} ${value}`)
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!
  return `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms (n=${samples.length})`
}

async function timeEach(n: number, fn: () => Promise<unknown>) {
  const samples: number[] = []
  for (let i = 0; i < n; i++) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
  }
  return samples
}

async function passwords() {
  const stored = await hashPassword('correct horse')
  record(
    'scrypt hash (N=2^17, r=8, p=1)',
    percentiles(await timeEach(8, () => hashPassword('correct horse'))),
  )
  record(
    'scrypt verify',
    percentiles(await timeEach(8, () => verifyPassword('correct horse', stored))),
  )
}

async function api() {
  const server = await startTestServer({
    productionHashing: true,
    limits: {
      loginPerAccount: { limit: 1e9, windowMs: 1 },
      loginPerAddress: { limit: 1e9, windowMs: 1 },
      registerPerAddress: { limit: 1e9, windowMs: 1 },
    },
  })
  try {
    const { token } = await server.sendOk(registerCall, registration('600000001'))
    const headers = { token, account: '600000001' }
    record(
      `common/config in process (${server.kind})`,
      percentiles(await timeEach(500, () => server.send(configCall, { type: 'all' }))),
    )
    record(
      `user/getUserinfo in process (${server.kind})`,
      percentiles(await timeEach(500, () => server.send(userInfoCall, {}, headers))),
    )
    record(
      `trade/userstocklist in process (${server.kind})`,
      percentiles(
        await timeEach(500, () =>
          server.send(userStockListCall, { type: 'Spain', page: 1, size: 300 }, headers),
        ),
      ),
    )
    record(
      'malformed register refused (no hash)',
      // A body cut short, on purpose: refused before any hash.
      percentiles(await timeEach(500, () => server.sendRaw(registerCall, '{"account":'))),
    )
    record(
      'user/login (one scrypt verify)',
      percentiles(
        await timeEach(8, () =>
          server.send(loginCall, { account: '600000001', password: 'correct horse' }),
        ),
      ),
    )
  } finally {
    await server.close()
  }
}

function paths() {
  for (const entry of machineRegistry) {
    const start = performance.now()
    const generated = generatePaths(entry)
    record(
      `paths generated: ${entry.id}`,
      `${generated.length} paths in ${(performance.now() - start).toFixed(1)} ms`,
    )
  }
}

function bundle() {
  const assets = 'dist/assets'
  if (!existsSync(assets)) {
    record('built app', 'no dist/ (run npm run build first)')
    return
  }
  const files = readdirSync(assets)
  const total = files.reduce((sum, f) => sum + statSync(join(assets, f)).size, 0)
  const gzipOf = (pattern: RegExp) =>
    files
      .filter((f) => pattern.test(f))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f))).length, 0)
  record('built app: all assets', `${(total / 1024).toFixed(1)} KiB in ${files.length} files`)
  record(
    'built app: index-*.js file gzip (first-visit JS: see the ratios)',
    `${(gzipOf(/^index-.*\.js$/) / 1024).toFixed(1)} KiB`,
  )
  record('back office: entry chunk gzip', `${(gzipOf(/^admin-.*\.js$/) / 1024).toFixed(1)} KiB`)
  // The explorer's catalogs are also named flows-*.js: its entry is the script flows.html loads.
  const explorerEntry = /src="\/assets\/(flows-[^"]+\.js)"/.exec(
    readFileSync('dist/flows.html', 'utf8'),
  )?.[1]
  const explorer = explorerEntry ? gzipSync(readFileSync(join(assets, explorerEntry))).length : 0
  record('flow explorer: entry chunk gzip', `${(explorer / 1024).toFixed(1)} KiB`)
  record(
    'flow explorer: ELK layout chunk gzip',
    `${(gzipOf(/^elk\.bundled-.*\.js$/) / 1024).toFixed(1)} KiB`,
  )
}

if (process.argv.includes('--hashing')) {
  // `npm run bench -- --hashing`: the hash queue's rows alone (issue 48).
  await hashingBench(record)
  process.exit(0)
}
if (process.argv.includes('--plans')) {
  // `npm run bench -- --plans`: a savings plans' run day alone (issue 52).
  await plansBench(record)
  process.exit(0)
}
if (process.argv.includes('--ratios')) {
  // `npm run bench -- --ratios`: the side-by-side table alone.
  console.log(await ratios())
  process.exit(0)
}
await passwords()
await hashingBench(record)
await api()
await marketBench(record)
await tradingBench(record)
await moneyBench(record)
await ipoCreditBench(record)
await followBench(record)
await dividendBench(record)
await plansBench(record)
await lendingBench(record)
await positionRiskBench(record)
await stopsBench(record)
await strategyBench(record)
await webServingBench(record)
paths()
await flowsBench(record, { pathsRun: process.argv.includes('--paths') })
bundle()
console.log(`\n${await ratios()}\n`)
mkdirSync('reports', { recursive: true })
writeFileSync(
  'reports/bench.json',
  JSON.stringify({ at: new Date().toISOString(), node: process.version, rows }, null, 2),
)
console.log('\nwritten: reports/bench.json')
