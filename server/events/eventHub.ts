import {
  isUserEventTopic,
  USER_EVENT_TOPICS,
  type UserEventTopic,
} from '../../machines/messages/userEvents.ts'
import type { Listen } from '../db/database.ts'
import { log } from '../log.ts'
import { USER_EVENTS_CHANNEL, type UserEventNote } from './userEvents.ts'

/**
 * The user events this process hears from PostgreSQL (every process's announcements, its own
 * included) handed to the streams of the users connected here (issue 24).
 */
export interface EventHub {
  /** Calls `send` with each topic announced for `userId` until the returned function is called. */
  subscribe(userId: number, send: (topic: UserEventTopic) => void): () => void
  /** Streams open in this process. */
  readonly open: number
  close(): Promise<void>
}

function parseNote(payload: string): UserEventNote | null {
  try {
    const note = JSON.parse(payload) as Partial<UserEventNote>
    const whose = typeof note.userId === 'number' || note.userId === null
    return whose && isUserEventTopic(note.topic)
      ? { userId: note.userId ?? null, topic: note.topic }
      : null
  } catch {
    return null
  }
}

export async function createEventHub(listen: Listen): Promise<EventHub> {
  const byUser = new Map<number, Set<(topic: UserEventTopic) => void>>()
  let open = 0
  const deliver = (userId: number | null, topic: UserEventTopic) => {
    const to = userId === null ? [...byUser.values()] : [byUser.get(userId) ?? []]
    for (const sends of to) for (const send of sends) send(topic)
  }
  const stop = await listen(
    USER_EVENTS_CHANNEL,
    (payload) => {
      const note = parseNote(payload)
      if (!note) return log.warn({ payload }, 'user events: a notification of no known shape')
      deliver(note.userId, note.topic)
    },
    // Hearing again after a lost connection: what was announced meanwhile is unknown, so every
    // open app here refreshes what it shows.
    () => {
      for (const topic of USER_EVENT_TOPICS) deliver(null, topic)
    },
  )
  return {
    subscribe(userId, send) {
      const mine = byUser.get(userId) ?? new Set()
      mine.add(send)
      byUser.set(userId, mine)
      open += 1
      let gone = false
      return () => {
        if (gone) return
        gone = true
        open -= 1
        mine.delete(send)
        if (mine.size === 0) byUser.delete(userId)
      }
    },
    get open() {
      return open
    },
    close: stop,
  }
}
