import { assign, fromCallback } from 'xstate'
import type { UserEventTopic } from '../messages/userEvents.ts'
import { setup } from '../setup.ts'

export type UserEventsEvent =
  | { type: 'events.open' }
  | { type: 'events.topic'; topic: UserEventTopic }
  | { type: 'events.lost' }
  | { type: 'events.refused' }

/** How long after a dropped stream the app opens it again, on average. */
export const USER_EVENTS_RETRY_MS = 5_000

/**
 * The pause before opening again, spread between half and one and a half times the average: after
 * a deployment every open app reconnects, and not all in the same second.
 */
const retryPause = () => USER_EVENTS_RETRY_MS * (0.5 + Math.random())

// not in the spec (issue 24): events sent while the stream was down are lost, so the screen
// refreshes once the stream is back
export const missedWhileAway = (context: { interrupted: boolean }) => context.interrupted

/**
 * A signed-in app listens for its user's events (issue 24): a message arrived, an order moved
 * without them. Each makes what is on screen refresh. A stream that drops is opened again after a
 * pause, and what was missed meanwhile is refreshed once it is back; a stream the server refuses
 * (the session ended) stops. Not in the spec; issue 24 asks that such events reach the open app
 * from whichever server process made them.
 */
export const userEventsMachine = setup({
  types: {
    context: {} as { interrupted: boolean },
    events: {} as UserEventsEvent,
  },
  actors: {
    /** Supplied by the app: the user's event stream, reporting open, topics, drops, refusal. */
    stream: fromCallback<UserEventsEvent>(() => () => {}),
  },
  actions: {
    /** Refreshes what the screen shows (a topic's data, or everything after an interruption). */
    refresh: () => {},
    markInterrupted: assign({ interrupted: true }),
    clearInterrupted: assign({ interrupted: false }),
  },
  guards: {
    // The rule is missedWhileAway above (its comment cites the source).
    missedWhileAway: ({ context }) => missedWhileAway(context),
  },
  delays: { retry: retryPause },
}).createMachine({
  id: 'userEvents',
  description:
    'A signed-in app hears of new messages and of orders that moved without the user, and refreshes what it shows.',
  // Not interrupted at first: a refresh on the first opening would reload every screen's data
  // (and restart its quote streams) on every start, for what the 3 s before it might have missed.
  context: { interrupted: false },
  initial: 'listening',
  states: {
    listening: {
      description: 'The stream is open or opening; each event refreshes the screen.',
      tags: ['listening'],
      invoke: { src: 'stream' },
      on: {
        'events.open': {
          guard: 'missedWhileAway',
          actions: ['refresh', 'clearInterrupted'],
        },
        'events.topic': { actions: 'refresh' },
        'events.lost': { target: 'waiting', actions: 'markInterrupted' },
        'events.refused': 'stopped',
      },
    },
    waiting: {
      description: 'The stream dropped: it opens again after a pause.',
      after: { retry: 'listening' },
    },
    stopped: {
      description: 'The server refused the stream (the session ended): nothing more to hear.',
      type: 'final',
    },
  },
})
