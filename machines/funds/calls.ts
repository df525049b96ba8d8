import * as zod from 'zod/mini'
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
import { named } from '../contract/schemaNames.ts'
import type { GateInput } from '../gate.ts'
import { EXCHANGE_CURRENCIES, MARKETS } from '../rules.ts'
import { isAmount } from './amountChecks.ts'
import { DEPOSIT_STATES, type DepositFacts, depositGate } from './deposit.ts'
import { convertAmount, type ExchangeFacts, exchangeGate } from './exchange.ts'
import { LEDGER_BUCKETS, LEDGER_EVENT_KINDS } from './records.ts'
import { type FundsWindow, fundsWindow, windowRange } from './window.ts'
import {
  WITHDRAWAL_STATES,
  type WithdrawalRequestFacts,
  withdrawalRequestGate,
} from './withdrawal.ts'
import { type WithdrawalFacts, withdrawalFacts, withdrawalGate } from './withdrawalGate.ts'

/** The calls of deposits, withdrawals, records and exchange (spec §2, §5 Deposit, Withdrawal, Exchange). */

const market = zod.enum(MARKETS)
const currency = zod.enum(EXCHANGE_CURRENCIES)
const orderAnswer = zod.object({ orderNo: zod.string(), state: zod.string() })

export const channelsCall = defineCall({
  path: 'funds/channels',
  summary: 'Where to send a deposit, per market (spec §2 capital channel)',
  request: zod.object({ type: zod.optional(market) }),
  answer: zod.array(
    zod.object({
      id: zod.number(),
      kind: zod.enum(['bank', 'crypto']),
      currency: zod.string(),
      accountName: zod.nullable(zod.string()),
      accountNumber: zod.nullable(zod.string()),
      bankName: zod.nullable(zod.string()),
      min: money,
      max: money,
      /** A placeholder seeded on first start, not a real account: shown with a "Demo" badge. */
      demo: zod.boolean(),
      /** A private channel: its details come from customer service (account fields null). */
      private: zod.boolean(),
    }),
  ),
  auth: true,
})

export const rechargeCall = defineCall({
  path: 'funds/recharge',
  summary: 'Request a deposit with its proof; pending review (spec §5 Deposit)',
  request: zod.object({
    channelId: formRowId,
    amount: amountText,
    proof: imageField,
    /** A private channel's password and secret key, as customer service gave them. */
    channelPassword: zod.optional(zod.string().check(zod.maxLength(64))),
    secretKey: zod.optional(zod.string().check(zod.maxLength(64))),
    requestId,
  }),
  answer: orderAnswer,
  auth: true,
  oncePerRequest: true,
  upload: true,
})

export const depositTermsCall = defineCall({
  path: 'funds/depositTerms',
  summary: 'Deposit hours and whether a deposit is already pending (spec §5 Deposit, §8)',
  request: empty,
  answer: zod.object({
    window: fundsWindow,
    pendingDeposit: zod.boolean(),
    now: zod.number(),
    /** When the hours open next (ms), while they are closed; null while open. */
    opensAt: zod.nullable(zod.number()),
  }),
  auth: true,
})

export const withdrawGateCall = defineCall({
  path: 'funds/withdrawGate',
  summary: 'What blocks a withdrawal first, with the form bounds (spec §5 Withdrawal)',
  request: zod.object({
    type: zod._default(market, 'Spain'),
    /** The currency to withdraw in; the account's own when left out. */
    currency: zod.optional(currency),
  }),
  answer: zod.object({
    blockedBy: zod.nullable(zod.string()),
    blockedState: zod.nullable(zod.string()),
    /** The currency the bounds and the available balance are in … */
    currency: zod.string(),
    /** … and the ones this account can withdraw in, its own first (withdrawalCurrencies). */
    currencies: zod.array(zod.string()),
    min: money,
    max: zod.nullable(money),
    available: money,
    /** The open positions that block a withdrawal (facts.openPositions counts them). */
    positions: zod.array(
      zod.object({ orderNo: zod.string(), code: zod.string(), name: zod.string() }),
    ),
    facts: withdrawalFacts,
  }),
  auth: true,
})

export const withdrawCall = defineCall({
  path: 'funds/withdraw',
  summary: 'Request a withdrawal; the amount is frozen pending review (spec §5 Withdrawal)',
  request: zod.object({
    type: zod._default(market, 'Spain'),
    currency: zod.optional(currency),
    amount: amountText,
    fundPassword: zod.string().check(zod.maxLength(32)),
    methodId: zod.optional(rowId),
    requestId,
    /** Issue 25: once two-factor sign-in is on, its code. */
    twoFactorCode: codeField,
  }),
  answer: orderAnswer,
  auth: true,
  oncePerRequest: true,
})

/** One ledger row of an event: which bucket moved, why, by how much (signed). */
const ledgerLeg = zod.object({
  id: zod.number(),
  kind: zod.string(),
  bucket: zod.enum(LEDGER_BUCKETS),
  currency: zod.string(),
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
const ledgerEvent = named(
  'LedgerEvent',
  zod.object({
    id: zod.string(),
    kind: zod.enum(LEDGER_EVENT_KINDS),
    reference: zod.nullable(zod.string()),
    instrument: zod.nullable(zod.object({ code: zod.string(), name: zod.string() })),
    available: zod.array(zod.object({ currency: zod.string(), amount: money })),
    pending: zod.boolean(),
    createdAt: isoTime,
    legs: zod.array(ledgerLeg),
  }),
)
/** A deposit as its owner and the back office see it. */
export const depositRecord = named(
  'Deposit',
  zod.object({
    id: zod.number(),
    orderNo: zod.string(),
    currency: zod.string(),
    amount: money,
    state: zod.enum(DEPOSIT_STATES),
    reason: zod.nullable(zod.string()),
    createdAt: isoTime,
    decidedAt: zod.nullable(isoTime),
  }),
)
/** A withdrawal as its owner and the back office see it; `method` is the masked card or address. */
export const withdrawalRecord = named(
  'Withdrawal',
  zod.object({
    ...depositRecord.shape,
    state: zod.enum(WITHDRAWAL_STATES),
    method: zod.string(),
    paidAt: zod.nullable(isoTime),
  }),
)
export type LedgerLeg = zod.output<typeof ledgerLeg>
export type LedgerEvent = zod.output<typeof ledgerEvent>
export type DepositRecord = zod.output<typeof depositRecord>
export type WithdrawalRecord = zod.output<typeof withdrawalRecord>

export const recordsCall = defineCall({
  path: 'funds/records',
  summary:
    'Transaction records: business events with their ledger legs (newest activity first), deposits or withdrawals (spec §2)',
  request: zod.object({ kind: zod.enum(['trade', 'recharge', 'withdraw']), ...pageFields }),
  answer: pageOf(zod.union([withdrawalRecord, depositRecord, ledgerEvent])),
  auth: true,
})

export const ratesCall = defineCall({
  path: 'funds/rates',
  summary: 'Exchange rates in US dollars per unit (spec §3 Exchange, §9 currencies)',
  request: empty,
  answer: zod.array(zod.object({ currency: zod.string(), usd: zod.string() })),
  auth: true,
})

export const exchangeCall = defineCall({
  path: 'funds/exchange',
  summary: 'Exchange between two currencies at the configured rates (spec §5 Exchange)',
  request: zod.object({ from: currency, to: currency, amount: amountText, requestId }),
  answer: zod.object({
    orderNo: zod.string(),
    from: zod.string(),
    to: zod.string(),
    amount: money,
    received: money,
    createdAt: isoTime,
  }),
  auth: true,
  oncePerRequest: true,
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
