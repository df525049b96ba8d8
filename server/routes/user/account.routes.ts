import { z } from 'zod'
import { WALLET_NETWORKS } from '../../../machines/funds/forms.ts'
import { MARKETS } from '../../../machines/rules.ts'
import { assetsOf, walletBalances } from '../../funds/assets.ts'
import { changeLoginPassword, setFundPassword } from '../../funds/credentials.ts'
import { kycStatusOf, submitKyc } from '../../funds/kycService.ts'
import { addBankCard, addWallet, listBankCards, listWallets } from '../../funds/payoutMethods.ts'
import { defineRoute } from '../../http/route.ts'
import { imageField } from '../../http/uploadField.ts'

const text = (max: number) => z.string().max(max)
export const assetsRoute = defineRoute({
  path: 'user/assets',
  summary: 'Total assets, available, frozen, margin and profit in one market (spec §3 Account)',
  body: z.object({ type: z.enum(MARKETS).default('Spain') }),
  auth: true,
  handle: ({ body, deps, caller }) => assetsOf(deps, caller.user, body.type),
})

export const balancesRoute = defineRoute({
  path: 'user/balances',
  summary: 'Every currency the user holds (wallet screen)',
  body: z.object({}),
  auth: true,
  handle: ({ deps, caller }) => walletBalances(deps, caller.user.id),
})

export const setFundPasswordRoute = defineRoute({
  path: 'user/setFundPassword',
  summary: 'Set or reset the fund password, proven by the login password (spec §2)',
  body: z.object({ password: text(32), password2: text(32), loginPassword: text(128) }),
  auth: true,
  handle: ({ body, deps, caller }) => setFundPassword(deps, caller.user, body),
})

export const changePasswordRoute = defineRoute({
  path: 'user/changePassword',
  summary: 'Change the login password; other sessions end (spec §2 loginPass)',
  body: z.object({ oldPassword: text(128), password: text(128), password2: text(128) }),
  auth: true,
  handle: ({ body, deps, caller }) => changeLoginPassword(deps, caller, body),
})

export const addBankCardRoute = defineRoute({
  path: 'user/addBankCard',
  summary: 'Bind a bank card (spec §3 Bank card, §5 Bank cards)',
  body: z.object({
    holder: text(64),
    first4: text(4),
    last12: text(12),
    bankName: text(64),
    branchName: text(64),
    bankCode: text(32),
  }),
  auth: true,
  handle: ({ body, deps, caller }) => addBankCard(deps, caller.user, body),
})

export const bankCardsRoute = defineRoute({
  path: 'user/bankCards',
  summary: "The user's bank cards, numbers masked",
  body: z.object({}),
  auth: true,
  handle: ({ deps, caller }) => listBankCards(deps, caller.user.id),
})

export const addWalletRoute = defineRoute({
  path: 'user/addWallet',
  summary: 'Bind a USDC wallet address with an optional payment QR code (spec §3 Wallet)',
  body: z.object({ type: z.enum(WALLET_NETWORKS), address: text(64), qr: imageField }),
  auth: true,
  upload: true,
  handle: ({ body, deps, caller }) => addWallet(deps, caller.user, body),
})

export const walletsRoute = defineRoute({
  path: 'user/wallets',
  summary: "The user's wallet addresses",
  body: z.object({}),
  auth: true,
  handle: ({ deps, caller }) => listWallets(deps, caller.user.id),
})

export const realnameRoute = defineRoute({
  path: 'user/realname',
  summary: 'Submit real-name data with both ID photos (spec §2, §5 Real-name verification)',
  body: z.object({ name: text(64), idNumber: text(32), front: imageField, back: imageField }),
  auth: true,
  upload: true,
  handle: ({ body, deps, caller }) => submitKyc(deps, caller.user, body),
})

export const realnameStatusRoute = defineRoute({
  path: 'user/realnameStatus',
  summary: 'Real-name state and, when rejected, the reason (spec §4 Real-name)',
  body: z.object({}),
  auth: true,
  handle: ({ deps, caller }) => kycStatusOf(deps, caller.user),
})

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
