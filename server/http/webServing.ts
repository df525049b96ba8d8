import { deflateSync, gzipSync } from 'node:zlib'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress'
import { etag } from 'hono/etag'
import { secureHeaders } from 'hono/secure-headers'

/**
 * How the server answers as a web server: security headers on every answer, compression, and
 * cache headers (docs/decisions/0015-web-serving-and-csp.md). `mountWebServing` goes before every
 * route so that it wraps all of them, 404s and errors included; `mountWebApps` serves the built
 * apps after the API.
 */
export interface WebServingOptions {
  /** Believe `X-Forwarded-Proto` from a reverse proxy in front (TRUST_PROXY). */
  trustProxy?: boolean
}

/** API answers smaller than this are sent as they are: gzip would save little of them. */
export const COMPRESS_THRESHOLD = 1024
/**
 * The built apps' files are compressed from this size: they are cached for a year, so their
 * compression is paid once, and the first visit's runtime chunk (about 800 bytes) goes smaller
 * (issue 17: the login page's first-visit JavaScript 108.3 → 108.0 KiB, 1.15× the framework floor).
 */
export const STATIC_COMPRESS_THRESHOLD = 512

/** Hashed file names (Vite's `name-<hash>.js`): a new build gets new names, so never revalidate. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** One year, and subdomains too (OWASP ASVS V14.4.5); sent only on requests that came over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * The three apps load only their own files: no inline script or style (the splash's style is a
 * file), no eval. React's `style={…}` props are set through the CSSOM, which CSP does not govern,
 * so no 'unsafe-inline' is needed anywhere. EventSource (the quote stream) and fetch are
 * same-origin; uploaded photos are previewed from blob: URLs.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

const securityHeaders = secureHeaders({
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  // Only over TLS: see hsts below.
  strictTransportSecurity: false,
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
})

/** Whether the browser reached us over TLS: directly, or through a proxy we were told to trust. */
function overTls(c: Context, trustProxy: boolean) {
  if (new URL(c.req.url).protocol === 'https:') return true
  if (!trustProxy) return false
  // The last entry is the one the proxy next to us wrote, as for X-Forwarded-For (mountRoutes).
  const forwarded = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase()
  return forwarded === 'https'
}

/** The encoding to answer in: gzip, else deflate, as the client accepts; null for neither. */
export function acceptedEncoding(c: Context): 'gzip' | 'deflate' | null {
  const accepted = (c.req.header('accept-encoding') ?? '').toLowerCase()
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  if (/\bdeflate\b/.test(accepted)) return 'deflate'
  return null
}

/**
 * Buffered text answers (JSON envelopes, text 404s) get their length and, over 1 KiB, are
 * compressed here with zlib in one call. hono/compress pipes every answer through a web
 * CompressionStream, which cost an eighth of a `market/list` request (issue 17); it still handles
 * what this leaves: streamed answers such as the built apps' files. It honours its threshold
 * only for answers with a Content-Length, which `c.json` does not set — hence the length here
 * too. The quote stream (Transfer-Encoding: chunked, text/event-stream) is left alone by both.
 */
const bufferedText: MiddlewareHandler = async (c, next) => {
  await next()
  const res = c.res
  const type = res.headers.get('content-type')
  if (
    c.req.method === 'HEAD' ||
    !res.body ||
    res.status === 204 ||
    res.status === 206 ||
    res.status === 304 ||
    res.headers.has('content-length') ||
    res.headers.has('transfer-encoding') ||
    res.headers.has('content-encoding') ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)
  ) {
    return
  }
  const body = Buffer.from(await res.arrayBuffer())
  const headers = new Headers(res.headers)
  const encoding = body.length >= COMPRESS_THRESHOLD ? acceptedEncoding(c) : null
  const sent = encoding === null ? body : encode(body, encoding)
  if (encoding !== null) {
    headers.set('content-encoding', encoding)
    headers.append('vary', 'Accept-Encoding')
  }
  headers.set('content-length', String(sent.length))
  // Replace, not merge: assigning over a response would wrap its body as a stream again.
  c.res = undefined
  c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers })
}

/** zlib at level 6, its default: a JSON page of quotes shrinks to about a fifth. */
export const encode = (body: Buffer, encoding: 'gzip' | 'deflate') =>
  encoding === 'gzip' ? gzipSync(body) : deflateSync(body)

/**
 * Security headers, HSTS over TLS, compression of API answers over 1 KiB and of the apps' files
 * over 512 bytes (gzip or deflate, as the client accepts; hono/compress never touches text/event-stream, and the quote stream tells
 * proxies not to buffer it), and `no-store` on API answers that set no cache policy of their own
 * (they are per-user and behind a session).
 */
export function mountWebServing(app: Hono, options: WebServingOptions = {}) {
  const trustProxy = options.trustProxy ?? false
  app.use(securityHeaders)
  app.use(async (c, next) => {
    await next()
    if (overTls(c, trustProxy)) c.res.headers.set('Strict-Transport-Security', HSTS)
    // The quote stream: tell a proxy in front (nginx) not to hold events back either.
    if (c.res.headers.get('content-type')?.startsWith('text/event-stream')) {
      c.res.headers.set('X-Accel-Buffering', 'no')
    }
  })
  // API answers are compressed by bufferedText, from their own threshold.
  const compressFiles = compress({ threshold: STATIC_COMPRESS_THRESHOLD })
  app.use((c, next) => (c.req.path.startsWith('/api/') ? next() : compressFiles(c, next)))
  app.use(bufferedText)
  app.use('/api/*', async (c, next) => {
    await next()
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store')
  })
}

/**
 * The built apps from `root`: hashed files under /assets/ are cached for a year; the HTML pages
 * (and the few unhashed files, such as the logo) are revalidated on every visit against an ETag,
 * so a new build shows at once. A file the build pre-compressed is sent in brotli or gzip.
 */
export function mountWebApps(app: Hono, root: string) {
  const revalidated = etag()
  app.use('/*', async (c, next) => {
    if (c.req.path.startsWith('/assets/')) {
      await next()
      if (c.res.status === 200) c.res.headers.set('Cache-Control', IMMUTABLE)
      return
    }
    await revalidated(c, next)
    if (c.res.status === 200 || c.res.status === 304) c.res.headers.set('Cache-Control', 'no-cache')
  })
  // The build wrote each text file beside itself in brotli and gzip (scripts/build/precompress.ts):
  // those bytes are sent as they are, as the client accepts, and the compression above skips them.
  app.use('/*', serveStatic({ root, precompressed: true }))
  app.get('/', serveStatic({ root, path: 'index.html', precompressed: true }))
}
