import {
  twoFactorBeginCall,
  twoFactorDisableCall,
  twoFactorEnableCall,
  twoFactorStatusCall,
} from '../../../machines/account/twoFactor.ts'
import { verifyPassword } from '../../auth/password.ts'
import {
  beginSecondFactor,
  disableSecondFactor,
  enableSecondFactor,
  secondFactorStatus,
} from '../../auth/twoFactor.ts'
import { ApiRefusal } from '../../core/refusal.ts'
import { serve } from '../../http/route.ts'

/** Issue 25, two-factor sign-in (decision 0050): the investor's own second factor. */

export const twoFactorStatusRoute = serve(twoFactorStatusCall, ({ deps, caller }) =>
  secondFactorStatus(deps.db, { kind: 'user', id: caller.user.id }),
)

export const twoFactorBeginRoute = serve(twoFactorBeginCall, async ({ body, deps, caller }) => {
  // The login password proves it is the owner, not a phone left unlocked.
  if (!(await verifyPassword(body.password, caller.user.passwordHash)))
    throw new ApiRefusal('auth.badCredentials')
  return beginSecondFactor(deps, { kind: 'user', id: caller.user.id }, caller.user.account)
})

export const twoFactorEnableRoute = serve(twoFactorEnableCall, ({ body, deps, caller }) =>
  enableSecondFactor(deps, { kind: 'user', id: caller.user.id }, body.code),
)

export const twoFactorDisableRoute = serve(twoFactorDisableCall, async ({ body, deps, caller }) => {
  if (!(await verifyPassword(body.password, caller.user.passwordHash)))
    throw new ApiRefusal('auth.badCredentials')
  await disableSecondFactor(deps, { kind: 'user', id: caller.user.id }, body.code)
  return {}
})

export const twoFactorRoutes = [
  twoFactorStatusRoute,
  twoFactorBeginRoute,
  twoFactorEnableRoute,
  twoFactorDisableRoute,
]
