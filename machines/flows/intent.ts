/**
 * The idempotency key of one intent (decision 0063). A key minted per button press defeats the
 * server's once-per-request rule: after a time-out whose first request did commit, a second press
 * would send a new key and the order would be placed twice. So a form keeps its key for as long
 * as the user asks for the same thing — through a refusal, a failure, a time-out, a reload — and
 * takes a new one only once the server has done it, or when what is asked for changes.
 */
export interface Intent {
  /** The `requestId` every sending of this intent carries (API.md). */
  requestId: string
  /** What is asked for, credentials left out (fingerprintOf). */
  fingerprint: string
}

/**
 * Fields that prove who asks, not what is asked: a second-factor code changes every 30 seconds
 * and a mistyped fund password is typed again, and neither makes a retry a new withdrawal. (Not
 * `code`: on an order it is the instrument.)
 */
const CREDENTIAL_FIELDS: ReadonlySet<string> = new Set([
  'requestId',
  'fundPassword',
  'loginPassword',
  'oldPassword',
  'twoFactorCode',
  'channelPassword',
  'secretKey',
])

/** A picked file, as the same pick again after a reload would give it. */
function fileFacts(file: Blob): unknown {
  const named = file as Blob & { name?: string; lastModified?: number }
  return { file: [named.name ?? '', file.size, file.type, named.lastModified ?? 0] }
}

/** A value with its keys in one order (no two are equal), files by what identifies them. */
function canonical(value: unknown, top: boolean): unknown {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return fileFacts(value)
  if (Array.isArray(value)) return value.map((v) => canonical(v, false))
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key, v]) => v !== undefined && !(top && CREDENTIAL_FIELDS.has(key)))
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return Object.fromEntries(entries.map(([key, v]) => [key, canonical(v, false)]))
}

/** What a request asks for, as text that is equal exactly when two requests ask the same. */
export function fingerprintOf(request: unknown): string {
  return JSON.stringify(canonical(request, true)) ?? ''
}

/** A new idempotency key: a random UUID, from the platform (browsers and Node alike). */
export const newRequestId = (): string => globalThis.crypto.randomUUID()

/**
 * The intent a submission of `request` belongs to: the kept one while it asks the same thing,
 * else a new one under a key minted here — or under `given`, where a test or a path fixture
 * needs the key fixed (as it gives `now`).
 */
export function intentFor(kept: Intent | null, request: unknown, given?: string): Intent {
  const fingerprint = fingerprintOf(request)
  // decision 0063: the same content is the same intent until the server has done it
  if (kept && kept.fingerprint === fingerprint) return kept
  return { requestId: given || newRequestId(), fingerprint }
}

/** Whether `value` is an intent as kept in session storage (it may be stale or hand-edited). */
export function isIntent(value: unknown): value is Intent {
  const v = value as Partial<Intent> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.requestId === 'string' &&
    v.requestId.length > 0 &&
    v.requestId.length <= 64 &&
    typeof v.fingerprint === 'string'
  )
}
