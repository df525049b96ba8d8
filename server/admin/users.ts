import { asc, eq, ilike, or } from 'drizzle-orm'
import { RESTRICTIONS, type Restriction, type UserRow } from '../../machines/backOffice/calls.ts'
import { evaluateGate } from '../../machines/gate.ts'
import { accessGate } from '../../machines/session/accessGate.ts'
import { revokeUserSessions } from '../auth/sessions.ts'
import type { AdminCaller, Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { users } from '../db/schema.ts'
import { lockRows } from '../money/transaction.ts'
import { audited } from './audit.ts'

type UserRecord = typeof users.$inferSelect

/** An investor as the console lists them: who, how far verified, and the operator's restrictions. */
export const userView = (u: UserRecord): UserRow => ({
  account: u.account,
  realname: u.realname,
  kyc: u.kycStatus,
  creditScore: u.creditScore,
  createdAt: u.createdAt.toISOString(),
  frozen: u.frozen,
  loginBanned: u.loginBanned,
  disabled: u.disabled,
  noTrade: u.noTrade,
  noWithdraw: u.noWithdraw,
  coreMember: u.coreMember,
  professional: u.professional,
  accountType: u.accountType,
  institutionCode: u.institutionCode,
})

/** Investors whose account or real name contains `query` (any, when empty), oldest first. */
export async function listUsers(deps: Deps, query: string, page: number, size: number) {
  const q = query.trim()
  // The operator's text is matched literally: LIKE's wildcards in it are escaped.
  const like = `%${q.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`
  const where = q ? or(ilike(users.account, like), ilike(users.realname, like)) : undefined
  const rows = await deps.db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(size)
    .offset((page - 1) * size)
  return { rows: rows.map(userView), total: await deps.db.$count(users, where) }
}

/** Sets the restrictions given (spec §6), audited; an account that may no longer log in is logged out. */
export async function restrictUser(
  deps: Deps,
  caller: AdminCaller,
  body: { account: string } & Partial<Record<Restriction, boolean | undefined>>,
): Promise<UserRow> {
  const changes: Partial<Record<Restriction, boolean>> = {}
  for (const r of RESTRICTIONS) {
    const value = body[r]
    if (value !== undefined) changes[r] = value
  }
  const what = { action: 'users.restrict', target: `user:${body.account}` }
  const after = await audited(deps, caller, what, async (tx) => {
    const [before] = await lockRows(tx, users, eq(users.account, body.account))
    if (!before) throw new ApiRefusal('auth.accountMissing')
    const [after] = await tx.update(users).set(changes).where(eq(users.id, before.id)).returning()
    return { answer: after!, before: userView(before), after: userView(after!) }
  })
  // spec §6: an account that may no longer log in loses its sessions at once.
  if (!evaluateGate(accessGate, after).allowed)
    await revokeUserSessions(deps.db, after.id, deps.wallClock)
  return userView(after)
}

/**
 * Sets who an account is (spec §6): core member and institution code for the agreements, and
 * (issue 25) whether it is a professional client, whom the retail leverage caps do not bind;
 * audited.
 */
export async function setProfile(
  deps: Deps,
  caller: AdminCaller,
  body: {
    account: string
    coreMember?: boolean | undefined
    professional?: boolean | undefined
    institutionCode?: string | undefined
  },
): Promise<UserRow> {
  const changes = {
    ...(body.coreMember === undefined ? {} : { coreMember: body.coreMember }),
    ...(body.professional === undefined ? {} : { professional: body.professional }),
    ...(body.institutionCode === undefined
      ? {}
      : { institutionCode: body.institutionCode || null }),
  }
  if (Object.keys(changes).length === 0)
    throw new ApiRefusal('common.invalid', { field: 'coreMember' })
  const what = { action: 'users.profile', target: `user:${body.account}` }
  const after = await audited(deps, caller, what, async (tx) => {
    const [before] = await lockRows(tx, users, eq(users.account, body.account))
    if (!before) throw new ApiRefusal('auth.accountMissing')
    const [after] = await tx.update(users).set(changes).where(eq(users.id, before.id)).returning()
    return { answer: after!, before: userView(before), after: userView(after!) }
  })
  return userView(after)
}
