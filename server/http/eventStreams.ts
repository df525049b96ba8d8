import type { SSEStreamingApi } from 'hono/streaming'
import type { Gauge } from 'prom-client'

/** How many streams one key (a client address, a user) and the whole process may hold open. */
export interface StreamCaps {
  perKey: number
  total: number
}

/**
 * Counts open streams per key and in all; a slot is given back when its stream ends. `gauge`
 * follows the total (the metrics endpoint shows it).
 */
export function streamSlots(caps: StreamCaps, gauge: Gauge) {
  const open = new Map<string, number>()
  let total = 0
  return {
    /** A release function, or null when the key or the process is at its cap. */
    take(key: string): (() => void) | null {
      const mine = open.get(key) ?? 0
      if (mine >= caps.perKey || total >= caps.total) return null
      open.set(key, mine + 1)
      total++
      gauge.inc()
      let released = false
      return () => {
        if (released) return // abort and the end of the loop both release
        released = true
        total--
        gauge.dec()
        const left = (open.get(key) ?? 1) - 1
        if (left > 0) open.set(key, left)
        else open.delete(key) // no entry left behind per key ever seen
      }
    },
  }
}

/**
 * Keeps a server-sent-events stream open until the client goes, with a heartbeat every
 * `heartbeatMs` (it tells the app the stream lives, and keeps proxies from closing a quiet one);
 * then runs `end` once. The client going away wakes the heartbeat's wait at once: a wait left to
 * run held each closed stream (~28 kB) for up to 15 s, so clients that reconnect fast could pile
 * up far more dead streams than the cap lets live ones.
 */
export async function holdOpen(stream: SSEStreamingApi, heartbeatMs: number, end: () => void) {
  let wake = () => {}
  stream.onAbort(() => {
    end()
    wake()
  })
  try {
    while (!stream.aborted && !stream.closed) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, heartbeatMs)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      if (!stream.aborted) await stream.writeSSE({ event: 'heartbeat', data: '' })
    }
  } finally {
    end()
  }
}
