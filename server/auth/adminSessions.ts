import { randomBytes } from 'node:crypto'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import { adminSessions, adminUsers, twoFactors } from '../db/schema.ts'
import { hashToken } from './sessions.ts'

/**
 * Back-office sessions, in a table of their own so that an investor token can never be an admin
 * token or the reverse (API.md). Shorter than an investor's: an operator's session ends after
 * 8 hours, a working day (not a spec number; docs/decisions/0009-back-office.md).
 */
export const ADMIN_SESSION_MS = 8 * 60 * 60 * 1000

/**
 * A new console session; `secondFactor`: it passed the operator's second factor at login (one
 * without may only set it up: decision 0052).
 */
export async function createAdminSession(
  db: Database,
  adminId: number,
  clock: Clock,
  { secondFactor }: { secondFactor: boolean },
) {
  const token = randomBytes(32).toString('base64url')
  const now = clock.now()
  await db.insert(adminSessions).values({
    adminId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ADMIN_SESSION_MS),
    secondFactorAt: secondFactor ? now : null,
  })
  return token
}

/**
 * The operator behind a token, and whether the session passed their second factor (one query per
 * call). A session without it is void once the operator's second factor is on: it was opened
 * with the password alone, before the set-up, elsewhere or racing it.
 */
export async function resolveAdminSession(db: Database, token: string, clock: Clock) {
  const [row] = await db
    .select({ session: adminSessions, admin: adminUsers, secondFactor: twoFactors.id })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .leftJoin(
      twoFactors,
      and(
        eq(twoFactors.ownerKind, 'admin'),
        eq(twoFactors.ownerId, adminUsers.id),
        isNotNull(twoFactors.enabledAt),
      ),
    )
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), isNull(adminSessions.revokedAt)))
    .limit(1)
  if (!row || clock.now().getTime() >= row.session.expiresAt.getTime()) return null
  const secondFactorPassed = row.session.secondFactorAt !== null
  if (row.secondFactor !== null && !secondFactorPassed) return null
  return {
    sessionId: row.session.id,
    admin: { id: row.admin.id, username: row.admin.username },
    secondFactorPassed,
  }
}

export async function revokeAdminSession(db: Database, sessionId: number, clock: Clock) {
  await db
    .update(adminSessions)
    .set({ revokedAt: clock.now() })
    .where(eq(adminSessions.id, sessionId))
}
