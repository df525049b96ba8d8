import { z } from 'zod'
import { revokeSession } from '../../auth/sessions.ts'
import { defineRoute } from '../../http/route.ts'
import { login, register, userInfo } from './user.handlers.ts'

/** Strings are bounded so that nobody can make the server hash a megabyte. */
const text = (max: number) => z.string().max(max)

export const registerRoute = defineRoute({
  path: 'user/register',
  summary: 'Create an account with an invitation code and log in (spec §5 Registration)',
  body: z.object({
    account: text(32),
    password: text(128),
    password2: text(128),
    invite: text(64),
    agree: z.boolean(),
  }),
  auth: false,
  handle: ({ body, deps, caller }) => register(deps, caller, body),
})

export const loginRoute = defineRoute({
  path: 'user/login',
  summary: 'Log in with phone number and password; returns a session token',
  body: z.object({ account: text(32).min(1), password: text(128).min(1) }),
  auth: false,
  handle: ({ body, deps, caller }) => login(deps, caller, body),
})

export const logoutRoute = defineRoute({
  path: 'user/logout',
  summary: 'End this session; its token stops working at once',
  body: z.object({}),
  auth: true,
  async handle({ deps, caller }) {
    await revokeSession(deps.db, caller.sessionId, deps.clock)
    return {}
  },
})

export const userInfoRoute = defineRoute({
  path: 'user/getUserinfo',
  summary: "The logged-in user's info (spec §7)",
  body: z.object({}),
  auth: true,
  handle: async ({ caller }) => userInfo(caller.user),
})

export const userRoutes = [registerRoute, loginRoute, logoutRoute, userInfoRoute]
