import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import {
  isUserEventTopic,
  USER_EVENT,
  USER_EVENTS_HEARTBEAT_MS,
  USER_EVENTS_SILENT_MS,
} from '../../../machines/messages/userEvents.ts'
import { USER_EVENTS_RETRY_MS, userEventsMachine } from '../../../machines/userEvents/machine.ts'

// issue 24 (not in the spec), decision 0046: the user's event stream, `GET /api/vue/user/events`
describe('the user’s event stream (issue 24, decision 0046)', () => {
  it('names the topics this app knows, and nothing else', () => {
    for (const topic of ['messages', 'orders', 'alerts']) expect(isUserEventTopic(topic)).toBe(true)
    for (const other of ['message', 'trades', '', null, undefined, 1])
      expect(isUserEventTopic(other)).toBe(false)
  })

  it('its events have a name of their own, apart from the heartbeat', () => {
    // An SSE event with no name arrives as a plain "message" (WHATWG HTML, server-sent events);
    // the server's heartbeat is named "heartbeat" (server/http/eventStreams.ts).
    expect(USER_EVENT).not.toBe('')
    expect(USER_EVENT).not.toBe('message')
    expect(USER_EVENT).not.toBe('heartbeat')
  })

  it('a stream silent for 60 s is given up: two heartbeats missed and a margin (decision 0046)', () => {
    // decision 0046: "A stream the app stops hearing (no heartbeat for 60 s) is opened again"
    expect(USER_EVENTS_SILENT_MS).toBe(60_000)
    expect(USER_EVENTS_SILENT_MS).toBeGreaterThan(2 * USER_EVENTS_HEARTBEAT_MS)
  })
})

/*
 * The pause before a dropped stream is opened again: between half and one and a half times the
 * average, USER_EVENTS_RETRY_MS (5 s), so the apps a deployment dropped do not all come back in
 * the same second (the machine's comment). Math.random() is fixed to place it.
 */
describe('a dropped stream is opened again after a spread pause (issue 24)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  /** The stream dropped with Math.random() at `random`: where it is `ms` later. */
  function droppedFor(random: number, ms: number) {
    vi.spyOn(Math, 'random').mockReturnValue(random)
    const clock = new SimulatedClock()
    const actor = createActor(userEventsMachine, { clock }).start()
    actor.send({ type: 'events.lost' })
    clock.increment(ms)
    return actor.getSnapshot().value
  }

  it('at the shortest, half the average: 2.5 s (random 0)', () => {
    // 5000 × (0.5 + 0) = 2500 ms
    expect(USER_EVENTS_RETRY_MS).toBe(5_000)
    expect(droppedFor(0, 2_499)).toBe('waiting')
    expect(droppedFor(0, 2_500)).toBe('listening')
  })

  it('at the average: 5 s (random 0.5)', () => {
    // 5000 × (0.5 + 0.5) = 5000 ms
    expect(droppedFor(0.5, 4_999)).toBe('waiting')
    expect(droppedFor(0.5, 5_000)).toBe('listening')
  })

  it('near the longest, one and a half times: 7.4 s (random 0.98)', () => {
    // 5000 × (0.5 + 0.98) = 7400 ms
    expect(droppedFor(0.98, 7_399)).toBe('waiting')
    expect(droppedFor(0.98, 7_400)).toBe('listening')
  })
})
