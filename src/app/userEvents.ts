import { createActor } from 'xstate'
import { userEventsMachine } from '../../machines/userEvents/machine.ts'
import { type Credentials, userEventStream } from './userEventStream.ts'

/** Events within this long of each other make one refresh. */
const REFRESH_GATHER_MS = 300

/**
 * Listens for the user's events exactly while the session is signed in (issue 24): started on
 * sign-in, stopped on sign-out. Each event refreshes what the screen shows (`refresh`, the same
 * reload a change of market makes). Loaded a moment after the first screen: a first visit does
 * not wait for it.
 */
export function followUserEvents(
  session: {
    getSnapshot(): { hasTag(tag: string): boolean }
    subscribe(next: () => void): unknown
  },
  credentials: Credentials,
  refresh: () => void,
  /** A price alert fired (issue 25): shown as a notification where the device allows. */
  onAlert: () => void = () => {},
) {
  let listening: { stop(): void } | null = null
  // Several events at once (a broadcast, a burst of fills) make one refresh, not one each.
  let pending: ReturnType<typeof setTimeout> | undefined
  const refreshSoon = () => {
    clearTimeout(pending)
    pending = setTimeout(refresh, REFRESH_GATHER_MS)
  }
  const follow = () => {
    const signedIn = session.getSnapshot().hasTag('signedIn')
    if (signedIn && !listening)
      listening = createActor(
        userEventsMachine.provide({
          actors: { stream: userEventStream(credentials) },
          actions: {
            refresh: ({ event }) => {
              if (event.type === 'events.topic' && event.topic === 'alerts') onAlert()
              refreshSoon()
            },
          },
        }),
      ).start()
    if (!signedIn && listening) {
      listening.stop()
      listening = null
    }
  }
  session.subscribe(follow)
  follow()
}
