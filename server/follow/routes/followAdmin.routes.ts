import {
  fundFollowersCall,
  fundSaveCall,
  fundShelfCall,
  fundsAdminCall,
} from '../../../machines/backOffice/followFunds.ts'
import { audited } from '../../admin/audit.ts'
import { serve } from '../../http/route.ts'
import { adminFunds, fundFollowers, saveFund, setShelf } from '../fundAdmin.ts'

export const fundsAdminRoute = serve(fundsAdminCall, ({ deps }) => adminFunds(deps))

export const fundSaveRoute = serve(fundSaveCall, ({ body, deps, caller }) =>
  audited(
    deps,
    caller,
    { action: body.id ? 'follow.fundEdit' : 'follow.fundCreate', target: 'follow' },
    async (tx) => {
      const change = await saveFund(tx, deps, body)
      return { answer: change.after, target: `follow#${change.after.id}`, ...change }
    },
  ),
)

export const fundShelfRoute = serve(fundShelfCall, ({ body, deps, caller }) =>
  audited(
    deps,
    caller,
    {
      action: body.onShelf ? 'follow.fundOnShelf' : 'follow.fundOffShelf',
      target: `follow#${body.id}`,
    },
    async (tx) => {
      const change = await setShelf(tx, deps, body.id, body.onShelf)
      return { answer: change.after, ...change }
    },
  ),
)

export const fundFollowersRoute = serve(fundFollowersCall, ({ body, deps }) =>
  fundFollowers(deps, body.id),
)

export const followAdminRoutes = [
  fundsAdminRoute,
  fundSaveRoute,
  fundShelfRoute,
  fundFollowersRoute,
]
