import {
  channelsCall,
  depositTermsCall,
  exchangeCall,
  ratesCall,
  rechargeCall,
  recordsCall,
  withdrawCall,
  withdrawGateCall,
} from '../../../machines/funds/calls.ts'
import { MARKET_CURRENCY } from '../../../machines/rules.ts'
import {
  depositTerms,
  listChannels,
  requestDeposit,
  userDeposits,
} from '../../funds/depositService.ts'
import { exchangeCurrency, exchangeRates } from '../../funds/exchangeService.ts'
import { ledgerEventPage } from '../../funds/recordsService.ts'
import {
  requestWithdrawal,
  userWithdrawals,
  withdrawalGateView,
} from '../../funds/withdrawalService.ts'
import { pageOf } from '../../http/paging.ts'
import { serve } from '../../http/route.ts'

export const channelsRoute = serve(channelsCall, ({ body, deps }) =>
  listChannels(deps, body.type ? MARKET_CURRENCY[body.type] : undefined),
)

export const rechargeRoute = serve(rechargeCall, ({ body, deps, caller }) =>
  requestDeposit(deps, caller.user, body),
)

export const depositTermsRoute = serve(depositTermsCall, ({ deps, caller }) =>
  depositTerms(deps, caller.user.id),
)

export const withdrawGateRoute = serve(withdrawGateCall, ({ body, deps, caller }) =>
  withdrawalGateView(deps, caller.user.id, body.type, body.currency),
)

export const withdrawRoute = serve(withdrawCall, ({ body, deps, caller }) =>
  requestWithdrawal(deps, caller.user, body),
)

export const recordsRoute = serve(recordsCall, async ({ body, deps, caller }) => {
  const read = { trade: ledgerEventPage, recharge: userDeposits, withdraw: userWithdrawals }[
    body.kind
  ]
  const { rows, total } = await read(deps, caller.user.id, body.page, body.size)
  return pageOf<(typeof rows)[number]>(rows, total, body.page, body.size)
})

export const ratesRoute = serve(ratesCall, ({ deps }) => exchangeRates(deps))

export const exchangeRoute = serve(exchangeCall, ({ body, deps, caller }) =>
  exchangeCurrency(deps, caller.user, body),
)

export const fundsRoutes = [
  channelsRoute,
  rechargeRoute,
  depositTermsRoute,
  withdrawGateRoute,
  withdrawRoute,
  recordsRoute,
  ratesRoute,
  exchangeRoute,
]
