import type { AuditEntry } from '../../machines/backOffice/calls.ts'
import type { Deps } from '../core/deps.ts'
import { adminUsers } from '../db/schema.ts'
import { auditPage } from './audit.ts'

/** A page of the audit log as the console reads it: each operator by username, newest first. */
export async function auditEntries(deps: Deps, page: number, size: number) {
  const { rows, total } = await auditPage(deps, page, size)
  const admins = new Map((await deps.db.select().from(adminUsers)).map((a) => [a.id, a.username]))
  const list: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    admin: admins.get(r.adminId) ?? String(r.adminId),
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
    createdAt: r.createdAt.toISOString(),
  }))
  return { list, total }
}
