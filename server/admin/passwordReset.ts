import { and, eq, isNull } from 'drizzle-orm'
import { hashPassword } from '../auth/password.ts'
import { removeSecondFactor } from '../auth/twoFactor.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import { adminSessions, adminUsers, auditLog } from '../db/schema.ts'
import { moneyTransaction } from '../money/transaction.ts'

/** The console's rule for an operator password, as ADMIN_PASSWORD's (server/config.ts). */
export const ADMIN_PASSWORD_MIN = 8

/**
 * A lost console password, reset by whoever runs the server (`npm run admin:password`): the new
 * hash, every open console session of that operator ended, their second factor removed (issue 25:
 * an operator locked out has often lost the phone too; they set it up again at the next login),
 * and an audit row — in one transaction, so a reset is never done without its record. Answers
 * false for an unknown user.
 */
export async function resetAdminPassword(
  db: Database,
  clock: Clock,
  username: string,
  password: string,
): Promise<boolean> {
  if (password.length < ADMIN_PASSWORD_MIN)
    throw new Error(`the password needs at least ${ADMIN_PASSWORD_MIN} characters`)
  const passwordHash = await hashPassword(password)
  return moneyTransaction(db, async (tx) => {
    const [admin] = await tx
      .update(adminUsers)
      .set({ passwordHash })
      .where(eq(adminUsers.username, username))
      .returning({ id: adminUsers.id })
    if (!admin) return false
    await tx
      .update(adminSessions)
      .set({ revokedAt: clock.now() })
      .where(and(eq(adminSessions.adminId, admin.id), isNull(adminSessions.revokedAt)))
    const secondFactorRemoved = await removeSecondFactor(tx, { kind: 'admin', id: admin.id })
    await tx.insert(auditLog).values({
      adminId: admin.id,
      action: 'admin.passwordReset',
      target: `admin:${username}`,
      after: JSON.stringify({
        by: 'server command line',
        sessionsEnded: true,
        secondFactorRemoved,
      }),
      createdAt: clock.now(),
    })
    return true
  })
}
