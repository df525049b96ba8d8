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

export const setFundPasswordRoute = serve(setFundPasswordCall, ({ body, deps, caller }) =>
  setFundPassword(deps, caller.user, body),
)

export const changePasswordRoute = serve(changePasswordCall, ({ body, deps, caller }) =>
  changeLoginPassword(deps, caller, body),
)

export const addBankCardRoute = serve(addBankCardCall, ({ body, deps, caller }) =>
  addBankCard(deps, caller.user, body),
)

export const bankCardsRoute = serve(bankCardsCall, ({ deps, caller }) =>
  listBankCards(deps, caller.user.id),
)

export const addWalletRoute = serve(addWalletCall, ({ body, deps, caller }) =>
  addWallet(deps, caller.user, body),
)

export const walletsRoute = serve(walletsCall, ({ deps, caller }) =>
  listWallets(deps, caller.user.id),
)

export const realnameRoute = serve(realnameCall, ({ body, deps, caller }) =>
  submitKyc(deps, caller.user, body),
)

export const realnameStatusRoute = serve(realnameStatusCall, ({ deps, caller }) =>
  kycStatusOf(deps, caller.user),
)

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
