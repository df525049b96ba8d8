import { type AddressInfo, createServer } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as zod from 'zod/mini'
import { defineCall } from '../../../machines/contract/call.ts'
import { REQUEST_TIMEOUT_MS } from '../../../machines/rules.ts'
import type { Refusal } from '../../../machines/session/events.ts'
import { ApiCallError, contractCaller, createApiClient } from '../../../src/lib/apiClient.ts'
import { connection } from '../../../src/lib/connection.ts'

/** A stand-in server that echoes headers and answers as told, to test the client on its own. */
const seen: Record<string, string | undefined>[] = []
const app = new Hono()
app.post('/api/vue/echo', (c) => {
  seen.push({ token: c.req.header('token'), account: c.req.header('account') })
  return c.json({ status: 1, msg: '', data: { ok: true } })
})
app.post('/api/vue/refuse', (c) =>
  c.json({
    status: 0,
    msg: 'The amount is below the minimum of 100.00.',
    code: 'funds.belowMin',
    params: { amount: '100.00' },
  }),
)
app.post('/api/vue/unknown', (c) => c.json({ status: 0, msg: 'Something new.', code: 'x.y' }))
app.post('/api/vue/expired', (c) => c.json({ status: 0, code: 'auth.sessionExpired' }, 401))
app.post('/api/vue/broken', (c) => c.text('oops', 502))
/** Fails with a gateway error on every other request: a lost answer a second try gets past. */
let flakyHits = 0
app.post('/api/vue/flaky', (c) => {
  flakyHits += 1
  return flakyHits % 2 === 1 ? c.text('bad gateway', 503) : c.json({ status: 1, data: flakyHits })
})
/** Answers only when the test lets it (spec §7: the client gives up after 10 s). */
let answerSlow = () => {}
app.post('/api/vue/slow', async (c) => {
  await new Promise<void>((resolve) => {
    answerSlow = resolve
  })
  return c.json({ status: 1, data: 'late' })
})

let server: ReturnType<typeof serve>
let baseURL = ''
beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
  server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  baseURL = `http://127.0.0.1:${port}/api/vue/`
})
afterAll(() => server.close())

function client(credentials = { token: null as string | null, account: null as string | null }) {
  const onRefusal = vi.fn<(r: Refusal) => void>()
  const onUnauthorized = vi.fn()
  const post = createApiClient({
    baseURL,
    credentials: () => credentials,
    onRefusal,
    onUnauthorized,
  })
  return { post, onRefusal, onUnauthorized, credentials }
}

describe('API client (spec §7, §8)', () => {
  it('reads token and account on every request, not once at start', async () => {
    const c = client()
    await c.post('echo')
    c.credentials.token = 'T1'
    c.credentials.account = '600100200'
    await c.post('echo')
    expect(seen.slice(-2)).toEqual([
      { token: undefined, account: undefined },
      { token: 'T1', account: '600100200' },
    ])
  })

  it('shows a refusal (status ≠ 1) and rejects with it', async () => {
    const c = client()
    const error = await c.post('refuse').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiCallError)
    expect(c.onRefusal).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'funds.belowMin',
        msg: expect.stringContaining('100.00'),
        announced: true,
      }),
    )
  })

  it('holds a refusal to the catalogue: a code it does not know is "system busy"', async () => {
    const c = client()
    await expect(c.post('unknown')).rejects.toBeInstanceOf(ApiCallError)
    expect(c.onRefusal).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'common.busy', msg: 'Something new.' }),
    )
  })

  it('hands a 401 to the session path without a toast of its own', async () => {
    const c = client()
    await expect(c.post('expired')).rejects.toBeInstanceOf(ApiCallError)
    expect(c.onUnauthorized).toHaveBeenCalledOnce()
    expect(c.onRefusal).not.toHaveBeenCalled()
  })

  it('turns an HTTP failure into "system busy", and no answer at all into "no answer"', async () => {
    const c = client()
    await expect(c.post('broken')).rejects.toBeInstanceOf(ApiCallError)
    expect(c.onRefusal).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'common.busy' }))
    expect(connection.connected()).toBe(true)
    const offline = createApiClient({
      baseURL: 'http://127.0.0.1:1/api/vue/',
      credentials: () => ({ token: null, account: null }),
      onRefusal: c.onRefusal,
      onUnauthorized: c.onUnauthorized,
    })
    await expect(offline('echo')).rejects.toBeInstanceOf(ApiCallError)
    expect(c.onRefusal).toHaveBeenLastCalledWith(
      expect.objectContaining({ code: 'common.noAnswer' }),
    )
    // The offline notice shows until a call gets an answer again.
    expect(connection.connected()).toBe(false)
    await expect(c.post('broken')).rejects.toBeInstanceOf(ApiCallError)
    expect(connection.connected()).toBe(true)
  })
})

describe('retries (issue 51: only a call idempotent by its requestId)', () => {
  const flaky = (oncePerRequest: boolean) =>
    defineCall({
      path: 'flaky',
      summary: 'a call whose first answer is lost',
      request: zod.object({ requestId: zod.optional(zod.string()) }),
      answer: zod.number(),
      auth: false,
      ...(oncePerRequest ? { oncePerRequest: true as const } : {}),
    })

  it('sends a call done once per key again after a lost answer, and gets the answer', async () => {
    flakyHits = 0
    const call = contractCaller(client().post)
    await expect(call(flaky(true), { requestId: 'intent-1' })).resolves.toBe(2)
    expect(flakyHits).toBe(2)
  })

  it('does not send again a call without its key, or one the server does not do once per key', async () => {
    const c = client()
    const call = contractCaller(c.post)
    flakyHits = 0
    await expect(call(flaky(true), {})).rejects.toBeInstanceOf(ApiCallError)
    expect(flakyHits).toBe(1)
    flakyHits = 0
    await expect(call(flaky(false), { requestId: 'intent-2' })).rejects.toBeInstanceOf(ApiCallError)
    expect(flakyHits).toBe(1)
    expect(c.onRefusal).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'common.busy' }))
  })

  it('does not send a refusal or an expired session again', async () => {
    const c = client()
    await expect(c.post('refuse', {}, { idempotent: true })).rejects.toBeInstanceOf(ApiCallError)
    await expect(c.post('expired', {}, { idempotent: true })).rejects.toBeInstanceOf(ApiCallError)
    expect(c.onUnauthorized).toHaveBeenCalledOnce()
  })
})

describe('time-out (spec §7: 10 s)', () => {
  afterEach(() => {
    vi.useRealTimers()
    answerSlow()
  })

  it('gives up on a call with no answer after 10 s, as "no answer"', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const c = client()
    const outcome = c.post('slow').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(c.onRefusal).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBeInstanceOf(ApiCallError)
    expect(c.onRefusal).toHaveBeenCalledWith(expect.objectContaining({ code: 'common.noAnswer' }))
  })
})
