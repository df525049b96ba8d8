import { eq } from 'drizzle-orm'
import type { creditChangeCall } from '../../machines/backOffice/calls.ts'
import type { ParsedRequestOf } from '../../machines/contract/call.ts'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import type { AdminCaller, Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { users } from '../db/schema.ts'
import { lockRows } from '../money/transaction.ts'
import { audited } from './audit.ts'

const creditOf = (u: typeof users.$inferSelect) => ({
  account: u.account,
  creditScore: u.creditScore,
  creditLimit: minorToDecimal(u.creditLimitMinor),
  activated: u.creditActivatedAt !== null,
})

/** Changes an investor's credit score or limit; the audit row keeps the reason given. */
export function changeCredit(
  deps: Deps,
  caller: AdminCaller,
  body: ParsedRequestOf<typeof creditChangeCall>,
) {
  const what = { action: 'users.credit', target: `user:${body.account}` }
  return audited(deps, caller, what, async (tx) => {
    const [before] = await lockRows(tx, users, eq(users.account, body.account))
    if (!before) throw new ApiRefusal('auth.accountMissing')
    const [after] = await tx
      .update(users)
      .set({
        ...(body.creditScore !== undefined ? { creditScore: body.creditScore } : {}),
        ...(body.creditLimit !== undefined
          ? { creditLimitMinor: decimalToMinor(body.creditLimit)! }
          : {}),
      })
      .where(eq(users.id, before.id))
      .returning()
    return {
      answer: creditOf(after!),
      before: creditOf(before),
      after: { ...creditOf(after!), reason: body.reason },
    }
  })
}
