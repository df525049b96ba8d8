import {
  strategiesAdminCall,
  strategyFlagsCall,
  strategySaveCall,
} from '../../../machines/backOffice/quantStrategies.ts'
import { quantTransfersAdminCall } from '../../../machines/backOffice/quantTransfers.ts'
import { audited } from '../../admin/audit.ts'
import { serve } from '../../http/route.ts'
import { adminQuantTransfers } from '../quantService.ts'
import { adminStrategies, saveStrategy, setStrategyFlags } from '../strategyAdmin.ts'

export const quantTransfersAdminRoute = serve(quantTransfersAdminCall, ({ body, deps }) =>
  adminQuantTransfers(deps, body),
)

export const strategiesAdminRoute = serve(strategiesAdminCall, ({ deps }) => adminStrategies(deps))

export const strategySaveRoute = serve(strategySaveCall, ({ body, deps, caller }) =>
  audited(
    deps,
    caller,
    { action: body.id ? 'quant.strategyEdit' : 'quant.strategyCreate', target: 'strategy' },
    async (tx) => {
      const change = await saveStrategy(tx, deps, body)
      return { ...change, target: `strategy#${change.answer.id}` }
    },
  ),
)

/** The audit action of a flags change. */
const flagsAction = (body: { onShelf: boolean } | { enabled: boolean }) =>
  'onShelf' in body
    ? body.onShelf
      ? 'quant.strategyOnShelf'
      : 'quant.strategyOffShelf'
    : body.enabled
      ? 'quant.strategyEnable'
      : 'quant.strategyPause'

export const strategyFlagsRoute = serve(strategyFlagsCall, ({ body, deps, caller }) =>
  audited(
    deps,
    caller,
    { action: flagsAction(body), target: `strategy#${body.id}` },
    async (tx) => {
      return setStrategyFlags(tx, deps, body.id, body)
    },
  ),
)

export const quantAdminRoutes = [
  quantTransfersAdminRoute,
  strategiesAdminRoute,
  strategySaveRoute,
  strategyFlagsRoute,
]
