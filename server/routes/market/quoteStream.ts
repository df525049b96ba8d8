import type { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { QUOTE_HEARTBEAT_MS } from '../../../machines/marketView/machine.ts'
import type { Deps } from '../../core/deps.ts'
import { refusalBody } from '../../http/envelope.ts'
import { MAX_STREAM_CODES } from '../../market/tickHub.ts'

/**
 * `GET <prefix>/market/stream?codes=SAN,BBVA`: server-sent events, one `ticks` event per change
 * with the codes asked for. Quotes are public market data and EventSource cannot send headers,
 * so the stream asks for no session (docs/decisions/0007). The heartbeat tells the screen the
 * stream is alive and keeps proxies from closing it while a shut market sends no ticks.
 */
export function mountQuoteStream(app: Hono, prefix: string, deps: Deps) {
  app.get(`${prefix}/market/stream`, (c) => {
    const codes = [...new Set((c.req.query('codes') ?? '').split(',').filter(Boolean))]
    const known = codes.every((code) => deps.market.provider.instrument(code))
    if (codes.length === 0 || codes.length > MAX_STREAM_CODES || !known) {
      return c.json(refusalBody('common.invalid', { field: 'codes' }))
    }
    return streamSSE(c, async (stream) => {
      const unsubscribe = deps.market.ticks.subscribe(codes, (ticks) => {
        void stream.writeSSE({ event: 'ticks', data: JSON.stringify(ticks) })
      })
      stream.onAbort(unsubscribe)
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(QUOTE_HEARTBEAT_MS)
        if (!stream.aborted) await stream.writeSSE({ event: 'heartbeat', data: '' })
      }
      unsubscribe()
    })
  })
}
