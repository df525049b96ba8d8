import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import { sessions } from '../db/schema.ts'
import { SESSION_IDLE_MS } from './sessions.ts'

/** The conditions of a session that still works now: not ended, not idle, not expired. */
const liveAt = (userId: number, now: Date) =>
  and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
  )

/**
 * The devices an account is signed in on (issue 25), this one first, then the most recently
 * seen: what a person checks after a "login from a new device" message.
 */
export async function signedInDevices(
  db: Database,
  clock: Clock,
  caller: { user: { id: number }; sessionId: number },
) {
  const rows = await db
    .select()
    .from(sessions)
    .where(liveAt(caller.user.id, clock.now()))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
  return rows
    .map((s) => ({
      id: s.id,
      device: s.deviceLabel ?? '',
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === caller.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current))
}

/** Ends every other session of the account at once (issue 25): "sign out other devices". */
export async function signOutOthers(
  db: Database,
  clock: Clock,
  caller: { user: { id: number }; sessionId: number },
) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(sessions.userId, caller.user.id),
        isNull(sessions.revokedAt),
        ne(sessions.id, caller.sessionId),
      ),
    )
    .returning({ id: sessions.id })
  return { ended: ended.length }
}
