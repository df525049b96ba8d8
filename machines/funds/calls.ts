import * as z from 'zod/mini'
import { codeField } from '../account/twoFactor.ts'
import { defineCall } from '../contract/call.ts'
import {
  amountText,
  empty,
  formRowId,
  imageField,
  isoTime,
  money,
  pageFields,
  pageOf,
  requestId,
  rowId,
} from '../contract/fields.ts'
import type { GateInput } from '../gate.ts'
import { EXCHANGE_CURRENCIES, MARKETS } from '../rules.ts'
import { isAmount } from './amountChecks.ts'
import { DEPOSIT_STATES, type DepositFacts, depositGate } from './deposit.ts'
import { convertAmount, type ExchangeFacts, exchangeGate } from './exchange.ts'
import { LEDGER_BUCKETS, LEDGER_EVENT_KINDS } from './records.ts'
import { type FundsWindow, windowRange } from './window.ts'
import {
  WITHDRAWAL_STATES,
  type WithdrawalRequestFacts,
  withdrawalRequestGate,
} from './withdrawal.ts'
import { type WithdrawalFacts, withdrawalGate } from './withdrawalGate.ts'

/** The calls of deposits, withdrawals, records and exchange (spec §2, §5 Deposit, Withdrawal, Exchange). */

const market = z.enum(MARKETS)
const currency = z.enum(EXCHANGE_CURRENCIES)
const fundsWindow = z.object({
  open: z.string(),
  close: z.string(),
  tradingDaysOnly: z.boolean(),
})
const orderAnswer = z.object({ orderNo: z.string(), state: z.string() })

export const channelsCall = defineCall({
  path: 'funds/channels',
  summary: 'Where to send a deposit, per market (spec §2 capital channel)',
  request: z.object({ type: z.optional(market) }),
  answer: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(['bank', 'crypto']),
      currency: z.string(),
      accountName: z.nullable(z.string()),
      accountNumber: z.nullable(z.string()),
      bankName: z.nullable(z.string()),
      min: money,
      max: money,
      /** A placeholder seeded on first start, not a real account: shown with a "Demo" badge. */
      demo: z.boolean(),
      /** A private channel: its details come from customer service (account fields null). */
      private: z.boolean(),
    }),
  ),
  auth: true,
})

export const rechargeCall = defineCall({
  path: 'funds/recharge',
  summary: 'Request a deposit with its proof; pending review (spec §5 Deposit)',
  request: z.object({
    channelId: formRowId,
    amount: amountText,
    proof: imageField,
    /** A private channel's password and secret key, as customer service gave them. */
    channelPassword: z.optional(z.string().check(z.maxLength(64))),
    secretKey: z.optional(z.string().check(z.maxLength(64))),
    requestId,
  }),
  answer: orderAnswer,
  auth: true,
  upload: true,
})

export const depositTermsCall = defineCall({
  path: 'funds/depositTerms',
  summary: 'Deposit hours and whether a deposit is already pending (spec §5 Deposit, §8)',
  request: empty,
  answer: z.object({
    window: fundsWindow,
    pendingDeposit: z.boolean(),
    now: z.number(),
    /** When the hours open next (ms), while they are closed; null while open. */
    opensAt: z.nullable(z.number()),
  }),
  auth: true,
})

export const withdrawGateCall = defineCall({
  path: 'funds/withdrawGate',
  summary: 'What blocks a withdrawal first, with the form bounds (spec §5 Withdrawal)',
  request: z.object({
    type: z._default(market, 'Spain'),
    /** The currency to withdraw in; the account's own when left out. */
    currency: z.optional(currency),
  }),
  answer: z.object({
    blockedBy: z.nullable(z.string()),
    blockedState: z.nullable(z.string()),
    /** The currency the bounds and the available balance are in … */
    currency: z.string(),
    /** … and the ones this account can withdraw in, its own first (withdrawalCurrencies). */
    currencies: z.array(z.string()),
    min: money,
    max: z.nullable(money),
    window: z.string(),
    available: money,
    /** The open positions that block a withdrawal (facts.openPositions counts them). */
    positions: z.array(z.object({ orderNo: z.string(), code: z.string(), name: z.string() })),
    facts: z.object({
      noWithdraw: z.boolean(),
      fundPasswordSet: z.boolean(),
      boundMethods: z.number(),
      kyc: z.enum(['notSubmitted', 'underReview', 'passed', 'rejected']),
      openPositions: z.number(),
      creditScore: z.number(),
      minCreditScore: z.number(),
      now: z.number(),
      window: fundsWindow,
      market,
    }),
  }),
  auth: true,
})

export const withdrawCall = defineCall({
  path: 'funds/withdraw',
  summary: 'Request a withdrawal; the amount is frozen pending review (spec §5 Withdrawal)',
  request: z.object({
    type: z._default(market, 'Spain'),
    currency: z.optional(currency),
    amount: amountText,
    fundPassword: z.string().check(z.maxLength(32)),
    methodId: z.optional(rowId),
    requestId,
    /** Issue 25: once two-factor sign-in is on, its code. */
    twoFactorCode: codeField,
  }),
  answer: orderAnswer,
  auth: true,
})

/** One ledger row of an event: which bucket moved, why, by how much (signed). */
const ledgerLeg = z.object({
  id: z.number(),
  kind: z.string(),
  bucket: z.enum(LEDGER_BUCKETS),
  currency: z.string(),
  amount: money,
  createdAt: isoTime,
})
/**
 * One business event of the Transaction tab (issue 18): every ledger leg of one order, deposit,
 * withdrawal, exchange, subscription or loan, with what it did to the available money per
 * currency. `pending` while money is still held for it (frozen or in a position): shown neutral,
 * only a realised change in colour. `reference` is its order number (null for a credit without
 * a request, such as a demo balance), `instrument` the share it concerns.
 */
const ledgerEvent = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_EVENT_KINDS),
  reference: z.nullable(z.string()),
  instrument: z.nullable(z.object({ code: z.string(), name: z.string() })),
  available: z.array(z.object({ currency: z.string(), amount: money })),
  pending: z.boolean(),
  createdAt: isoTime,
  legs: z.array(ledgerLeg),
})
/** A deposit as its owner and the back office see it. */
export const depositRecord = z.object({
  id: z.number(),
  orderNo: z.string(),
  currency: z.string(),
  amount: money,
  state: z.enum(DEPOSIT_STATES),
  reason: z.nullable(z.string()),
  createdAt: isoTime,
  decidedAt: z.nullable(isoTime),
})
/** A withdrawal as its owner and the back office see it; `method` is the masked card or address. */
export const withdrawalRecord = z.object({
  ...depositRecord.shape,
  state: z.enum(WITHDRAWAL_STATES),
  method: z.string(),
  paidAt: z.nullable(isoTime),
})
export type LedgerLeg = z.output<typeof ledgerLeg>
export type LedgerEvent = z.output<typeof ledgerEvent>
export type DepositRecord = z.output<typeof depositRecord>
export type WithdrawalRecord = z.output<typeof withdrawalRecord>

export const recordsCall = defineCall({
  path: 'funds/records',
  summary:
    'Transaction records: business events with their ledger legs (newest activity first), deposits or withdrawals (spec §2)',
  request: z.object({ kind: z.enum(['trade', 'recharge', 'withdraw']), ...pageFields }),
  answer: pageOf(z.union([withdrawalRecord, depositRecord, ledgerEvent])),
  auth: true,
})

export const ratesCall = defineCall({
  path: 'funds/rates',
  summary: 'Exchange rates in US dollars per unit (spec §3 Exchange, §9 currencies)',
  request: empty,
  answer: z.array(z.object({ currency: z.string(), usd: z.string() })),
  auth: true,
})

export const exchangeCall = defineCall({
  path: 'funds/exchange',
  summary: 'Exchange between two currencies at the configured rates (spec §5 Exchange)',
  request: z.object({ from: currency, to: currency, amount: amountText, requestId }),
  answer: z.object({
    orderNo: z.string(),
    from: z.string(),
    to: z.string(),
    amount: money,
    received: money,
    createdAt: isoTime,
  }),
  auth: true,
})

/**
 * The withdrawal form's gate input (spec §5 Withdrawal), built the same way by the screen and by
 * the server. `server` carries what only the server knows (the password checked against its hash);
 * the screen leaves it out and its run of the gate skips those checks.
 */
export function withdrawalRequestInput(
  form: { amount: string; methodChosen: boolean; fundPassword: string },
  terms: { currency: string; min: string; max: string | null; available: string },
  server?: { fundPasswordLocked: boolean; fundPasswordWrong: boolean; minutesLeft: number },
): GateInput<WithdrawalRequestFacts> {
  return {
    gate: withdrawalRequestGate,
    facts: {
      currency: terms.currency,
      amount: form.amount,
      min: terms.min,
      max: terms.max,
      methodChosen: form.methodChosen,
      fundPasswordGiven: form.fundPassword !== '',
      available: terms.available,
      ...(server
        ? {
            fundPasswordLocked: server.fundPasswordLocked,
            fundPasswordWrong: server.fundPasswordWrong,
          }
        : {}),
    },
    params: {
      belowMin: { amount: terms.min, currency: terms.currency },
      aboveMax: { amount: terms.max ?? '', currency: terms.currency },
      passwordLocked: { count: String(server?.minutesLeft ?? '') },
    },
  }
}

/** The withdrawal gate's input (spec §5 Withdrawal, §9 hours) with the hours for its message. */
export function withdrawalGateInput(facts: WithdrawalFacts): GateInput<WithdrawalFacts> {
  return {
    gate: withdrawalGate,
    facts,
    params: { outsideHours: { range: windowRange(facts.window) } },
  }
}

/** The deposit form's gate input (spec §5 Deposit), from the channel's bounds and the terms. */
export function depositInput(
  form: { amount: string; proofUploaded: boolean },
  channel: { min: string; max: string; private: boolean },
  terms: { window: FundsWindow; pendingDeposit: boolean; now: number },
  /** The server's checks of a private channel's password and key (the screen leaves them out). */
  quoted: { channelPasswordCorrect?: boolean; secretKeyMatches?: boolean } = {},
): GateInput<DepositFacts> {
  return {
    gate: depositGate,
    facts: {
      ...form,
      min: channel.min,
      max: channel.max,
      privateChannel: channel.private,
      ...terms,
      ...quoted,
    },
    params: {
      outsideHours: { range: windowRange(terms.window) },
      belowMin: { amount: channel.min },
      aboveMax: { amount: channel.max },
    },
  }
}

/** Exchange rates in US dollars per unit, by currency (spec §3 Exchange, §9 currencies). */
export type RateTable = Partial<Record<string, string>>

/** The rates of the `funds/rates` answer as a table. */
export const rateTableOf = (rates: ReadonlyArray<{ currency: string; usd: string }>): RateTable =>
  Object.fromEntries(rates.map((r) => [r.currency, r.usd]))

interface ExchangeForm {
  from: string
  to: string
  amount: string
}

/** What `amount` of `from` buys of `to` at these rates, or null when it cannot be said. */
export function exchangeQuote(form: ExchangeForm, rates: RateTable): string | null {
  const fromRate = rates[form.from]
  const toRate = rates[form.to]
  if (!isAmount(form.amount) || fromRate === undefined || toRate === undefined) return null
  return convertAmount(form.amount, fromRate, toRate, form.to)
}

/** The exchange form's gate input (spec §5 Exchange), from the rates and what `from` holds. */
export function exchangeInput(
  form: ExchangeForm,
  rates: RateTable,
  available: string,
): GateInput<ExchangeFacts> {
  const ratesKnown = rates[form.from] !== undefined && rates[form.to] !== undefined
  return { gate: exchangeGate, facts: { ...form, ratesKnown, available } }
}
