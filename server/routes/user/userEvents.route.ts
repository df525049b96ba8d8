import type { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { USER_EVENT, USER_EVENTS_HEARTBEAT_MS } from '../../../machines/messages/userEvents.ts'
import type { Deps } from '../../core/deps.ts'
import { openUserStreams } from '../../core/metrics.ts'
import type { EventHub } from '../../events/eventHub.ts'
import { refusalBody } from '../../http/envelope.ts'
import { holdOpen, streamSlots } from '../../http/eventStreams.ts'
import { identifyInvestor } from '../../http/mountRoutes.ts'

/** A user's apps open at once (phones, tabs), and this process's streams in all. */
const CAPS = { perKey: 10, total: 5_000 }

/**
 * `GET <prefix>/user/events`: the signed-in user's events as server-sent events (issue 24), one
 * `user` event per topic (`{"topic":"messages"}`), announced by whichever process made the change
 * and heard here through PostgreSQL's LISTEN. The session travels in the headers, as on every
 * call (the app reads the stream with fetch). No session: 401; over a cap: 429.
 */
export function mountUserEvents(app: Hono, prefix: string, deps: Deps, hub: EventHub) {
  const slots = streamSlots(CAPS, openUserStreams)
  app.get(`${prefix}/user/events`, async (c) => {
    const caller = await identifyInvestor(c, deps)
    if (caller === 'unauthorized') return c.json(refusalBody('auth.sessionExpired'), 401)
    c.set('userId', caller.user.id)
    const release = slots.take(String(caller.user.id))
    if (!release) {
      c.set('outcome', 'common.tooFrequent')
      return c.json(refusalBody('common.tooFrequent'), 429)
    }
    return streamSSE(c, async (stream) => {
      const unsubscribe = hub.subscribe(caller.user.id, (topic) => {
        void stream.writeSSE({ event: USER_EVENT, data: JSON.stringify({ topic }) })
      })
      await holdOpen(stream, USER_EVENTS_HEARTBEAT_MS, () => {
        unsubscribe()
        release()
      })
    })
  })
}
