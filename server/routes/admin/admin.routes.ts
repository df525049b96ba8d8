import {
  auditListCall,
  configListCall,
  configSetCall,
  profileCall,
  restrictCall,
  reviewDecideCall,
  reviewListCall,
  usersListCall,
} from '../../../machines/backOffice/calls.ts'
import {
  adminLoginCall,
  adminLogoutCall,
  adminMeCall,
  adminTwoFactorBeginCall,
  adminTwoFactorEnableCall,
} from '../../../machines/backOffice/operatorSignIn.ts'
import { auditEntries } from '../../admin/auditLog.ts'
import { adminLogin } from '../../admin/login.ts'
import {
  beginOperatorSecondFactor,
  enableOperatorSecondFactor,
  operatorMe,
} from '../../admin/operatorTwoFactor.ts'
import { decideReview, reviewQueue } from '../../admin/reviews.ts'
import { listSettings, setSetting } from '../../admin/settings.ts'
import { listUsers, restrictUser, setProfile } from '../../admin/users.ts'
import { revokeAdminSession } from '../../auth/adminSessions.ts'
import { pageOf } from '../../http/paging.ts'
import { serve } from '../../http/route.ts'
import { productConsoleRoutes } from '../../products.ts'
import { channelAdminRoutes } from './channelsAdmin.routes.ts'
import { creditChangeRoute } from './creditAdmin.routes.ts'
import { resetCodeRoute } from './resetCodeAdmin.routes.ts'

export const adminLoginRoute = serve(adminLoginCall, ({ body, deps, caller }) =>
  adminLogin(deps, caller, body),
)

export const adminLogoutRoute = serve(adminLogoutCall, async ({ deps, caller }) => {
  await revokeAdminSession(deps.db, caller.sessionId, deps.wallClock)
  return {}
})

export const adminMeRoute = serve(adminMeCall, ({ deps, caller }) => operatorMe(deps, caller))

export const adminTwoFactorBeginRoute = serve(adminTwoFactorBeginCall, ({ deps, caller }) =>
  beginOperatorSecondFactor(deps, caller),
)

export const adminTwoFactorEnableRoute = serve(adminTwoFactorEnableCall, ({ body, deps, caller }) =>
  enableOperatorSecondFactor(deps, caller, body.code),
)

export const reviewListRoute = serve(reviewListCall, async ({ body, deps }) => {
  const { page, size } = body
  const { rows, total } = await reviewQueue(deps, body.kind, {
    state: body.state ?? null,
    page,
    size,
  })
  return pageOf(rows, total, page, size)
})

export const reviewDecideRoute = serve(reviewDecideCall, ({ body, deps, caller }) =>
  decideReview(deps, caller, body),
)

export const usersListRoute = serve(usersListCall, async ({ body, deps }) => {
  const { rows, total } = await listUsers(deps, body.query, body.page, body.size)
  return pageOf(rows, total, body.page, body.size)
})

export const profileRoute = serve(profileCall, ({ body, deps, caller }) =>
  setProfile(deps, caller, body),
)

export const restrictRoute = serve(restrictCall, ({ body, deps, caller }) =>
  restrictUser(deps, caller, body),
)

export const configListRoute = serve(configListCall, ({ deps }) => listSettings(deps))

export const configSetRoute = serve(configSetCall, ({ body, deps, caller }) =>
  setSetting(deps, caller, body),
)

export const auditListRoute = serve(auditListCall, async ({ body, deps }) => {
  const { list, total } = await auditEntries(deps, body.page, body.size)
  return pageOf(list, total, body.page, body.size)
})

export const adminRoutes = [
  adminLoginRoute,
  adminLogoutRoute,
  adminMeRoute,
  adminTwoFactorBeginRoute,
  adminTwoFactorEnableRoute,
  reviewListRoute,
  reviewDecideRoute,
  usersListRoute,
  restrictRoute,
  profileRoute,
  configListRoute,
  configSetRoute,
  auditListRoute,
  creditChangeRoute,
  resetCodeRoute,
  ...channelAdminRoutes,
  // The product lines' console calls (server/products.ts).
  ...productConsoleRoutes(),
]
