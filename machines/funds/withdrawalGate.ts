import * as zod from 'zod/mini'
import { defineGate } from '../gate.ts'
import { CARD_CURRENCIES, MARKET_CURRENCY, MARKETS, type Market } from '../rules.ts'
import { isBarredFromWithdrawing } from '../session/guards.ts'
import { KYC_STATUSES } from './kyc.ts'
import { fundsWindow, isWithinWindow } from './window.ts'

export type { KycStatus } from './kyc.ts'

/**
 * What decides whether a user may start a withdrawal at all, before they type anything: the
 * schema of funds/withdrawGate's `facts`, and the type the gate reads. The server re-checks the
 * same facts on submit.
 */
export const withdrawalFacts = zod.object({
  /** spec §6 Account restrictions: barred from withdrawing. */
  noWithdraw: zod.boolean(),
  fundPasswordSet: zod.boolean(),
  /** Bank cards (euro and dollar accounts) or wallets (USDC) the user could withdraw to. */
  boundMethods: zod.number(),
  kyc: zod.enum(KYC_STATUSES),
  /** Positions the user still holds (locked, holding or ready to close). */
  openPositions: zod.number(),
  creditScore: zod.number(),
  minCreditScore: zod.number(),
  /** ms since epoch, the server's clock. */
  now: zod.number(),
  window: fundsWindow,
  /** Which account the money leaves: a card for Spain and usd, a wallet for usdc. */
  market: zod.enum(MARKETS),
})
export type WithdrawalFacts = zod.output<typeof withdrawalFacts>

// spec §5 Withdrawal: the fund password must be set first
export const fundPasswordNotSet = (f: WithdrawalFacts) => !f.fundPasswordSet
// spec §5 Withdrawal: a bound bank account or wallet is needed
export const noBoundMethod = (f: WithdrawalFacts) => f.boundMethods < 1
// spec §8 Funds: real-name info rejected (submitted again, it is verified anew)
export const realNameRejected = (f: WithdrawalFacts) => f.kyc === 'rejected'
// spec §5 Withdrawal: real-name verification is needed
export const realNameNotVerified = (f: WithdrawalFacts) =>
  f.kyc !== 'passed' && f.kyc !== 'rejected'
// spec §5 Withdrawal: it must not be attempted while holding orders exist
export const holdsOpenPositions = (f: WithdrawalFacts) => f.openPositions > 0
// spec §5 Withdrawal, §6 Withdrawal gate: a credit score that is too low blocks it
export const creditScoreTooLow = (f: WithdrawalFacts) => f.creditScore < f.minCreditScore
// spec §9 Withdrawal hours: withdrawals are taken 09:00-17:30 on trading days (or the older reading, by config)
export const outsideWithdrawalWindow = (f: WithdrawalFacts) => !isWithinWindow(f.window, f.now)

export const withdrawalGate = defineGate<WithdrawalFacts>(
  'withdrawalGate',
  'Decides whether a user may start a withdrawal, in the order the app walks them through: restriction, fund password, card or wallet, real name, open positions, credit score, hours (spec §5 Withdrawal, §6, §9).',
  [
    {
      state: 'barred',
      code: 'withdraw.noWithdraw',
      blocks: { name: 'isBarredFromWithdrawing', test: isBarredFromWithdrawing },
      description: 'The operator barred the account from withdrawing.',
    },
    {
      state: 'fundPasswordMissing',
      code: 'withdraw.fundPasswordNotSet',
      blocks: { name: 'fundPasswordNotSet', test: fundPasswordNotSet },
      description: 'No fund password is set yet.',
    },
    {
      state: 'noMethod',
      code: 'withdraw.noBoundMethod',
      blocks: { name: 'noBoundMethod', test: noBoundMethod },
      description: 'No bank card (or, for USDC, no wallet) is bound.',
    },
    {
      state: 'realNameRejected',
      code: 'kyc.rejected',
      blocks: { name: 'realNameRejected', test: realNameRejected },
      description: 'The real-name verification was rejected: it must be submitted again.',
    },
    {
      state: 'realNameMissing',
      code: 'withdraw.realNameRequired',
      blocks: { name: 'realNameNotVerified', test: realNameNotVerified },
      description: 'Real-name verification has not passed.',
    },
    {
      state: 'positionsOpen',
      code: 'withdraw.openPositions',
      blocks: { name: 'holdsOpenPositions', test: holdsOpenPositions },
      description: 'The user still holds open positions.',
    },
    {
      state: 'creditTooLow',
      code: 'withdraw.creditTooLow',
      blocks: { name: 'creditScoreTooLow', test: creditScoreTooLow },
      description: 'The credit score is below the minimum for withdrawing.',
    },
    {
      state: 'outsideHours',
      code: 'funds.outsideHours',
      blocks: { name: 'outsideWithdrawalWindow', test: outsideWithdrawalWindow },
      description: 'It is outside the withdrawal hours.',
    },
  ],
)

/** spec §5 Withdrawal, §9: the USDC account pays out to a crypto wallet, the others to a bank card. */
export function payoutMethodOf(market: Market): 'card' | 'wallet' {
  return market === 'usdc' ? 'wallet' : 'card'
}

/**
 * The currencies a withdrawal from this account can be in: a wallet takes USDC; a bank card the
 * account's currency or any other it holds but USDC (spec §9 Exchange currencies: money
 * exchanged into won can leave as won, at the won's minimum).
 */
export function withdrawalCurrencies(market: Market, held: readonly string[]): string[] {
  const own = MARKET_CURRENCY[market]
  if (payoutMethodOf(market) === 'wallet') return [own]
  const others = CARD_CURRENCIES.filter((c) => c !== own && held.includes(c))
  return [own, ...others]
}

/**
 * Where the app sends the user to clear each blocker (issue Money: the first blocker is shown
 * with the action that clears it). Open positions lead to the positions to close; blockers
 * without a screen of their own (hours, credit score, a restriction) have none.
 */
export const WITHDRAWAL_REMEDY: Partial<Record<string, (market: Market) => string>> = {
  fundPasswordMissing: () => '/information/fundPass',
  noMethod: (market) =>
    payoutMethodOf(market) === 'wallet' ? '/information/usdtAddress' : '/information/addBankCard',
  realNameMissing: () => '/information/authInfo',
  realNameRejected: () => '/information/authInfo',
  positionsOpen: () => '/trade/index',
}

/**
 * Checks that are another reading of one requirement, shown in its row of the checklist: a
 * rejected real name is the real-name row, saying why, while it blocks (issue 21).
 */
export const WITHDRAWAL_ROW_OF: Partial<Record<string, string>> = {
  realNameRejected: 'realNameMissing',
}

/** A checklist with each requirement once: a blocking variant in its row's place, else the row. */
export function withdrawalChecklistRows<T extends { state: string; blocked: boolean }>(
  items: readonly T[],
): T[] {
  const shownFor = new Map<string, T>()
  for (const item of items) {
    const row = WITHDRAWAL_ROW_OF[item.state]
    if (row && item.blocked) shownFor.set(row, item)
  }
  return items.flatMap((item) =>
    WITHDRAWAL_ROW_OF[item.state] ? [] : [shownFor.get(item.state) ?? item],
  )
}

/**
 * Blockers the user has already acted on, waiting for someone else (issue 18: "please complete
 * real-name verification", with a button to the form already sent, while it was under review).
 * The checklist says what it waits for instead of offering the remedy again.
 */
export const WITHDRAWAL_UNDER_WAY: Partial<Record<string, (f: WithdrawalFacts) => boolean>> = {
  // spec §4 Real-name: a submitted verification waits for the reviewer
  realNameMissing: (f) => f.kyc === 'underReview',
}

// not in the spec (issue 18): a blocking open-positions row names the positions that block, each a link to close it, not only how many
export const withdrawalRowListsPositions = (item: { state: string; blocked: boolean }) =>
  item.blocked && item.state === 'positionsOpen'
