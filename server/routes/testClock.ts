import type { Hono } from 'hono'
import type { AdjustableClock } from '../clock.ts'
import { okBody, refusalBody } from '../http/envelope.ts'

/**
 * `POST /api/test/clock {"advanceMs": n}` moves the server's clock forward, and
 * `POST /api/test/matcher {"held": bool}` holds its matcher still: mounted only when the
 * server runs with TRADEFLOW_TEST_CLOCK=1 (the e2e server), so a browser test can pass a lock or
 * a window without waiting for it. Never mounted otherwise; the production server has no such path.
 */
export function mountTestClock(app: Hono, clock: AdjustableClock) {
  app.post('/api/test/clock', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { advanceMs?: unknown }
    const ms = Number(body.advanceMs)
    if (!Number.isInteger(ms) || ms < 0 || ms > 366 * 86_400_000)
      return c.json(refusalBody('common.invalid', { field: 'advanceMs' }))
    clock.advance(ms)
    return c.json(okBody({ now: clock.now().toISOString() }))
  })
  // `{"held": true}` stops the matcher filling orders until `{"held": false}` (issue 22: a UI
  // replay shows a pending limit order pending, then lets the next sweep fill it).
  app.post('/api/test/matcher', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { held?: unknown }
    if (typeof body.held !== 'boolean')
      return c.json(refusalBody('common.invalid', { field: 'held' }))
    clock.matcherHeld = body.held
    return c.json(okBody({ held: clock.matcherHeld }))
  })
}
