import { createHash, timingSafeEqual } from 'node:crypto'
import type { Hono, MiddlewareHandler } from 'hono'
import { httpDuration, httpRequests, metricsRegistry } from '../core/metrics.ts'

/** Counts every answer and its time by route pattern, 404s and errors included. */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const route = c.req.routePath
    httpRequests.inc({ method: c.req.method, route, status: String(c.res.status) })
    httpDuration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000)
  }
}

/** Compared as digests: equal lengths whatever the header holds, and in constant time. */
const digest = (text: string) => createHash('sha256').update(text).digest()
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b))

/**
 * `GET /metrics` for a Prometheus scraper that sends `Authorization: Bearer <METRICS_TOKEN>`.
 * Without METRICS_TOKEN there is no such route: route names and counts are no business of the
 * public, and the app's port is public.
 */
export function mountMetrics(app: Hono, token: string | undefined) {
  if (!token) return
  app.get('/metrics', async (c) => {
    if (!sameText(c.req.header('authorization') ?? '', `Bearer ${token}`)) {
      return c.text('unauthorized', 401)
    }
    return c.body(await metricsRegistry.metrics(), 200, {
      'content-type': metricsRegistry.contentType,
    })
  })
}
