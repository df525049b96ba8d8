import { eq } from 'drizzle-orm'
import { createAdminSession } from '../auth/adminSessions.ts'
import { verifyPassword } from '../auth/password.ts'
import type { Caller, Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { throttle } from '../core/throttle.ts'
import { adminUsers } from '../db/schema.ts'

/**
 * An operator's login (API.md): throttled per address and per username, one refusal for an
 * unknown name or a wrong password, so neither tells which was wrong.
 */
export async function adminLogin(
  deps: Deps,
  caller: Caller,
  body: { username: string; password: string },
) {
  throttle(deps, `admin:address:${caller.address}`, deps.limits.loginPerAddress)
  throttle(deps, `admin:${body.username}`, deps.limits.loginPerAccount)
  const [admin] = await deps.db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.username, body.username))
  if (!admin || !(await verifyPassword(body.password, admin.passwordHash)))
    throw new ApiRefusal('auth.badCredentials')
  return {
    token: await createAdminSession(deps.db, admin.id, deps.clock),
    username: admin.username,
  }
}
