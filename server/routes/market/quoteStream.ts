import type { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { QUOTE_HEARTBEAT_MS } from '../../../machines/marketView/machine.ts'
import type { Deps } from '../../core/deps.ts'
import { openStreams } from '../../core/metrics.ts'
import { refusalBody } from '../../http/envelope.ts'
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

/** Counts open streams per client address; a slot is given back when its stream ends. */
function streamSlots(caps: StreamCaps) {
  const open = new Map<string, number>()
  let total = 0
  return {
    /** A release function, or null when the address or the server is at its cap. */
    take(address: string): (() => void) | null {
      const mine = open.get(address) ?? 0
      if (mine >= caps.perAddress || total >= caps.total) return null
      open.set(address, mine + 1)
      total++
      openStreams.inc()
      let released = false
      return () => {
        if (released) return // abort and the end of the loop both release
        released = true
        total--
        openStreams.dec()
        const left = (open.get(address) ?? 1) - 1
        if (left > 0) open.set(address, left)
        else open.delete(address) // no entry left behind per address ever seen
      }
    },
  }
}

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
  const slots = streamSlots(caps)
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
      // The client going away aborts the stream: give the slot back and wake the heartbeat wait
      // at once. A wait left to run held each closed stream (~28 kB) for up to 15 s, so clients
      // that reconnect fast could pile up far more dead streams than the cap lets live ones.
      let wake = () => {}
      stream.onAbort(() => {
        unsubscribe()
        release()
        wake()
      })
      try {
        while (!stream.aborted && !stream.closed) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, QUOTE_HEARTBEAT_MS)
            wake = () => {
              clearTimeout(timer)
              resolve()
            }
          })
          if (!stream.aborted) await stream.writeSSE({ event: 'heartbeat', data: '' })
        }
      } finally {
        unsubscribe()
        release()
      }
    })
  })
}
