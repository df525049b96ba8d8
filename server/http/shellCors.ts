import type { Hono } from 'hono'
import { cors } from 'hono/cors'

/**
 * The investor API for the native shell (issue 23, decision 0043): the shell's pages are not the
 * server's (Android serves them from https://localhost, iOS from capacitor://localhost), so the
 * API answers those origins, and only those the operator lists in CORS_ORIGINS. Nothing else
 * changes: the app sends its session in the `token` and `account` headers, never in a cookie, so
 * a cross-origin call carries no ambient credential (decision 0036). The console's API stays
 * same-origin only.
 */
export function mountShellCors(app: Hono, origins: readonly string[]) {
  if (origins.length === 0) return
  app.use(
    '/api/vue/*',
    cors({
      origin: [...origins],
      allowMethods: ['GET', 'POST'],
      allowHeaders: ['content-type', 'accept', 'token', 'account'],
      credentials: false,
      maxAge: 600,
    }),
  )
}
