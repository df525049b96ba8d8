import {
  loginCall,
  logoutCall,
  registerCall,
  userInfoCall,
} from '../../../machines/session/calls.ts'
import { revokeSession } from '../../auth/sessions.ts'
import { serve } from '../../http/route.ts'
import { login, register, userInfo } from './user.handlers.ts'

export const registerRoute = serve(registerCall, ({ body, deps, caller }) =>
  register(deps, caller, body),
)

export const loginRoute = serve(loginCall, ({ body, deps, caller }) => login(deps, caller, body))

export const logoutRoute = serve(logoutCall, async ({ deps, caller }) => {
  await revokeSession(deps.db, caller.sessionId, deps.clock)
  return {}
})

export const userInfoRoute = serve(userInfoCall, async ({ caller }) => userInfo(caller.user))

export const userRoutes = [registerRoute, loginRoute, logoutRoute, userInfoRoute]
