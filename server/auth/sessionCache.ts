/**
 * How long a process trusts a session it has read (issue 17). On PGlite the session query was
 * most of a list call (a `select 1` alone costs ~0.2 ms in its WebAssembly engine), and a screen
 * fires several calls at once. The copy is exact within the process: every write to a session or
 * a user row forgets the copies (forgetSessions), so a logout, a restriction or a new
 * fund password is seen at once. Another server process on the same PostgreSQL sees such a
 * change within this long (docs/decisions/0020-session-cache.md), as with the site configuration.
 */
export const SESSION_CACHE_MS = 1_000

interface Copy<T> {
  at: number
  row: Promise<T>
}

/**
 * One map for the process, by token hash: a token is 256 random bits, so two databases (tests run
 * several servers in one process) never share one, and a write inside a transaction, which has
 * no handle on its database, can still forget.
 */
const byToken = new Map<string, Copy<unknown>>()

/**
 * The row `read` answers for this token hash, from a copy at most SESSION_CACHE_MS old (by the
 * process's own monotonic time, not the server's business clock, which tests move). Concurrent
 * callers share one read; a failed read is not kept.
 */
export function cachedSession<T>(tokenHash: string, read: () => Promise<T>): Promise<T> {
  const now = performance.now()
  const copy = byToken.get(tokenHash) as Copy<T> | undefined
  if (copy && now - copy.at < SESSION_CACHE_MS) return copy.row
  if (byToken.size > 10_000) sweep(now)
  const row = read()
  const kept = { at: now, row }
  byToken.set(tokenHash, kept)
  row.catch(() => {
    if (byToken.get(tokenHash) === kept) byToken.delete(tokenHash)
  })
  return row
}

/** After any write to sessions or users: this process reads them again on the next call. */
export function forgetSessions() {
  byToken.clear()
}

/** A statement that changes a session or a user row, wherever it is written (a CTE included). */
const WRITES_SESSIONS = /\b(?:update|delete from) "(?:users|sessions)"/

/**
 * Drizzle's query log, used as a write watch: every statement the app runs, in a transaction or
 * not, passes here, so no write to a user or a session can forget to forget the copies — also
 * one added later. (It runs as the statement is sent: a read that races the writing
 * transaction's commit may keep the old row, for at most SESSION_CACHE_MS.)
 */
export const sessionWriteWatch = {
  logQuery(query: string) {
    if (WRITES_SESSIONS.test(query)) forgetSessions()
  },
}

function sweep(now: number) {
  for (const [key, copy] of byToken) if (now - copy.at >= SESSION_CACHE_MS) byToken.delete(key)
}
