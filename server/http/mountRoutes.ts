import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as zod from 'zod/mini'
import { operatorAccessInput } from '../../machines/backOffice/operatorSignIn.ts'
import { UPLOAD_MAX_BYTES } from '../../machines/rules.ts'
import { accessVerdict } from '../../machines/session/accessGate.ts'
import { resolveAdminSession } from '../auth/adminSessions.ts'
import { resolveSession, revokeUserSessions } from '../auth/sessions.ts'
import type { AdminCaller, AuthedCaller, Caller, Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { log } from '../log.ts'
import { answerMismatch } from './answerCheck.ts'
import { okBody, refusalBody } from './envelope.ts'
import { controlCharacterPath } from './inputHygiene.ts'
import type { Route } from './route.ts'
import { SharedAnswers, sendShared } from './sharedAnswers.ts'

/** A JSON body is small; an upload carries at most two images (real name: front and back). */
const JSON_LIMIT = 1024 * 1024
const UPLOAD_LIMIT = 2 * UPLOAD_MAX_BYTES + 64 * 1024

/** Registers each route as `POST <prefix>/<path>` with validation, session and envelope. */
export function mountRoutes(app: Hono, prefix: string, routes: Route[], deps: Deps) {
  for (const route of routes) {
    const limit = bodyLimit({
      maxSize: route.upload ? UPLOAD_LIMIT : JSON_LIMIT,
      onError: (c) =>
        c.json(
          route.upload
            ? refusalBody('upload.tooLarge', { count: String(UPLOAD_MAX_BYTES / 1024 / 1024) })
            : refusalBody('common.invalid', { field: 'body' }),
        ),
    })
    const shared = route.sharedPerTick ? new SharedAnswers() : null
    app.post(`${prefix}/${route.path}`, limit, async (c) => {
      const caller = await identify(c, route, deps)
      if (caller === 'unauthorized') {
        c.set('outcome', 'auth.sessionExpired')
        return c.json(refusalBody('auth.sessionExpired'), 401)
      }
      if ('admin' in caller)
        enforce(
          operatorAccessInput({
            signedInWithSecondFactor: caller.secondFactorPassed,
            callBeforeSetUp: route.beforeSecondFactor === true,
          }),
        )
      const callerId = callerIdOf(caller)
      if (callerId !== null) c.set('userId', callerId)
      if (shared) {
        const text = await readText(c)
        const checked: { mismatch: string | null } = { mismatch: null }
        const answer = await shared.answer(deps.clock.now().getTime(), text, async () => {
          const data = (await route.handle({ body: parseBody(text, route), deps, caller })) ?? {}
          if (deps.checkAnswers) checked.mismatch = answerMismatch(route.answer, data)
          return okBody(data)
        })
        if (checked.mismatch) return contractMismatch(c, route, checked.mismatch)
        c.set('outcome', 'ok')
        return sendShared(c, answer)
      }
      const body = await readBody(c, route)
      const data =
        (await route.handle({ body, deps, caller: keyedCaller(caller, route, body) })) ?? {}
      const mismatch = deps.checkAnswers && answerMismatch(route.answer, data)
      if (mismatch) return contractMismatch(c, route, mismatch)
      c.set('outcome', 'ok')
      return c.json(okBody(data))
    })
  }
}

/**
 * An operator's call that does its action once per key carries the key on the caller, where the
 * one audited wrapper of every console action reads it (decision 0063).
 */
function keyedCaller(caller: Caller, route: Route, body: unknown): Caller {
  if (!route.oncePerRequest || !('admin' in caller)) return caller
  const requestId = (body as { requestId?: unknown }).requestId
  if (typeof requestId !== 'string') return caller
  const operator: AdminCaller = { ...(caller as AdminCaller), requestId }
  return operator
}

/** Tests only: an answer its contract does not describe fails the test that made it. */
function contractMismatch(c: Context, route: Route, mismatch: string) {
  log.error(
    { requestId: c.get('requestId'), route: route.path, mismatch },
    'answer departs from its contract',
  )
  c.set('outcome', 'contractMismatch')
  return c.json({ ...refusalBody('common.busy'), contractMismatch: mismatch }, 500)
}

/** The id of the investor or operator calling, for the request log; null before login. */
function callerIdOf(caller: Caller | AuthedCaller | AdminCaller): number | null {
  if ('user' in caller) return caller.user.id
  if ('admin' in caller) return caller.admin.id
  return null
}

/** The operator behind an admin token, or 'unauthorized'. */
export async function identifyAdmin(c: Context, deps: Deps): Promise<AdminCaller | 'unauthorized'> {
  const token = c.req.header('token')
  if (!token) return 'unauthorized'
  const session = await resolveAdminSession(deps.db, token, deps.wallClock)
  return session ? { address: clientAddress(c, deps.trustProxy), ...session } : 'unauthorized'
}

/** The investor behind the `token` and `account` headers (spec §7), or 'unauthorized'. */
export async function identifyInvestor(
  c: Context,
  deps: Deps,
): Promise<AuthedCaller | 'unauthorized'> {
  const caller: Caller = { address: clientAddress(c, deps.trustProxy) }
  const token = c.req.header('token')
  const account = c.req.header('account')
  if (!token || !account) return 'unauthorized'
  const session = await resolveSession(deps.db, token, account, deps.wallClock)
  if (!session) return 'unauthorized'
  // spec §6: an account the operator restricts after login loses its sessions at once.
  if (!accessVerdict(session.user).allowed) {
    await revokeUserSessions(deps.db, session.user.id, deps.wallClock)
    return 'unauthorized'
  }
  return { ...caller, ...session }
}

async function identify(
  c: Context,
  route: Route,
  deps: Deps,
): Promise<Caller | AuthedCaller | AdminCaller | 'unauthorized'> {
  if (route.auth === 'admin') return identifyAdmin(c, deps)
  if (route.auth) return identifyInvestor(c, deps)
  // A public call (login, registration) also says what device it comes from.
  return { address: clientAddress(c, deps.trustProxy), userAgent: c.req.header('user-agent') ?? '' }
}

/**
 * The client's address: the socket's, or, behind a reverse proxy that TRUST_PROXY vouches for,
 * the last one in X-Forwarded-For (the one that proxy saw; earlier entries are the client's word).
 * Without TRUST_PROXY the header is ignored, so a client cannot pick its own rate-limit bucket.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'local'
  } catch {
    return 'local' // in-process requests (tests) have no socket
  }
}

/**
 * The body (JSON, or multipart form data on upload routes) checked for control characters, then
 * against the route's schema; a refusal naming the first bad field otherwise.
 */
async function readBody(c: Context, route: Route): Promise<unknown> {
  const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data')
  if (!(route.upload && multipart)) return parseBody(await readText(c), route)
  let raw: unknown
  try {
    raw = await c.req.parseBody()
  } catch {
    throw new ApiRefusal('common.invalid', { field: 'body' })
  }
  return checkedBody(raw, route)
}

async function readText(c: Context): Promise<string> {
  try {
    return await c.req.text()
  } catch {
    throw new ApiRefusal('common.invalid', { field: 'body' })
  }
}

/** A JSON body's text, parsed and checked (an empty body is an empty object). */
function parseBody(text: string, route: Route): unknown {
  let raw: unknown
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    throw new ApiRefusal('common.invalid', { field: 'body' })
  }
  return checkedBody(raw, route)
}

/** A body checked for control characters, then against the route's schema. */
function checkedBody(raw: unknown, route: Route): unknown {
  const controlled = controlCharacterPath(raw)
  if (controlled) throw new ApiRefusal('common.invalid', { field: controlled })
  const parsed = zod.safeParse(route.body, raw)
  if (parsed.success) return parsed.data
  const path = parsed.error.issues[0]?.path ?? []
  throw new ApiRefusal('common.invalid', { field: path.length ? path.join('.') : 'body' })
}
