import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fuzzApi, fuzzIdentities } from '../../support/apiFuzz.ts'
import { ROOMY_LIMITS } from '../../support/scenario.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * The fuzz suite in CI (issue 16): a fixed seed and a few thousand requests over every operation
 * of both OpenAPI documents. The long run is `npm run fuzz -- --requests 100000`.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    limits: ROOMY_LIMITS,
  })
})
afterAll(() => server.close())

describe('the API under fuzzing', () => {
  it('answers every fuzzed request with an envelope below 500, no stack, no SQL, within 10 s', async () => {
    const report = await fuzzApi(server, {
      requests: Number(process.env.FUZZ_REQUESTS ?? 3000),
      seed: Number(process.env.FUZZ_SEED ?? 20261123),
      ...fuzzIdentities(server),
    })
    expect(report.failures, JSON.stringify(report.failures.slice(0, 5), null, 2)).toEqual([])
    // The fuzz must reach past the validation and the sessions, not only bounce off them.
    expect(report.succeeded, JSON.stringify(report.byCode)).toBeGreaterThan(report.requests / 20)
  }, 600_000)
})
