import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { createApp } from '../../../server/app.ts'
import { startRepeatingJob } from '../../../server/core/repeatingJob.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

const TOKEN = 'metrics-token-for-tests'

describe('GET /metrics (issue 24)', () => {
  let server: TestServer
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    server = await startTestServer()
    app = server.appWith({ metricsToken: TOKEN })
  })
  afterAll(async () => {
    await server.close()
  })

  const scrape = () => app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })

  it('does not exist without METRICS_TOKEN', async () => {
    expect((await server.app.request('/metrics')).status).toBe(404)
  })

  it('asks for the token', async () => {
    expect((await app.request('/metrics')).status).toBe(401)
    const wrong = await app.request('/metrics', { headers: { authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(401)
    // As many characters as the right header, more bytes: refused, not a server error.
    const accented = `Bearer ${'é'.repeat(TOKEN.length)}`
    const odd = await app.request('/metrics', { headers: { authorization: accented } })
    expect(odd.status).toBe(401)
  })

  it('counts requests by route pattern and status, with their latency', async () => {
    await app.request('/api/vue/common/config', { method: 'POST', body: '{}' })
    const answer = await scrape()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await answer.text()
    expect(text).toMatch(
      /tradeflow_http_requests_total\{method="POST",route="\/api\/vue\/common\/config",status="200"\} [1-9]/,
    )
    expect(text).toMatch(
      /tradeflow_http_request_duration_seconds_count\{method="POST",route="\/api\/vue\/common\/config"\} [1-9]/,
    )
    expect(text).toContain('tradeflow_quote_streams_open')
    expect(text).toContain('tradeflow_job_lease_held 1')
    // Node's own: memory and the event loop.
    expect(text).toContain('nodejs_eventloop_lag_seconds')
  })

  it('counts job runs by outcome', async () => {
    let fail = false
    const job = startRepeatingJob(
      'metrics test job',
      async () => {
        if (fail) throw new Error('a failing run, on purpose')
      },
      60_000,
    )
    job.wake()
    await new Promise((resolve) => setTimeout(resolve, 50))
    fail = true
    job.wake()
    await new Promise((resolve) => setTimeout(resolve, 50))
    job.stop()
    const text = await (await scrape()).text()
    expect(text).toContain('tradeflow_job_runs_total{job="metrics test job",outcome="ok"} 1')
    expect(text).toContain('tradeflow_job_runs_total{job="metrics test job",outcome="failed"} 1')
  })
})
