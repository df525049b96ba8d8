import { parseArgs } from 'node:util'
import { fuzzApi, fuzzIdentities } from '../tests/support/apiFuzz.ts'
import { startTestServer } from '../tests/support/testServer.ts'

/**
 * `npm run fuzz -- --requests 100000 [--seed N]`: the long run of the API fuzzer (issue 16), on
 * PGlite, or on the PostgreSQL of DATABASE_URL (a scratch database, dropped after). Prints the
 * counts by HTTP status and refusal code, the rate, and every broken promise; exits 1 on any.
 */
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
  },
})
const requests = Number(values.requests)
const seed = Number(values.seed)
const many = { limit: 1e9, windowMs: 60_000 }
const server = await startTestServer({
  limits: { loginPerAccount: many, loginPerAddress: many, registerPerAddress: many },
})
console.log(`fuzzing ${requests} requests on ${server.kind}, seed ${seed}`)
const report = await fuzzApi(server, {
  requests,
  seed,
  ...fuzzIdentities(server),
  onProgress: (done) => {
    if (done % 10_000 === 0) console.log(`  ${done} requests`)
  },
})
await server.close()
const rate = Math.round(report.requests / (report.elapsedMs / 1000))
console.log(
  JSON.stringify(
    {
      database: server.kind,
      seed,
      requests: report.requests,
      perSecond: rate,
      succeeded: report.succeeded,
      byStatus: report.byStatus,
      fiveHundreds: Object.entries(report.byStatus)
        .filter(([status]) => Number(status) >= 500)
        .reduce((n, [, count]) => n + count, 0),
      slowestMs: Math.round(report.slowestMs),
      failures: report.failures.length,
      topRefusals: Object.entries(report.byCode)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12),
    },
    null,
    2,
  ),
)
for (const failure of report.failures) console.log(JSON.stringify(failure))
process.exit(report.failures.length > 0 ? 1 : 0)
