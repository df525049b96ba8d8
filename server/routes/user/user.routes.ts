import {
  devicesCall,
  loginCall,
  logoutCall,
  registerCall,
  resetPasswordCall,
  signOutOthersCall,
  userInfoCall,
} from '../../../machines/session/calls.ts'
import { resetPassword } from '../../auth/passwordReset.ts'
import { revokeSession } from '../../auth/sessions.ts'
import { signedInDevices, signOutOthers } from '../../auth/signedInDevices.ts'
import { serve } from '../../http/route.ts'
import { login, register, userInfo } from './user.handlers.ts'

export const registerRoute = serve(registerCall, ({ body, deps, caller }) =>
  register(deps, caller, body),
)

export const loginRoute = serve(loginCall, ({ body, deps, caller }) => login(deps, caller, body))

export const resetPasswordRoute = serve(resetPasswordCall, ({ body, deps, caller }) =>
  resetPassword(deps, caller, body),
)

export const logoutRoute = serve(logoutCall, async ({ deps, caller }) => {
  await revokeSession(deps.db, caller.sessionId, deps.wallClock)
  return {}
})

export const userInfoRoute = serve(userInfoCall, async ({ caller }) => userInfo(caller.user))

/** The devices the account is signed in on (issue 25). */
export const devicesRoute = serve(devicesCall, ({ deps, caller }) =>
  signedInDevices(deps.db, deps.wallClock, caller),
)

/** Signs every other device out (issue 25). */
export const signOutOthersRoute = serve(signOutOthersCall, ({ deps, caller }) =>
  signOutOthers(deps.db, deps.wallClock, caller),
)

export const userRoutes = [
  devicesRoute,
  signOutOthersRoute,
  registerRoute,
  loginRoute,
  resetPasswordRoute,
  logoutRoute,
  userInfoRoute,
]
