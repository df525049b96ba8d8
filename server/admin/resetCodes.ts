import { and, eq, isNull } from 'drizzle-orm'
import type { resetCodeCall } from '../../machines/backOffice/calls.ts'
import type { ParsedRequestOf } from '../../machines/contract/call.ts'
import { RESET_CODE_VALID_MINUTES } from '../../machines/rules.ts'
import { hashPassword } from '../auth/password.ts'
import { newResetCode } from '../auth/passwordReset.ts'
import type { AdminCaller, Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { passwordResetCodes, users } from '../db/schema.ts'
import { lockRows } from '../money/transaction.ts'
import { audited } from './audit.ts'

/**
 * users/resetCode (decision 0024): after customer service has verified the investor, a one-time
 * code for a new login password. The answer is the only place the code ever appears: the table
 * keeps its hash and the audit row the reason and the expiry. The account's earlier open codes
 * end, so only the last one read out works.
 */
export async function issueResetCode(
  deps: Deps,
  caller: AdminCaller,
  body: ParsedRequestOf<typeof resetCodeCall>,
) {
  const code = newResetCode()
  // Hashed before the transaction: scrypt takes its time, and the row locks need not wait for it.
  const codeHash = await hashPassword(code)
  const what = { action: 'users.resetCode', target: `user:${body.account}` }
  return audited(deps, caller, what, async (tx) => {
    const [user] = await lockRows(tx, users, eq(users.account, body.account))
    if (!user) throw new ApiRefusal('auth.accountMissing')
    // Real time: a code read out on the phone expires in real minutes (decision 0064).
    const now = deps.wallClock.now()
    const expiresAt = new Date(now.getTime() + RESET_CODE_VALID_MINUTES * 60_000)
    const replaced = await tx
      .update(passwordResetCodes)
      .set({ endedAt: now, endedBy: 'replaced' })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.endedAt)))
      .returning({ id: passwordResetCodes.id })
    await tx.insert(passwordResetCodes).values({
      userId: user.id,
      codeHash,
      issuedBy: caller.admin.id,
      createdAt: now,
      expiresAt,
    })
    return {
      answer: { account: user.account, code, expiresAt: expiresAt.toISOString() },
      after: {
        expiresAt: expiresAt.toISOString(),
        codesReplaced: replaced.length,
        reason: body.reason,
      },
    }
  })
}
