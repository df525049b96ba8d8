/**
 * Input hygiene every route gets before its contract's schema (issue 16): what a schema of
 * strings would let through but a database or a rule cannot take.
 *
 * Control characters: PostgreSQL refuses a NUL byte in text outright (a failed query, HTTP 500
 * before this), and the others (escape, bell, backspace…) belong in no account, name, address or
 * search. Tab and line breaks stay allowed: a reviewer's reason may have them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** No body of this API nests deeper; a deeper one is refused before anything walks it. */
const MAX_DEPTH = 16

/**
 * The path of the first string (or key) holding a control character, `body` for a body nested
 * deeper than any call takes, or null when there is neither.
 */
export function controlCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path.join('.') || 'body' : null
  if (value === null || typeof value !== 'object' || value instanceof Blob) return null
  if (path.length >= MAX_DEPTH) return 'body'
  for (const [key, inner] of Object.entries(value)) {
    const here = [...path, key]
    if (CONTROL.test(key)) return here.join('.')
    const found = controlCharacterPath(inner, here)
    if (found) return found
  }
  return null
}

/** An upload's id as the server makes it (a UUID); anything else is not a file we have. */
export const isUploadId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)

/**
 * A database error caused by what the request carried rather than by a fault of ours: the data
 * exceptions of class 22 (a value out of range, a string the encoding cannot hold). The request
 * is answered "please check" instead of a 5xx; the hygiene above should leave none to catch.
 */
export function isDataException(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && code.startsWith('22')) return true
  }
  return false
}
