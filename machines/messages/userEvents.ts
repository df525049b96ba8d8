/**
 * What the server tells a signed-in user's open app as it happens (issue 24), on
 * `GET /api/vue/user/events`: that a message arrived, or that one of their orders moved without
 * them (the matcher filled or settled it), or that a price alert fired (issue 25). The app then refreshes what it shows; the event itself
 * carries no data, so what the user sees always comes through the calls and their contracts.
 */
export const USER_EVENT_TOPICS = ['messages', 'orders', 'alerts'] as const
export type UserEventTopic = (typeof USER_EVENT_TOPICS)[number]

/** The server-sent event's name on the user's stream. */
export const USER_EVENT = 'user'

/** How often the server writes a heartbeat on a quiet stream. */
export const USER_EVENTS_HEARTBEAT_MS = 25_000
/** A stream silent this long (no heartbeat either) is dead, though its connection looks open. */
export const USER_EVENTS_SILENT_MS = 2 * USER_EVENTS_HEARTBEAT_MS + 10_000

/** Whether a received event's data names a topic this app knows. */
export const isUserEventTopic = (value: unknown): value is UserEventTopic =>
  USER_EVENT_TOPICS.includes(value as UserEventTopic)
