import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { fundPasswordInput, loginPasswordInput } from '../../machines/account/calls.ts'
import { FUND_PASSWORD_LOCK_MINUTES, FUND_PASSWORD_MAX_FAILURES } from '../../machines/rules.ts'
import { hashPassword, verifyPassword } from '../auth/password.ts'
import type { SessionUser } from '../auth/sessions.ts'
import { requireSecondFactor } from '../auth/twoFactor.ts'
import type { AuthedCaller, Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { throttle } from '../core/throttle.ts'
import { sessions, users } from '../db/schema.ts'
import { notify } from '../messages/notify.ts'
import { moneyTransaction } from '../money/transaction.ts'

/** spec §2 Fund password: set or reset, proven by the login password. */
export async function setFundPassword(
  deps: Deps,
  user: SessionUser,
  form: { password: string; password2: string; loginPassword: string; twoFactorCode?: string },
) {
  // Throttled per user like logins, so the login password cannot be guessed here either.
  await throttle(deps, `fundpass:${user.id}`, deps.limits.loginPerAccount)
  enforce(
    fundPasswordInput(form, {
      loginPasswordCorrect: await verifyPassword(form.loginPassword, user.passwordHash),
    }),
  )
  // Issue 25: once two-factor sign-in is on, its code, after the passwords were checked.
  await requireSecondFactor(deps, { kind: 'user', id: user.id }, form.twoFactorCode)
  await deps.db
    .update(users)
    .set({
      fundPasswordHash: await hashPassword(form.password),
      fundPasswordFailures: 0,
      fundPasswordLockedUntil: null,
    })
    .where(eq(users.id, user.id))
  return {}
}

/** spec §2 Login password change: every other session of the user ends. */
export async function changeLoginPassword(
  deps: Deps,
  caller: AuthedCaller,
  form: { oldPassword: string; password: string; password2: string },
) {
  await throttle(deps, `loginpass:${caller.user.id}`, deps.limits.loginPerAccount)
  enforce(
    loginPasswordInput(form, {
      loginPasswordCorrect: await verifyPassword(form.oldPassword, caller.user.passwordHash),
    }),
  )
  await moneyTransaction(deps.db, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(form.password) })
      .where(eq(users.id, caller.user.id))
    await notify(tx, { userId: caller.user.id, kind: 'security.passwordChanged' }, deps.clock.now())
    await tx
      .update(sessions)
      .set({ revokedAt: deps.clock.now() })
      .where(
        and(
          eq(sessions.userId, caller.user.id),
          ne(sessions.id, caller.sessionId),
          isNull(sessions.revokedAt),
        ),
      )
  })
  return {}
}

export type FundPasswordCheck = 'ok' | 'wrong' | 'locked'

/**
 * Checks a fund password typed with a withdrawal. A wrong one is counted in its own statement,
 * so the count survives the refusal; the 5th in a row pauses withdrawals for 15 minutes.
 */
export async function checkFundPassword(
  deps: Deps,
  user: SessionUser,
  typed: string,
): Promise<{ result: FundPasswordCheck; minutesLeft: number }> {
  const now = deps.clock.now().getTime()
  const lockedUntil = user.fundPasswordLockedUntil?.getTime() ?? 0
  if (lockedUntil > now)
    return { result: 'locked', minutesLeft: Math.ceil((lockedUntil - now) / 60_000) }
  if (user.fundPasswordHash && (await verifyPassword(typed, user.fundPasswordHash))) {
    if (user.fundPasswordFailures > 0)
      await deps.db.update(users).set({ fundPasswordFailures: 0 }).where(eq(users.id, user.id))
    return { result: 'ok', minutesLeft: 0 }
  }
  const pause = new Date(now + FUND_PASSWORD_LOCK_MINUTES * 60_000)
  await deps.db
    .update(users)
    .set({
      fundPasswordFailures: sql`CASE WHEN ${users.fundPasswordFailures} + 1 >= ${FUND_PASSWORD_MAX_FAILURES} THEN 0 ELSE ${users.fundPasswordFailures} + 1 END`,
      fundPasswordLockedUntil: sql`CASE WHEN ${users.fundPasswordFailures} + 1 >= ${FUND_PASSWORD_MAX_FAILURES} THEN ${pause.toISOString()}::timestamptz ELSE ${users.fundPasswordLockedUntil} END`,
    })
    .where(eq(users.id, user.id))
  return { result: 'wrong', minutesLeft: 0 }
}
