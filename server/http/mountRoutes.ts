import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, Hono } from 'hono'
import type { z } from 'zod'
import { evaluateGate } from '../../machines/gate.ts'
import { accessGate } from '../../machines/session/accessGate.ts'
import { resolveSession, revokeUserSessions } from '../auth/sessions.ts'
import { ApiRefusal, okBody, refusalBody } from './envelope.ts'
import type { AnyRoute, AuthedCaller, Caller, Deps } from './route.ts'

/** Registers each route as `POST <prefix>/<path>` with validation, session and envelope. */
export function mountRoutes(app: Hono, prefix: string, routes: AnyRoute[], deps: Deps) {
  for (const route of routes) {
    app.post(`${prefix}/${route.path}`, async (c) => {
      const caller = await identify(c, route, deps)
      if (caller === 'unauthorized') return c.json(refusalBody('auth.sessionExpired'), 401)
      const body = await readBody(c, route.body)
      const data = await route.handle({ body, deps, caller })
      return c.json(okBody(data ?? {}))
    })
  }
}

async function identify(
  c: Context,
  route: AnyRoute,
  deps: Deps,
): Promise<Caller | AuthedCaller | 'unauthorized'> {
  const caller: Caller = { address: clientAddress(c) }
  if (!route.auth) return caller
  const token = c.req.header('token')
  const account = c.req.header('account')
  if (!token || !account) return 'unauthorized'
  const session = await resolveSession(deps.db, token, account, deps.clock)
  if (!session) return 'unauthorized'
  // spec §6: an account the operator restricts after login loses its sessions at once.
  if (!evaluateGate(accessGate, session.user).allowed) {
    await revokeUserSessions(deps.db, session.user.id, deps.clock)
    return 'unauthorized'
  }
  return { ...caller, ...session }
}

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local'
  } catch {
    return 'local' // in-process requests (tests) have no socket
  }
}

/** The JSON body checked against the route's schema; a refusal naming the first bad field otherwise. */
async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown
  try {
    const text = await c.req.text()
    raw = text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    throw new ApiRefusal('common.invalid', { field: 'body' })
  }
  const parsed = schema.safeParse(raw)
  if (parsed.success) return parsed.data
  const path = parsed.error.issues[0]?.path ?? []
  throw new ApiRefusal('common.invalid', { field: path.length ? path.join('.') : 'body' })
}
