import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { precompress } from '../../../scripts/build/precompress.ts'
import { createApp } from '../../../server/app.ts'
import { HSTS, IMMUTABLE } from '../../../server/http/webServing.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/** A hashed script big enough to be worth compressing (~40 KB), as Vite names them. */
const SCRIPT = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(',\n')}]\n`
const INDEX =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>'

let server: TestServer
let root: string
/** The same server with the built apps of `root`, as main.ts makes it. */
let web: ReturnType<typeof createApp>
/** And behind a reverse proxy it trusts (TRUST_PROXY=1). */
let proxied: ReturnType<typeof createApp>

beforeAll(async () => {
  server = await startTestServer()
  root = await mkdtemp(join(tmpdir(), 'tradeflow-static-'))
  await mkdir(join(root, 'assets'))
  await writeFile(join(root, 'index.html'), INDEX)
  await writeFile(join(root, 'admin.html'), INDEX)
  await writeFile(join(root, 'assets', 'x-abc123.js'), SCRIPT)
  // A build's pre-compressed copies, in a folder of their own: the file above has none.
  await mkdir(join(root, 'built'))
  await writeFile(join(root, 'built', 'y-def456.js'), SCRIPT)
  precompress(join(root, 'built'))
  const options = {
    db: server.db,
    clock: server.clock,
    market: server.market,
    uploadDir: server.uploadDir,
    staticRoot: root,
  }
  web = createApp(options)
  proxied = createApp({ ...options, trustProxy: true })
}, 120_000)

afterAll(async () => {
  await server?.close()
  if (root) await rm(root, { recursive: true, force: true })
})

const configCall = (app: ReturnType<typeof createApp>, headers: Record<string, string> = {}) =>
  app.request('/api/vue/common/config', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ type: 'all' }),
  })

/** What every answer carries, whatever it is. */
function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? ''
  const directives = Object.fromEntries(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )
  expect(directives).toMatchObject({
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data: blob:",
    'connect-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'frame-ancestors': "'none'",
  })
  expect(csp).not.toContain('unsafe-inline')
  expect(csp).not.toContain('unsafe-eval')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('no-referrer')
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  // Plain HTTP here: HSTS only over TLS.
  expect(response.headers.get('strict-transport-security')).toBeNull()
}

describe('security headers', () => {
  it('are on an API answer, which is not stored by caches and, being small, not compressed', async () => {
    const response = await configCall(web, { 'accept-encoding': 'gzip, deflate, br' })
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-encoding')).toBeNull()
    const text = await response.text()
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
    expect(JSON.parse(text).status).toBe(1)
  })

  it('compress a large JSON answer in one go, with its length, as the client accepts', async () => {
    const who = await server.investor('600990001')
    const board = (encoding: string) =>
      web.request('/api/vue/market/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding, ...who },
        body: JSON.stringify({ type: 'Spain', board: 'listed', size: 50 }),
      })
    const gzipped = await board('gzip, deflate, br')
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding')
    const bytes = Buffer.from(await gzipped.arrayBuffer())
    expect(gzipped.headers.get('content-length')).toBe(String(bytes.length))
    const plain = gunzipSync(bytes)
    expect(JSON.parse(plain.toString()).data.list).toHaveLength(35)
    expect(bytes.length).toBeLessThan(plain.length / 3)
    const deflated = await board('deflate')
    expect(deflated.headers.get('content-encoding')).toBe('deflate')
    expect(
      JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString()).status,
    ).toBe(1)
    const identity = await board('identity')
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect((await identity.json()).data.list).toHaveLength(35)
  })

  it('share one board answer among callers within a tick, never with a caller it refuses', async () => {
    const first = await server.investor('600990002')
    const second = await server.investor('600990003')
    const board = (headers: Record<string, string>, body: object) =>
      web.request('/api/vue/market/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', ...headers },
        body: JSON.stringify(body),
      })
    // A body no earlier test sent this tick (the key is the body as sent).
    const page = { type: 'Spain', board: 'listed', page: 1, size: 50 }
    const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer())
    const rowOf = vi.spyOn(server.market.rows, 'rowOf')
    const a = await bytes(await board(first, page))
    const built = rowOf.mock.calls.length
    expect(built).toBe(35)
    // The second caller gets the same bytes, built by nobody.
    const b = await bytes(await board(second, page))
    expect(b.equals(a)).toBe(true)
    expect(rowOf.mock.calls.length).toBe(built)
    // Another page is another answer; a caller without a session gets none of them.
    const other = gunzipSync(await bytes(await board(first, { ...page, size: 10 })))
    expect(JSON.parse(other.toString()).data.list).toHaveLength(10)
    expect(rowOf.mock.calls.length).toBe(built + 10)
    const stranger = await board({ token: 'nope', account: first.account }, page)
    expect(stranger.status).toBe(401)
    // A bad body is refused, not shared.
    const bad = await board(first, { ...page, size: 'x' })
    expect((await bad.json()).code).toBe('common.invalid')
    // The next tick, the rows are read again.
    server.clock.advance(60_000)
    await server.relogin(first)
    const later = JSON.parse(gunzipSync(await bytes(await board(first, page))).toString())
    const before = JSON.parse(gunzipSync(a).toString())
    expect(later.data.list).not.toEqual(before.data.list)
    expect(rowOf.mock.calls.length).toBe(built + 10 + 35)
    rowOf.mockRestore()
  })

  it('are on the API 404, the web 404 and a static file', async () => {
    const api404 = await web.request('/api/vue/no/such', { method: 'POST' })
    expect(api404.status).toBe(404)
    expectSecurityHeaders(api404)
    expect(api404.headers.get('cache-control')).toBe('no-store')
    expect((await api404.json()).code).toBe('common.notFound')

    const web404 = await web.request('/no-such-page.html')
    expect(web404.status).toBe(404)
    expectSecurityHeaders(web404)

    const page = await web.request('/index.html')
    expect(page.status).toBe(200)
    expectSecurityHeaders(page)
  })

  it('are on the quote stream, which is neither compressed nor buffered', async () => {
    const response = await web.request('/api/vue/market/stream?codes=SAN', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    expectSecurityHeaders(response)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    // The first event arrives at once: a compressor would hold it back.
    const reader = response.body!.getReader()
    const { value } = await reader.read()
    await reader.cancel()
    expect(new TextDecoder().decode(value)).toContain('event: ticks')
  })

  it('include HSTS only over TLS, and a forwarded https only from a trusted proxy', async () => {
    const direct = await web.request('https://tradeflow.example/api/vue/no/such')
    expect(direct.headers.get('strict-transport-security')).toBe(HSTS)

    const forwarded = { 'x-forwarded-proto': 'https' }
    const untrusted = await web.request('/api/vue/no/such', { headers: forwarded })
    expect(untrusted.headers.get('strict-transport-security')).toBeNull()
    const trusted = await proxied.request('/api/vue/no/such', { headers: forwarded })
    expect(trusted.headers.get('strict-transport-security')).toBe(HSTS)
    for (const proto of ['http', 'https, http']) {
      const plain = await proxied.request('/api/vue/no/such', {
        headers: { 'x-forwarded-proto': proto },
      })
      expect(plain.headers.get('strict-transport-security')).toBeNull()
    }
  })
})

describe('compression', () => {
  it('gzips a large script when the client accepts it, and not when it does not', async () => {
    const gzipped = await web.request('/assets/x-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding')
    const bytes = Buffer.from(await gzipped.arrayBuffer())
    expect(bytes.length).toBeLessThan(SCRIPT.length / 4)
    expect(gunzipSync(bytes).toString()).toBe(SCRIPT)

    const without: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }]
    for (const headers of without) {
      const plain = await web.request('/assets/x-abc123.js', { headers })
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(await plain.text()).toBe(SCRIPT)
    }
  })

  it('sends what the build pre-compressed: brotli first, then gzip, else the file itself', async () => {
    // Written by the build beside the file (scripts/build/precompress.ts), not compressed per request.
    const brotli = await web.request('/built/y-def456.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(SCRIPT)
    const gzipped = await web.request('/built/y-def456.js', {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(SCRIPT)
    const plain = await web.request('/built/y-def456.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(SCRIPT)
  })

  it('gzips a large JSON answer when the client accepts it, and not when it does not', async () => {
    const gzipped = await web.request('/api/vue/openapi.json', {
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('cache-control')).toBe('no-store')
    const document = JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())
    expect(document.openapi).toBeDefined()

    const plain = await web.request('/api/vue/openapi.json')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.json()).toEqual(document)
  })
})

describe('cache headers', () => {
  it('cache hashed assets for a year, and never a missing one', async () => {
    const asset = await web.request('/assets/x-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(asset.headers.get('content-type')).toMatch(/javascript/)

    const missing = await web.request('/assets/x-gone99.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBeNull()
  })

  it('revalidate the HTML pages on every visit, answering 304 when they have not changed', async () => {
    for (const path of ['/', '/index.html', '/admin.html']) {
      const page = await web.request(path)
      expect(page.status).toBe(200)
      expect(page.headers.get('cache-control')).toBe('no-cache')
      expect(await page.text()).toBe(INDEX)
      const tag = page.headers.get('etag')
      expect(tag).toBeTruthy()

      const again = await web.request(path, { headers: { 'if-none-match': tag! } })
      expect(again.status).toBe(304)
      expect(again.headers.get('cache-control')).toBe('no-cache')
      expectSecurityHeaders(again)
    }
  })
})
