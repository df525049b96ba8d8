import { eq } from 'drizzle-orm'
import { beginSecondFactor, enableSecondFactor, secondFactorStatus } from '../auth/twoFactor.ts'
import type { AdminCaller, Deps } from '../core/deps.ts'
import { adminSessions, auditLog } from '../db/schema.ts'

/**
 * A console operator's own second factor (issue 25, decision 0052): set up once, at the first
 * login, and never turned off from the console (only the server's command line removes it, with
 * a new password: passwordReset.ts).
 */

const ownerOf = (caller: AdminCaller) => ({ kind: 'admin', id: caller.admin.id }) as const

/** Who is signed in, and whether this session passed their second factor. */
export async function operatorMe(deps: Deps, caller: AdminCaller) {
  const status = await secondFactorStatus(deps.db, ownerOf(caller))
  return {
    ...caller.admin,
    secondFactorOn: caller.secondFactorPassed,
    recoveryCodesLeft: status.recoveryCodesLeft,
  }
}

/** A new secret for the operator's app, listed there as "Tradeflow (console: <name>)". */
export function beginOperatorSecondFactor(deps: Deps, caller: AdminCaller) {
  return beginSecondFactor(deps, ownerOf(caller), `console: ${caller.admin.username}`)
}

/**
 * On with a first code, in one transaction with an audit row and this session marked as passed
 * (it proved the password, then the app). The operator's other sessions, opened with the password
 * alone, are void from then on (adminSessions.ts).
 */
export function enableOperatorSecondFactor(deps: Deps, caller: AdminCaller, code: string) {
  return enableSecondFactor(deps, ownerOf(caller), code, async (tx) => {
    await tx
      .update(adminSessions)
      .set({ secondFactorAt: deps.clock.now() })
      .where(eq(adminSessions.id, caller.sessionId))
    await tx.insert(auditLog).values({
      adminId: caller.admin.id,
      action: 'admin.twoFactorOn',
      target: `admin:${caller.admin.username}`,
      createdAt: deps.clock.now(),
    })
  })
}
