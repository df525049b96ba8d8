import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../log.ts'

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id: in the log line and in the `X-Request-Id` answer header. */
    requestId: string
    /** Who called, once the session is known (an investor's or an operator's id). */
    userId: number
    /** The answer's code: `ok`, or the refusal's catalogue code. */
    outcome: string
  }
}

/**
 * An id a proxy or a caller already gave the request (`X-Request-Id`), kept so one id follows it
 * through every log (issue 51): 8 to 128 letters, digits and `. _ : -`, which covers UUIDs and
 * the proxies' hex ids and lets nothing into a log line that could pose as another field.
 */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** The request's id: the one it came with when well formed, else a new one. */
export function requestIdOf(given: string | undefined): string {
  return given !== undefined && GIVEN_REQUEST_ID.test(given) ? given : randomUUID()
}

/**
 * One JSON line per request (issue 16): its id (also sent back as `X-Request-Id`, so a user or a
 * support ticket can quote it), the route, the caller, the outcome code and the duration. A
 * refusal's code is in the line, so "why was I refused" can be followed from the id alone.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    const requestId = requestIdOf(c.req.header('x-request-id'))
    c.set('requestId', requestId)
    await next()
    c.res.headers.set('x-request-id', requestId)
    const status = c.res.status
    logger[status >= 500 ? 'error' : 'info']({
      requestId,
      method: c.req.method,
      path: c.req.path,
      route: c.req.routePath,
      status,
      userId: c.get('userId'),
      outcome: c.get('outcome'),
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  }
}
