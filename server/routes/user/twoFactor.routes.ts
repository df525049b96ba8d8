import {
  twoFactorBeginCall,
  twoFactorDisableCall,
  twoFactorEnableCall,
  twoFactorStatusCall,
} from '../../../machines/account/twoFactor.ts'
import { verifyPassword } from '../../auth/password.ts'
import type { SessionUser } from '../../auth/sessions.ts'
import {
  beginSecondFactor,
  disableSecondFactor,
  enableSecondFactor,
  secondFactorStatus,
} from '../../auth/twoFactor.ts'
import type { Deps } from '../../core/deps.ts'
import { ApiRefusal } from '../../core/refusal.ts'
import { throttle } from '../../core/throttle.ts'
import { serve } from '../../http/route.ts'

/** Issue 25, two-factor sign-in (decision 0050): the investor's own second factor. */

export const twoFactorStatusRoute = serve(twoFactorStatusCall, ({ deps, caller }) =>
  secondFactorStatus(deps.db, { kind: 'user', id: caller.user.id }),
)

/**
 * The login password proves it is the owner, not a phone left unlocked; throttled per user like
 * every check of it (server/funds/credentials.ts), so it cannot be guessed here either.
 */
async function loginPasswordProven(deps: Deps, user: SessionUser, password: string) {
  await throttle(deps, `loginpass:${user.id}`, deps.limits.loginPerAccount)
  if (!(await verifyPassword(password, user.passwordHash)))
    throw new ApiRefusal('auth.oldPasswordWrong')
}

export const twoFactorBeginRoute = serve(twoFactorBeginCall, async ({ body, deps, caller }) => {
  await loginPasswordProven(deps, caller.user, body.password)
  return beginSecondFactor(deps, { kind: 'user', id: caller.user.id }, caller.user.account)
})

export const twoFactorEnableRoute = serve(twoFactorEnableCall, ({ body, deps, caller }) =>
  enableSecondFactor(deps, { kind: 'user', id: caller.user.id }, body.code),
)

export const twoFactorDisableRoute = serve(twoFactorDisableCall, async ({ body, deps, caller }) => {
  await loginPasswordProven(deps, caller.user, body.password)
  await disableSecondFactor(deps, { kind: 'user', id: caller.user.id }, body.code)
  return {}
})

export const twoFactorRoutes = [
  twoFactorStatusRoute,
  twoFactorBeginRoute,
  twoFactorEnableRoute,
  twoFactorDisableRoute,
]
