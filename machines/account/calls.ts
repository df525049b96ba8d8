import * as zod from 'zod/mini'
import { type AnswerOf, defineCall } from '../contract/call.ts'
import { empty, imageField, isoTime, money } from '../contract/fields.ts'
import {
  type BankCardFacts,
  bankCardGate,
  type FundPasswordFacts,
  firstEmptyCardField,
  fundPasswordGate,
  type LoginPasswordFacts,
  loginPasswordGate,
  WALLET_NETWORKS,
  type WalletFacts,
  type WalletNetwork,
  walletGate,
} from '../funds/forms.ts'
import { KYC_STATUSES, type KycSubmission, kycFormGate } from '../funds/kyc.ts'
import type { GateInput } from '../gate.ts'
import {
  EXCHANGE_CURRENCIES,
  FUND_PASSWORD_DIGITS,
  MARKETS,
  PASSWORD_MIN_LENGTH,
} from '../rules.ts'
import { codeField } from './twoFactor.ts'

/**
 * The calls of the user's account: assets and balances, the fund and login passwords, bank cards
 * and wallets, real-name verification (spec §2 Account page, §3 Account, Bank card, Wallet, §5).
 */

/** Strings are bounded so that nobody can make the server hash or store a megabyte. */
const text = (max: number) => zod.string().check(zod.maxLength(max))
const kycStatus = zod.enum(KYC_STATUSES)
const walletNetwork = zod.enum(WALLET_NETWORKS)
const created = zod.object({ id: zod.number() })

export const assetsCall = defineCall({
  path: 'user/assets',
  summary: 'Total assets, available, frozen, margin and profit in one market (spec §3 Account)',
  request: zod.object({ type: zod._default(zod.enum(MARKETS), 'Spain') }),
  answer: zod.object({
    currency: zod.enum(EXCHANGE_CURRENCIES),
    /** This market's currency alone: available + frozen + margin + following + quant + plans + floating. */
    total: money,
    /** Every currency held, at the configured exchange rates, in `currency` (issue 18). */
    consolidated: money,
    /** False when a currency held has no rate and is left out of `consolidated`. */
    consolidatedComplete: zod.boolean(),
    /** What each currency held is worth in itself, the market's currency first. */
    holdings: zod.array(zod.object({ currency: zod.string(), total: money })),
    available: money,
    frozen: money,
    margin: money,
    /** The open positions' gain or loss at the last price. */
    floating: money,
    /** What this currency's follows of copy-trade funds are worth, as last settled (issue 19). */
    following: money,
    /** What this currency's quant account holds: available, in trading and withdrawing (issue 20). */
    quant: money,
    /** What this currency's savings plans are worth: holdings at the last price and cash (decision 0073). */
    plans: money,
    profit: money,
    usdt: money,
    creditScore: zod.number(),
    /** spec §3 Account: the credit limit and what is borrowed, in euros (CREDIT_CURRENCY). */
    creditLimit: money,
    borrowed: money,
    borrowable: money,
    realname: zod.nullable(zod.string()),
    kyc: kycStatus,
  }),
  auth: true,
})

export const balancesCall = defineCall({
  path: 'user/balances',
  summary: 'Every currency the user holds (wallet screen)',
  request: empty,
  answer: zod.array(
    zod.object({ currency: zod.string(), available: money, frozen: money, margin: money }),
  ),
  auth: true,
})

export const setFundPasswordCall = defineCall({
  path: 'user/setFundPassword',
  summary: 'Set or reset the fund password, proven by the login password (spec §2)',
  request: zod.object({
    password: text(32),
    password2: text(32),
    loginPassword: text(128),
    /** Issue 25: once two-factor sign-in is on, its code. */
    twoFactorCode: codeField,
  }),
  answer: empty,
  auth: true,
})

export const changePasswordCall = defineCall({
  path: 'user/changePassword',
  summary: 'Change the login password; other sessions end (spec §2 loginPass)',
  request: zod.object({ oldPassword: text(128), password: text(128), password2: text(128) }),
  answer: empty,
  auth: true,
})

export const addBankCardCall = defineCall({
  path: 'user/addBankCard',
  summary: 'Bind a bank card (spec §3 Bank card, §5 Bank cards)',
  request: zod.object({
    holder: text(64),
    first4: text(4),
    last12: text(12),
    bankName: text(64),
    branchName: text(64),
    bankCode: text(32),
    /** Issue 25: once two-factor sign-in is on, its code. */
    twoFactorCode: codeField,
  }),
  answer: created,
  auth: true,
})

export const bankCardsCall = defineCall({
  path: 'user/bankCards',
  summary: "The user's bank cards, numbers masked",
  request: empty,
  answer: zod.array(
    zod.object({
      id: zod.number(),
      holder: zod.string(),
      bankName: zod.string(),
      branchName: zod.string(),
      bankCode: zod.string(),
      /** Only the last four digits (machines/account/payoutMethods.ts maskCard). */
      masked: zod.string(),
    }),
  ),
  auth: true,
})

export const addWalletCall = defineCall({
  path: 'user/addWallet',
  summary: 'Bind a USDC wallet address with an optional payment QR code (spec §3 Wallet)',
  request: zod.object({
    type: walletNetwork,
    address: text(64),
    qr: imageField,
    /** Issue 25: once two-factor sign-in is on, its code. */
    twoFactorCode: codeField,
  }),
  answer: created,
  auth: true,
  upload: true,
})

export const walletsCall = defineCall({
  path: 'user/wallets',
  summary: "The user's wallet addresses",
  request: empty,
  answer: zod.array(
    zod.object({
      id: zod.number(),
      type: walletNetwork,
      address: zod.string(),
      /** The payment QR code's upload id, when one was given. */
      qr: zod.nullable(zod.string()),
    }),
  ),
  auth: true,
})

export const realnameCall = defineCall({
  path: 'user/realname',
  summary: 'Submit real-name data with both ID photos (spec §2, §5 Real-name verification)',
  request: zod.object({
    name: text(64),
    idNumber: text(32),
    // Any text here: whether it is a day, and of an adult, is the form gate's rule (spec §9 Age).
    dateOfBirth: zod._default(text(10), ''),
    front: imageField,
    back: imageField,
  }),
  answer: zod.object({ status: zod.literal('underReview') }),
  auth: true,
  upload: true,
})

export const realnameStatusCall = defineCall({
  path: 'user/realnameStatus',
  summary: 'Real-name state and, when rejected, the reason (spec §4 Real-name)',
  request: empty,
  answer: zod.object({
    status: kycStatus,
    name: zod.nullable(zod.string()),
    reason: zod.nullable(zod.string()),
    submittedAt: zod.nullable(isoTime),
  }),
  auth: true,
})

export type Assets = AnswerOf<typeof assetsCall>
export type Balance = AnswerOf<typeof balancesCall>[number]
export type BankCardRow = AnswerOf<typeof bankCardsCall>[number]
export type WalletRow = AnswerOf<typeof walletsCall>[number]
export type KycView = AnswerOf<typeof realnameStatusCall>

/**
 * The fund-password form's gate input (spec §2 Fund password), built the same way by the screen
 * and by the server. `server` carries what only the server knows (the login password checked
 * against its hash); the screen leaves it out and its run of the gate skips that check.
 */
export function fundPasswordInput(
  form: { password: string; password2: string },
  server?: { loginPasswordCorrect: boolean },
): GateInput<FundPasswordFacts> {
  return {
    gate: fundPasswordGate,
    facts: { password: form.password, password2: form.password2, ...server },
    params: { malformed: { count: String(FUND_PASSWORD_DIGITS) } },
  }
}

/** The login-password form's gate input (spec §2 Login password change); `server` as above. */
export function loginPasswordInput(
  form: { password: string; password2: string },
  server?: { loginPasswordCorrect: boolean },
): GateInput<LoginPasswordFacts> {
  return {
    gate: loginPasswordGate,
    facts: { password: form.password, password2: form.password2, ...server },
    params: { tooShort: { count: String(PASSWORD_MIN_LENGTH) } },
  }
}

/**
 * The bank-card form's gate input (spec §3 Bank card, §5 Bank cards); `server` says whether the
 * number is bound already, to any account, which only the server can know.
 */
export function bankCardInput(
  form: Omit<BankCardFacts, 'cardExists'>,
  server?: { cardExists: boolean },
): GateInput<BankCardFacts> {
  const facts: BankCardFacts = {
    holder: form.holder,
    first4: form.first4,
    last12: form.last12,
    bankName: form.bankName,
    branchName: form.branchName,
    bankCode: form.bankCode,
    ...server,
  }
  return {
    gate: bankCardGate,
    facts,
    params: { fieldMissing: { field: firstEmptyCardField(facts) ?? 'holder' } },
  }
}

/** The wallet form's gate input (spec §3 Wallet); `server` says whether the address is bound already. */
export function walletInput(
  form: { type: WalletNetwork; address: string },
  server?: { walletExists: boolean },
): GateInput<WalletFacts> {
  return {
    gate: walletGate,
    facts: { network: form.type, address: form.address.trim(), ...server },
  }
}

/** A photo counts once a non-empty file is picked (an empty form field is no photo). */
const picked = (file: File | '' | null | undefined) => file instanceof File && file.size > 0

/** What the real-name lifecycle decides a submission on, from the form as sent (spec §5). */
export function kycSubmissionOf(
  form: {
    name: string
    idNumber: string
    dateOfBirth?: string | undefined
    front?: File | '' | null | undefined
    back?: File | '' | null | undefined
  },
  today: string,
): KycSubmission {
  return {
    name: form.name,
    idNumber: form.idNumber,
    dateOfBirth: (form.dateOfBirth ?? '').trim(),
    today,
    front: picked(form.front),
    back: picked(form.back),
  }
}

/** The real-name form's gate input: the screen's check before the photos are sent. */
export function kycSubmissionInput(
  form: Parameters<typeof kycSubmissionOf>[0],
  today: string,
): GateInput {
  return { gate: kycFormGate, facts: kycSubmissionOf(form, today) }
}
