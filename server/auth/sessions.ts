import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import { sessions, users } from '../db/schema.ts'
import type { Tx } from '../money/transaction.ts'
import { cachedSession } from './sessionCache.ts'

/**
 * Session lifetimes. Not spec numbers: a session ends after a day without use or a week after
 * login, whichever comes first (docs/decisions/0003-sessions.md).
 */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000
/**
 * A session's last-seen time is written at most this often: against an idle limit of a day a
 * minute is exact enough, and most calls then cost no write (issue 17: a write per call).
 */
export const SESSION_TOUCH_MS = 60 * 1000

/** 256 random bits; only the SHA-256 of the token is stored, so a database leak yields no session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createSession(
  db: Database | Tx,
  userId: number,
  clock: Clock,
  device: { key: string; label: string } | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = clock.now()
  await db.insert(sessions).values({
    device: device?.key ?? null,
    deviceLabel: device?.label ?? null,
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  })
  return token
}

export type SessionUser = typeof users.$inferSelect

/** The session and its user by token hash, prepared: the query of every authenticated call. */
const prepareSessionQuery = (db: Database) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_by_token')

const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>()

/** The prepared session query of this database, built once (issue 17: building it each time
 * cost a third of resolving a session). */
function sessionByToken(db: Database) {
  let query = sessionQueries.get(db)
  if (!query) {
    query = prepareSessionQuery(db)
    sessionQueries.set(db, query)
  }
  return query
}

/**
 * The user behind a token sent with its account, or null when the token is unknown, revoked,
 * idle too long, past its absolute expiry, or sent with another account. A live session is
 * touched, at most once a minute.
 */
export async function resolveSession(
  db: Database,
  token: string,
  account: string,
  clock: Clock,
): Promise<{ sessionId: number; user: SessionUser } | null> {
  const tokenHash = hashToken(token)
  const row = await cachedSession(tokenHash, async () => {
    const [found] = await sessionByToken(db).execute({ tokenHash })
    return found ?? null
  })
  if (!row) return null
  const now = clock.now()
  const idle = now.getTime() - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS
  const expired = now.getTime() >= row.session.expiresAt.getTime()
  if (idle || expired || row.user.account !== account) return null
  if (now.getTime() - row.session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    // The cached copy is touched too, so the calls that share it do not write again.
    row.session.lastSeenAt = now
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id))
  }
  return { sessionId: row.session.id, user: { ...row.user } }
}

export async function revokeSession(db: Database, sessionId: number, clock: Clock): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, sessionId))
}

/** Ends every session of a user, e.g. when the operator disables the account. */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  clock: Clock,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}
