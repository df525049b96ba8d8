import { inArray } from 'drizzle-orm'
import {
  type AuditRecordKind,
  auditChanges,
  auditCurrency,
  auditTarget,
  auditUploads,
} from '../../machines/backOffice/auditEntries.ts'
import type { AuditEntry } from '../../machines/backOffice/calls.ts'
import type { Deps } from '../core/deps.ts'
import {
  adminUsers,
  deposits,
  ipoSubscriptions,
  kycSubmissions,
  loans,
  users,
  withdrawals,
} from '../db/schema.ts'
import { auditPage } from './audit.ts'

/** The tables of the records that belong to an investor, by the kind a target names. */
const OWNED = {
  deposit: deposits,
  withdrawal: withdrawals,
  realname: kycSubmissions,
  loan: loans,
  subscription: ipoSubscriptions,
} as const
type OwnedKind = keyof typeof OWNED

/**
 * The investor account of each owned record on the page, one query per kind: `kind#id` → account.
 * A target naming an account (`user:<account>`) needs no query.
 */
async function ownerAccounts(deps: Deps, targets: { kind: AuditRecordKind | null; ref: string }[]) {
  const ids = new Map<OwnedKind, number[]>()
  for (const { kind, ref } of targets) {
    if (kind === null || !Object.hasOwn(OWNED, kind) || !/^\d{1,9}$/.test(ref)) continue
    const owned = kind as OwnedKind
    ids.set(owned, [...(ids.get(owned) ?? []), Number(ref)])
  }
  const accounts = new Map<string, string>()
  for (const [kind, list] of ids) {
    const table = OWNED[kind]
    const rows = await deps.db
      .select({ id: table.id, userId: table.userId })
      .from(table)
      .where(inArray(table.id, list))
    const owners = rows.length
      ? await deps.db
          .select({ id: users.id, account: users.account })
          .from(users)
          .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]))
      : []
    const byId = new Map(owners.map((u) => [u.id, u.account]))
    for (const r of rows) {
      const account = byId.get(r.userId)
      if (account) accounts.set(`${kind}#${r.id}`, account)
    }
  }
  return accounts
}

/**
 * A page of the audit log as the console reads it, newest first: each operator by username, the
 * record and the investor it belongs to, the fields that changed and the uploads it refers to,
 * with the record before and after as it was logged.
 */
export async function auditEntries(deps: Deps, page: number, size: number) {
  const { rows, total } = await auditPage(deps, page, size)
  const admins = new Map((await deps.db.select().from(adminUsers)).map((a) => [a.id, a.username]))
  const records = rows.map((r) => auditTarget(r.target))
  const owners = await ownerAccounts(deps, records)
  const list: AuditEntry[] = rows.map((r, i) => {
    const record = records[i]!
    return {
      id: r.id,
      admin: admins.get(r.adminId) ?? String(r.adminId),
      action: r.action,
      target: r.target,
      record,
      account:
        record.kind === 'user' ? record.ref : (owners.get(`${record.kind}#${record.ref}`) ?? null),
      currency: auditCurrency(r.before, r.after),
      changes: auditChanges(r.before, r.after),
      uploads: auditUploads(r.before, r.after),
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
    }
  })
  return { list, total }
}
