import { beginSecondFactor, enableSecondFactor, secondFactorStatus } from '../auth/twoFactor.ts'
import type { AdminCaller, Deps } from '../core/deps.ts'
import { auditLog } from '../db/schema.ts'

/**
 * A console operator's own second factor (issue 25, decision 0052): set up once, at the first
 * login, and never turned off from the console (only the server's command line removes it, with
 * a new password: passwordReset.ts).
 */

const ownerOf = (caller: AdminCaller) => ({ kind: 'admin', id: caller.admin.id }) as const

export async function operatorMe(deps: Deps, caller: AdminCaller) {
  const status = await secondFactorStatus(deps.db, ownerOf(caller))
  return {
    ...caller.admin,
    secondFactorOn: status.enabled,
    recoveryCodesLeft: status.recoveryCodesLeft,
  }
}

/** A new secret for the operator's app, listed there as "Tradeflow (console: <name>)". */
export function beginOperatorSecondFactor(deps: Deps, caller: AdminCaller) {
  return beginSecondFactor(deps, ownerOf(caller), `console: ${caller.admin.username}`)
}

/** On with a first code, and an audit row in the same transaction. */
export function enableOperatorSecondFactor(deps: Deps, caller: AdminCaller, code: string) {
  return enableSecondFactor(deps, ownerOf(caller), code, async (tx) => {
    await tx.insert(auditLog).values({
      adminId: caller.admin.id,
      action: 'admin.twoFactorOn',
      target: `admin:${caller.admin.username}`,
      createdAt: deps.clock.now(),
    })
  })
}
