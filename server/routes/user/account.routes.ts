import {
  addBankCardCall,
  addWalletCall,
  assetsCall,
  balancesCall,
  bankCardsCall,
  changePasswordCall,
  realnameCall,
  realnameStatusCall,
  setFundPasswordCall,
  walletsCall,
} from '../../../machines/account/calls.ts'
import { requireSecondFactor } from '../../auth/twoFactor.ts'
import { assetsOf, walletBalances } from '../../funds/assets.ts'
import { changeLoginPassword, setFundPassword } from '../../funds/credentials.ts'
import { kycStatusOf, submitKyc } from '../../funds/kycService.ts'
import { addBankCard, addWallet, listBankCards, listWallets } from '../../funds/payoutMethods.ts'
import { serve } from '../../http/route.ts'

export const assetsRoute = serve(assetsCall, ({ body, deps, caller }) =>
  assetsOf(deps, caller.user, body.type),
)

export const balancesRoute = serve(balancesCall, ({ deps, caller }) =>
  walletBalances(deps, caller.user.id),
)

export const setFundPasswordRoute = serve(setFundPasswordCall, async ({ body, deps, caller }) => {
  await requireSecondFactor(deps, { kind: 'user', id: caller.user.id }, body.twoFactorCode)
  return setFundPassword(deps, caller.user, body)
})

export const changePasswordRoute = serve(changePasswordCall, ({ body, deps, caller }) =>
  changeLoginPassword(deps, caller, body),
)

export const addBankCardRoute = serve(addBankCardCall, async ({ body, deps, caller }) => {
  await requireSecondFactor(deps, { kind: 'user', id: caller.user.id }, body.twoFactorCode)
  return addBankCard(deps, caller.user, body)
})

export const bankCardsRoute = serve(bankCardsCall, ({ deps, caller }) =>
  listBankCards(deps, caller.user.id),
)

export const addWalletRoute = serve(addWalletCall, async ({ body, deps, caller }) => {
  await requireSecondFactor(deps, { kind: 'user', id: caller.user.id }, body.twoFactorCode)
  return addWallet(deps, caller.user, body)
})

export const walletsRoute = serve(walletsCall, ({ deps, caller }) =>
  listWallets(deps, caller.user.id),
)

export const realnameRoute = serve(realnameCall, ({ body, deps, caller }) =>
  submitKyc(deps, caller.user, body),
)

export const realnameStatusRoute = serve(realnameStatusCall, ({ deps, caller }) =>
  kycStatusOf(deps, caller.user),
)

// Issue 25: once two-factor sign-in is on, the fund password, a bank card and a wallet change only
// with its code (server/auth/twoFactor.ts).
export const accountRoutes = [
  assetsRoute,
  balancesRoute,
  setFundPasswordRoute,
  changePasswordRoute,
  addBankCardRoute,
  bankCardsRoute,
  addWalletRoute,
  walletsRoute,
  realnameRoute,
  realnameStatusRoute,
]
