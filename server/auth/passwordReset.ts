import { randomInt } from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { passwordResetInput } from '../../machines/session/calls.ts'
import type { PasswordResetForm } from '../../machines/session/guards.ts'
import type { Caller, Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { passwordResetCodes, sessions, users } from '../db/schema.ts'
import { notify } from '../messages/notify.ts'
import { lockRows, moneyTransaction } from '../money/transaction.ts'
import { enforceLoginLimits, recordWrongPassword, releaseLoginAttempt } from './loginLimits.ts'
import { hashPassword, verifyPassword } from './password.ts'

/**
 * Ten characters without look-alikes (no 0/O, 1/I/L): read out on a call and typed on a phone
 * without doubt; 31^10 ≈ 2^49 (decision 0024).
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const CODE_LENGTH = 10

/** A fresh code from the operating system's random source. */
export function newResetCode(): string {
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

/** What a person types: any case, with the spaces or dashes it was read out with. */
export const normaliseResetCode = (typed: string) => typed.replaceAll(/[\s-]/g, '').toUpperCase()

type CodeRow = typeof passwordResetCodes.$inferSelect

/** The account's newest code still open (unused, not replaced) and unexpired, or none. */
async function openCode(deps: Deps, userId: number): Promise<CodeRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.endedAt)))
    .orderBy(desc(passwordResetCodes.id))
    .limit(1)
  return row && row.expiresAt > deps.wallClock.now() ? row : undefined
}

/**
 * user/resetPassword (decision 0024): the form's rules first (a typo costs no guess), then the
 * code, held to the login limits so that it cannot be guessed; then, in one transaction, the code
 * is used up, the password set and every session of the account ended.
 */
export async function resetPassword(deps: Deps, caller: Caller, form: PasswordResetForm) {
  enforce(passwordResetInput(form, { codeValid: true }))
  const account = form.account.trim()
  await enforceLoginLimits(deps, 'login', account, caller.address)
  const [user] = await deps.db.select().from(users).where(eq(users.account, account))
  const code = user ? await openCode(deps, user.id) : undefined
  const codeValid =
    code !== undefined && (await verifyPassword(normaliseResetCode(form.code), code.codeHash))
  // A wrong code counts as a wrong password; an unknown account answers as a wrong code, so the
  // form tells nobody which accounts exist.
  if (codeValid) await releaseLoginAttempt(deps, 'login', account, caller.address)
  else await recordWrongPassword(deps, 'login', account, caller.address)
  enforce(passwordResetInput(form, { codeValid }))
  const passwordHash = await hashPassword(form.password)
  await moneyTransaction(deps.db, async (tx) => {
    const [locked] = await lockRows(tx, passwordResetCodes, eq(passwordResetCodes.id, code!.id))
    // A second request with the same code may have used it meanwhile.
    const stillOpen = locked?.endedAt === null && locked.expiresAt > deps.wallClock.now()
    enforce(passwordResetInput(form, { codeValid: stillOpen }))
    const now = deps.clock.now()
    await tx
      .update(passwordResetCodes)
      .set({ endedAt: now, endedBy: 'used' })
      .where(eq(passwordResetCodes.id, code!.id))
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user!.id))
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user!.id), isNull(sessions.revokedAt)))
    // A reset is how a taken-over account would be changed: the owner is told (issue 21).
    await notify(tx, { userId: user!.id, kind: 'security.passwordChanged' }, now)
  })
  return {}
}
