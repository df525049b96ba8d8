import type { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { QUOTE_HEARTBEAT_MS } from '../../../machines/marketView/machine.ts'
import type { Deps } from '../../core/deps.ts'
import { openStreams } from '../../core/metrics.ts'
import { refusalBody } from '../../http/envelope.ts'
import { holdOpen, streamSlots } from '../../http/eventStreams.ts'
import { clientAddress } from '../../http/mountRoutes.ts'
import { MAX_STREAM_CODES } from '../../market/tickHub.ts'

/**
 * How many quote streams may be open at once (STREAMS_PER_ADDRESS, STREAMS_TOTAL). The stream
 * asks for no session, so without a cap one address could hold thousands of sockets and their
 * subscriptions (3,000 were all accepted). Per address: a household or office behind one NAT
 * opens a stream per tab; total: what the process can carry.
 */
export interface StreamCaps {
  perAddress: number
  total: number
}
export const DEFAULT_STREAM_CAPS: StreamCaps = { perAddress: 20, total: 2000 }

/**
 * `GET <prefix>/market/stream?codes=SAN,BBVA`: server-sent events, one `ticks` event per change
 * with the codes asked for. Quotes are public market data and EventSource cannot send headers,
 * so the stream asks for no session (docs/decisions/0007). The heartbeat tells the screen the
 * stream is alive and keeps proxies from closing it while a shut market sends no ticks.
 * Over a cap: HTTP 429 with `common.tooFrequent`.
 */
export function mountQuoteStream(
  app: Hono,
  prefix: string,
  deps: Deps,
  caps: StreamCaps = DEFAULT_STREAM_CAPS,
) {
  const slots = streamSlots({ perKey: caps.perAddress, total: caps.total }, openStreams)
  app.get(`${prefix}/market/stream`, (c) => {
    const codes = [...new Set((c.req.query('codes') ?? '').split(',').filter(Boolean))]
    const known = codes.every((code) => deps.market.provider.instrument(code))
    if (codes.length === 0 || codes.length > MAX_STREAM_CODES || !known) {
      return c.json(refusalBody('common.invalid', { field: 'codes' }))
    }
    const release = slots.take(clientAddress(c, deps.trustProxy))
    if (!release) {
      c.set('outcome', 'common.tooFrequent')
      return c.json(refusalBody('common.tooFrequent'), 429)
    }
    return streamSSE(c, async (stream) => {
      const unsubscribe = deps.market.ticks.subscribe(codes, (ticks) => {
        void stream.writeSSE({ event: 'ticks', data: JSON.stringify(ticks) })
      })
      await holdOpen(stream, QUOTE_HEARTBEAT_MS, () => {
        unsubscribe()
        release()
      })
    })
  })
}
