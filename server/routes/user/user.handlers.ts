import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { accessGate } from '../../../machines/session/accessGate.ts'
import {
  registrationInput,
  type SessionGrantAnswer,
  type SessionNotice,
  type UserInfo,
} from '../../../machines/session/calls.ts'
import {
  isBarredFromTrading,
  isBarredFromWithdrawing,
  type LoginForm,
  type RegistrationForm,
} from '../../../machines/session/guards.ts'
import { deviceOf } from '../../auth/devices.ts'
import {
  enforceLoginLimits,
  recordLoginFailure,
  recordWrongPassword,
  releaseLoginAttempt,
} from '../../auth/loginLimits.ts'
import { hashPassword, verifyPassword } from '../../auth/password.ts'
import { createSession, type SessionUser } from '../../auth/sessions.ts'
import { requireSecondFactor } from '../../auth/twoFactor.ts'
import type { Caller, Deps } from '../../core/deps.ts'
import { enforce } from '../../core/enforce.ts'
import { ApiRefusal } from '../../core/refusal.ts'
import { throttle } from '../../core/throttle.ts'
import { inviteCodes, sessions, users } from '../../db/schema.ts'
import { notify } from '../../messages/notify.ts'
import { moneyTransaction } from '../../money/transaction.ts'
import { grantDemoBalance } from '../../trading/demoBalance.ts'

/** Restrictions that still let the user in but that they must be told about (spec §6). */
function noticesFor(user: SessionUser): SessionNotice[] {
  const notices: SessionNotice[] = []
  if (isBarredFromTrading(user)) notices.push('trade.noTrade')
  if (isBarredFromWithdrawing(user)) notices.push('withdraw.noWithdraw')
  return notices
}

export async function register(
  deps: Deps,
  caller: Caller,
  form: RegistrationForm,
): Promise<SessionGrantAnswer> {
  await throttle(deps, `register:${caller.address}`, deps.limits.registerPerAddress)
  const account = form.account.trim()
  const [inviter] = await deps.db
    .select()
    .from(inviteCodes)
    // An invitation code is read off a poster or a message: its letter case means nothing.
    .where(sql`upper(${inviteCodes.code}) = upper(${form.invite.trim()})`)
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, account))
  enforce(
    registrationInput(form, {
      inviterExists: inviter?.active === true,
      accountTaken: existing !== undefined,
    }),
  )
  const passwordHash = await hashPassword(form.password)
  // spec §3 Registration: the fund password, when given, is set with the account.
  const fund = form.fundPassword?.trim()
  const fundPasswordHash = fund ? await hashPassword(fund) : null
  const created = await deps.db
    .insert(users)
    .values({
      account,
      passwordHash,
      fundPasswordHash,
      // spec §6: an institution's code given at registration (the console can set or clear it).
      institutionCode: form.institutionCode?.trim() || null,
      inviteCode: inviter!.code,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing({ target: users.account })
    .returning()
  const user = created[0]
  // Two registrations of one account can race past the check above; the unique key decides.
  if (!user) throw new ApiRefusal('auth.accountExists')
  if (deps.demoBalance) await grantDemoBalance(deps.db, user.id, deps.demoBalance, deps.clock.now())
  const token = await createSession(
    deps.db,
    user.id,
    deps.wallClock,
    deviceOf(caller.userAgent ?? ''),
  )
  return { token, account, notices: [] }
}

export async function login(
  deps: Deps,
  caller: Caller,
  form: LoginForm,
): Promise<SessionGrantAnswer> {
  const account = form.account.trim()
  await enforceLoginLimits(deps, 'login', account, caller.address)
  const [user] = await deps.db.select().from(users).where(eq(users.account, account))
  if (!user || !(await verifyPassword(form.password, user.passwordHash))) {
    await recordWrongPassword(deps, 'login', account, caller.address)
    throw new ApiRefusal(user ? 'auth.badCredentials' : 'auth.accountMissing')
  }
  await releaseLoginAttempt(deps, 'login', account, caller.address)
  enforce({ gate: accessGate, facts: user })
  await secondFactorOfLogin(deps, caller, account, user.id, form.code)
  const token = await openSession(deps, user.id, deviceOf(caller.userAgent ?? ''))
  return { token, account, notices: noticesFor(user) }
}

/**
 * The second factor of a login, once it is on (issue 25): a wrong code counts as a failed login,
 * so guessing codes meets the same limits as guessing passwords.
 */
async function secondFactorOfLogin(
  deps: Deps,
  caller: Caller,
  account: string,
  userId: number,
  code: string | undefined,
) {
  try {
    await requireSecondFactor(deps, { kind: 'user', id: userId }, code, caller.address)
  } catch (error) {
    if (error instanceof ApiRefusal && error.code !== 'twoFactor.required')
      await recordLoginFailure(deps, 'login', account, caller.address)
    throw error
  }
}

/**
 * A login's session, and in its transaction a message when the device never opened a session of
 * this account before (issue 21: security events).
 */
async function openSession(deps: Deps, userId: number, device: ReturnType<typeof deviceOf>) {
  return moneyTransaction(deps.db, async (tx) => {
    const [seen] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.device, device.key)))
      .limit(1)
    // Sessions from before devices were recorded tell nothing: an account with no recorded
    // device yet learns this one silently, rather than every user being told at once.
    const [known] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNotNull(sessions.device)))
      .limit(1)
    const token = await createSession(tx, userId, deps.wallClock, device)
    if (!seen && known)
      await notify(
        tx,
        { userId, kind: 'security.newDevice', params: { device: device.label } },
        deps.clock.now(),
      )
    return token
  })
}

/** spec §3 User info: realname, account, is_true (1 = real-name verified). */
export function userInfo(user: SessionUser): UserInfo {
  return {
    account: user.account,
    realname: user.realname ?? '',
    is_true: user.kycStatus === 'passed' ? 1 : 0,
    kycStatus: user.kycStatus,
    fundPasswordSet: user.fundPasswordHash !== null,
    notices: noticesFor(user),
    createdAt: user.createdAt.toISOString(),
  }
}
