import { eq } from 'drizzle-orm'
import { createAdminSession } from '../auth/adminSessions.ts'
import {
  type LoginHold,
  loginHold,
  recordLoginFailure,
  recordWrongPassword,
  releaseLoginAttempt,
} from '../auth/loginLimits.ts'
import { verifyNobodysPassword, verifyPassword } from '../auth/password.ts'
import { requireSecondFactor, secondFactorEnabled } from '../auth/twoFactor.ts'
import type { Caller, Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { adminUsers } from '../db/schema.ts'
import { auditLoginBurst } from './audit.ts'

/**
 * An operator's login (API.md): the investors' login limits (decision 0016), one refusal for an
 * unknown name or a wrong password, so neither tells which was wrong; then, once it is on, the
 * second factor (issue 25), whose wrong codes count as failed logins. An operator without one
 * gets a session that can only set it up (operatorSignIn.ts).
 */
export async function adminLogin(
  deps: Deps,
  caller: Caller,
  body: { username: string; password: string; code?: string | undefined },
) {
  const [admin] = await deps.db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.username, body.username))
  const hold = await loginHold(deps, 'admin', body.username, caller.address)
  if (hold) {
    if (admin) await auditRefusedBurst(deps, admin.id, caller.address, hold)
    throw new ApiRefusal('common.tooFrequent')
  }
  // An unknown name costs the same hash as a known one: the time of the answer tells nobody
  // which operators exist (issue 48).
  const right = admin
    ? await verifyPassword(body.password, admin.passwordHash)
    : await verifyNobodysPassword(body.password)
  if (!admin || !right) {
    await recordWrongPassword(deps, 'admin', body.username, caller.address)
    throw new ApiRefusal('auth.badCredentials')
  }
  await releaseLoginAttempt(deps, 'admin', body.username, caller.address)
  const owner = { kind: 'admin', id: admin.id } as const
  try {
    await requireSecondFactor(deps, owner, body.code, caller.address)
  } catch (error) {
    if (error instanceof ApiRefusal && error.code !== 'twoFactor.required')
      await recordLoginFailure(deps, 'admin', body.username, caller.address)
    throw error
  }
  const secondFactor = await secondFactorEnabled(deps.db, owner)
  return {
    token: await createAdminSession(deps.db, admin.id, deps.wallClock, { secondFactor }),
    username: admin.username,
    secondFactorOn: secondFactor,
  }
}

/**
 * The first refused attempt of a burst on an operator's account, per address and window, leaves
 * an audit row: the console shows someone is guessing, without a row per guess.
 */
async function auditRefusedBurst(deps: Deps, adminId: number, address: string, hold: LoginHold) {
  const key = `admin:refused:${adminId}:${address}`
  const { count } = await deps.limiter.count(key, deps.limits.loginPerAccount.windowMs)
  if (count === 1) await auditLoginBurst(deps, adminId, { address, hold })
}
