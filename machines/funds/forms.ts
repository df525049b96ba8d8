import { defineGate } from '../gate.ts'
import { FUND_PASSWORD, PASSWORD_MIN_LENGTH } from '../rules.ts'

/** Setting or resetting the fund password (user/setFundPassword). */
export interface FundPasswordFacts {
  password: string
  password2: string
  /** Known to the server only (checked against the stored hash); the screen leaves it out. */
  loginPasswordCorrect?: boolean
}

// not in the spec (rules.ts FUND_PASSWORD): the fund password is six digits
export const fundPasswordMalformed = (f: FundPasswordFacts) => !FUND_PASSWORD.test(f.password)
// spec §5 Registration and login: the two passwords must match (the fund password is typed twice)
export const fundPasswordsDiffer = (f: FundPasswordFacts) => f.password !== f.password2
// spec §8 Funds: the login password must be right (it proves the user is the owner)
export const loginPasswordWrong = (f: { loginPasswordCorrect?: boolean }) =>
  f.loginPasswordCorrect !== true

export const fundPasswordGate = defineGate<FundPasswordFacts>(
  'fundPasswordForm',
  'Decides whether a fund password is set: six digits, typed twice the same, and the login password to prove it is the owner (spec §2 Fund password, §8 Funds).',
  [
    {
      state: 'malformed',
      code: 'funds.fundPasswordFormat',
      blocks: { name: 'fundPasswordMalformed', test: fundPasswordMalformed },
      description: 'Not six digits.',
    },
    {
      state: 'differ',
      code: 'auth.passwordsDiffer',
      blocks: { name: 'fundPasswordsDiffer', test: fundPasswordsDiffer },
      description: 'The two entries differ.',
    },
    {
      state: 'loginPasswordWrong',
      code: 'auth.oldPasswordWrong',
      blocks: { name: 'loginPasswordWrong', test: loginPasswordWrong },
      description: 'The login password is wrong.',
      serverOnly: true,
    },
  ],
)

/** Changing the login password (user/changePassword). */
export interface LoginPasswordFacts {
  password: string
  password2: string
  /** Known to the server only (the original password against its hash); the screen leaves it out. */
  loginPasswordCorrect?: boolean
}

// not in the spec (OWASP ASVS 2.1.1): the new password is as long as registration asks
export const newPasswordTooShort = (f: LoginPasswordFacts) =>
  [...f.password].length < PASSWORD_MIN_LENGTH
// spec §5 Registration and login: the two passwords must match
export const newPasswordsDiffer = (f: LoginPasswordFacts) => f.password !== f.password2

export const loginPasswordGate = defineGate<LoginPasswordFacts>(
  'loginPasswordForm',
  'Decides whether the login password changes: long enough, typed twice the same, and the original password right (spec §2 Login password change, §8 Funds).',
  [
    {
      state: 'tooShort',
      code: 'auth.passwordWeak',
      blocks: { name: 'newPasswordTooShort', test: newPasswordTooShort },
      description: 'The new password is too short.',
    },
    {
      state: 'differ',
      code: 'auth.passwordsDiffer',
      blocks: { name: 'newPasswordsDiffer', test: newPasswordsDiffer },
      description: 'The two entries differ.',
    },
    {
      state: 'originalWrong',
      code: 'auth.oldPasswordWrong',
      blocks: { name: 'loginPasswordWrong', test: loginPasswordWrong },
      description: 'The original password is wrong.',
      serverOnly: true,
    },
  ],
)

/** Adding a bank card (user/addBankCard). */
export interface BankCardFacts {
  holder: string
  first4: string
  last12: string
  bankName: string
  branchName: string
  bankCode: string
  /** Known to the server only (a card of any account); the screen leaves it out. */
  cardExists?: boolean
}

const CARD_TEXT_FIELDS = ['holder', 'bankName', 'branchName', 'bankCode'] as const

/** The first card field left empty, or null. */
export function firstEmptyCardField(f: BankCardFacts): (typeof CARD_TEXT_FIELDS)[number] | null {
  return CARD_TEXT_FIELDS.find((k) => f[k].trim() === '') ?? null
}

// spec §3 Bank card: holder, bank name, branch name and bank code are part of a card
export const cardFieldMissing = (f: BankCardFacts) => firstEmptyCardField(f) !== null
// spec §3 Bank card: the number is entered as the first 4 digits and the last 12 digits
export const cardNumberMalformed = (f: BankCardFacts) =>
  !/^\d{4}$/.test(f.first4) || !/^\d{12}$/.test(f.last12)
// spec §5 Bank cards: a card that already exists cannot be added
export const cardAlreadyExists = (f: BankCardFacts) => f.cardExists === true

export const bankCardGate = defineGate<BankCardFacts>(
  'bankCardForm',
  'Decides whether a bank card is added: every field, the number as 4 + 12 digits, and not a card that already exists (spec §3 Bank card, §5 Bank cards).',
  [
    {
      state: 'fieldMissing',
      code: 'common.invalid',
      blocks: { name: 'cardFieldMissing', test: cardFieldMissing },
      description: 'Holder, bank name, branch or bank code is empty.',
    },
    {
      state: 'numberMalformed',
      code: 'funds.cardInvalid',
      blocks: { name: 'cardNumberMalformed', test: cardNumberMalformed },
      description: 'The number is not 4 + 12 digits.',
    },
    {
      state: 'exists',
      code: 'funds.cardExists',
      blocks: { name: 'cardAlreadyExists', test: cardAlreadyExists },
      description: 'The card is already bound (to this or another account).',
      serverOnly: true,
    },
  ],
)

export const WALLET_NETWORKS = ['ERC20', 'TRC20'] as const
export type WalletNetwork = (typeof WALLET_NETWORKS)[number]

/** Address formats of the two USDC networks the app pays out on (Ethereum hex, Tron base58). */
const ADDRESS_FORMAT: Record<WalletNetwork, RegExp> = {
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
}

/** Adding a wallet address (user/addWallet). */
export interface WalletFacts {
  network: WalletNetwork
  address: string
  /** Known to the server only (an address of any account); the screen leaves it out. */
  walletExists?: boolean
}

// spec §3 Wallet: type and address; the address must be one of the chosen network
export const addressMalformed = (f: WalletFacts) =>
  !ADDRESS_FORMAT[f.network].test(f.address.trim())
// spec §5 Bank cards (and wallets): one that already exists cannot be added
export const walletAlreadyExists = (f: WalletFacts) => f.walletExists === true

export const walletGate = defineGate<WalletFacts>(
  'walletForm',
  'Decides whether a wallet address is added: a valid address for its network, not already bound (spec §3 Wallet).',
  [
    {
      state: 'addressMalformed',
      code: 'funds.addressInvalid',
      blocks: { name: 'addressMalformed', test: addressMalformed },
      description: 'The address does not fit the network.',
    },
    {
      state: 'exists',
      code: 'funds.walletExists',
      blocks: { name: 'walletAlreadyExists', test: walletAlreadyExists },
      description: 'The address is already bound.',
      serverOnly: true,
    },
  ],
)
