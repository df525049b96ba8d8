import { pino } from 'pino'

export type Logger = pino.Logger

/**
 * The server's logger: one JSON line an event on standard output, for a log pipeline (pino).
 * LOG_LEVEL sets the level (info by default); test runs are silent unless LOG_LEVEL says so.
 */
export function createLogger(level = process.env.LOG_LEVEL ?? defaultLevel()): Logger {
  return pino({ level, base: { service: 'tradeflow' }, timestamp: pino.stdTimeFunctions.isoTime })
}

/** The process's logger, for what happens outside a request (startup, background jobs). */
export const log: Logger = createLogger()

function defaultLevel() {
  return process.env.VITEST ? 'silent' : 'info'
}

/**
 * An error and the errors that caused it, as one line: a failed query says which query, its
 * cause says why ("connect ECONNREFUSED"), and a startup failure must print both.
 */
export function describeError(error: unknown): string {
  const parts: string[] = []
  for (let e: unknown = error; e && parts.length < 8; e = (e as { cause?: unknown }).cause) {
    const message = e instanceof Error ? e.message : String(e)
    const code = (e as { code?: unknown }).code
    parts.push(typeof code === 'string' ? `${message} [${code}]` : message)
  }
  return parts.join(' ← caused by: ')
}
