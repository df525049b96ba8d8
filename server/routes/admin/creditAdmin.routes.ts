import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { decimalToMinor, minorToDecimal } from '../../../machines/money.ts'
import { writeAudit } from '../../admin/audit.ts'
import { ApiRefusal } from '../../core/refusal.ts'
import { users } from '../../db/schema.ts'
import { defineRoute } from '../../http/route.ts'

const creditOf = (u: typeof users.$inferSelect) => ({
  account: u.account,
  creditScore: u.creditScore,
  creditLimit: minorToDecimal(u.creditLimitMinor),
  activated: u.creditActivatedAt !== null,
})

export const creditChangeRoute = defineRoute({
  path: 'users/credit',
  summary: "Change an investor's credit score or credit limit, with the reason (audited)",
  body: z
    .object({
      account: z.string().min(1).max(32),
      creditScore: z.number().int().min(0).max(1000).optional(),
      creditLimit: z
        .string()
        .regex(/^\d{1,12}(\.\d{1,2})?$/)
        .optional(),
      reason: z.string().trim().min(1).max(200),
    })
    .refine((b) => b.creditScore !== undefined || b.creditLimit !== undefined, {
      path: ['creditScore'],
    }),
  auth: 'admin',
  handle: ({ body, deps, caller }) =>
    deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(users)
        .where(eq(users.account, body.account))
        .for('update')
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
      await writeAudit(tx, deps, caller, {
        action: 'users.credit',
        target: `user:${before.account}`,
        before: creditOf(before),
        after: { ...creditOf(after!), reason: body.reason },
      })
      return creditOf(after!)
    }),
})
