/**
 * The audit log read by a person (issue 18): which record an action touched, which of its fields
 * changed from what to what, and which uploads it concerns. The log keeps the whole record before
 * and after as JSON text (server/admin/audit.ts); this reads it without changing it.
 */

/** A field's value as the log holds it: a JSON scalar, or a nested value as JSON text. */
export type AuditValue = string | number | boolean | null

export interface AuditChange {
  field: string
  before: AuditValue
  after: AuditValue
}

/** The record kinds an action's target names ("deposit#12", "user:600100100", "config:title"). */
export const AUDIT_RECORD_KINDS = [
  'deposit',
  'withdrawal',
  'realname',
  'loan',
  'subscription',
  'user',
  'config',
  'ipo',
  'follow',
  'strategy',
  'channel',
  'admin',
] as const
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number]

/** A target split into its kind and reference; null kind for a target this reader does not know. */
export function auditTarget(target: string): { kind: AuditRecordKind | null; ref: string } {
  const match = /^([a-z]+)[#:](.*)$/.exec(target)
  if (match === null) return { kind: null, ref: target }
  // Both groups take part in every match: the kind's letters, and the rest (maybe empty).
  const kind = match[1] as AuditRecordKind
  if (!AUDIT_RECORD_KINDS.includes(kind)) return { kind: null, ref: target }
  return { kind, ref: match[2] as string }
}

function parsed(text: string | null): unknown {
  if (text === null) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function scalar(v: unknown): AuditValue {
  if (v === undefined || v === null) return null
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v
  return JSON.stringify(v)
}

/**
 * The fields that differ between before and after, in the record's own order. A record that is
 * new lists every field it was made with; a plain value (a setting) is one change named `value`.
 * The row id names the record already, so it is not a change.
 */
export function auditChanges(before: string | null, after: string | null): AuditChange[] {
  const was = parsed(before)
  const is = parsed(after)
  if (!isRecord(was) && !isRecord(is)) {
    return scalar(was) === scalar(is)
      ? []
      : [{ field: 'value', before: scalar(was), after: scalar(is) }]
  }
  const from = isRecord(was) ? was : {}
  const to = isRecord(is) ? is : {}
  const fields = [...new Set([...Object.keys(to), ...Object.keys(from)])]
  return fields
    .filter((f) => f !== 'id' && JSON.stringify(from[f]) !== JSON.stringify(to[f]))
    .map((field) => ({ field, before: scalar(from[field]), after: scalar(to[field]) }))
}

/** The upload fields of a record (ID photos, a transfer proof): named, never shown as their ids. */
export const UPLOAD_FIELDS = [
  'frontUploadId',
  'backUploadId',
  'proofUploadId',
  'proof',
  'front',
  'back',
] as const
export type UploadField = (typeof UPLOAD_FIELDS)[number]

/** The uploads a logged record refers to, with the field that names each. */
export function auditUploads(
  before: string | null,
  after: string | null,
): { field: UploadField; id: string }[] {
  const found = new Map<string, UploadField>()
  for (const record of [parsed(after), parsed(before)]) {
    if (!isRecord(record)) continue
    for (const field of UPLOAD_FIELDS) {
      const id = record[field]
      if (typeof id === 'string' && !found.has(id)) found.set(id, field)
    }
  }
  return [...found].map(([id, field]) => ({ field, id }))
}

/** The currency a logged record's amounts are in, when it says. */
export function auditCurrency(before: string | null, after: string | null): string | null {
  for (const record of [parsed(after), parsed(before)])
    if (isRecord(record) && typeof record.currency === 'string') return record.currency
  return null
}
