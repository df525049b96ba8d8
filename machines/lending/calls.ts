import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { isoTime, money, pageFields, pageOf, requestId } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import { type GateInput, refusalOf } from '../gate.ts'
import { minorToDecimal } from '../money.ts'
import { productMinor } from '../order/pricing.ts'
import { lendingLotsOf, wholePositionBelowLendingMinimum } from './lendable.ts'
import { STORED_LENDING_STATES } from './lending.ts'
import { type LendingFacts, lendingGate } from './lendingGate.ts'

/** The calls of stock lending: a position's terms, lend, recall, my lendings (issue 20). */

const orderNo = zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(40))
const lendingState = zod.enum(STORED_LENDING_STATES)

/** One lending as its owner sees it. */
const lendingRecord = named(
  'Lending',
  zod.object({
    loanNo: zod.string(),
    orderNo: zod.string(),
    code: zod.string(),
    name: zod.string(),
    currency: zod.string(),
    lots: zod.number(),
    state: lendingState,
    /** The annual fee on the lent value, and the lender's share of it, fixed when offered. */
    feeRate: zod.string(),
    share: zod.string(),
    /** What the lending has paid the lender so far. */
    earned: money,
    /** Why the pool could not take the shares (a refusal code), once failed. */
    failReason: zod.nullable(zod.string()),
    createdAt: isoTime,
    decidedAt: zod.nullable(isoTime),
    finishedAt: zod.nullable(isoTime),
  }),
)
export type LendingRecord = zod.output<typeof lendingRecord>

/** What the lending form shows and the gate reads for one position. */
export const lendingTermsCall = defineCall({
  path: 'lending/terms',
  summary: 'Whether and on what terms a position’s shares can be lent (spec §2 Stock lending)',
  request: zod.object({ orderNo }),
  answer: zod.object({
    orderNo: zod.string(),
    code: zod.string(),
    name: zod.string(),
    currency: zod.string(),
    heldLots: zod.number(),
    lastPrice: zod.nullable(zod.string()),
    feeRate: zod.string(),
    share: zod.string(),
    minAmount: money,
    quotaLeft: zod.number(),
    facts: zod.object({
      noTrade: zod.boolean(),
      lendable: zod.boolean(),
      channelOpen: zod.boolean(),
    }),
    /** The position's lending in progress or lent, if any. */
    active: zod.nullable(lendingRecord),
  }),
  auth: true,
})
export type LendingTerms = zod.output<typeof lendingTermsCall.answer>

export const lendingApplyCall = defineCall({
  path: 'lending/apply',
  summary: 'Offer some of a position’s shares to the lending pool (spec §2, §5, §8)',
  request: zod.object({ orderNo, lots: zod.string().check(zod.maxLength(12)), requestId }),
  answer: zod.object({ loanNo: zod.string(), state: lendingState }),
  auth: true,
  oncePerRequest: true,
})

export const lendingRecallCall = defineCall({
  path: 'lending/recall',
  summary: 'Recall lent shares: the lending finishes, its fee paid to date',
  request: zod.object({ loanNo: orderNo }),
  answer: zod.object({ loanNo: zod.string(), state: lendingState, earned: money }),
  auth: true,
})

export const lendingMineCall = defineCall({
  path: 'lending/mine',
  summary: "The user's lendings, newest first (spec §4 Stock lending)",
  request: zod.object({ ...pageFields }),
  answer: pageOf(lendingRecord),
  auth: true,
})

/**
 * The lending gate's input, built the same way by the form (from `lending/terms`) and by the
 * server (from the rows it locked): what the lots typed are worth at the last price.
 */
export function lendingInput(form: { lots: string }, terms: LendingTerms): GateInput<LendingFacts> {
  const lots = String(lendingLotsOf(form.lots))
  const amount =
    terms.lastPrice === null ? '0.00' : minorToDecimal(productMinor(terms.lastPrice, lots))
  return {
    gate: lendingGate,
    facts: {
      ...terms.facts,
      lots: form.lots,
      heldLots: terms.heldLots,
      amount,
      minAmount: terms.minAmount,
      quotaLeft: terms.quotaLeft,
    },
    params: { belowMinimum: { amount: terms.minAmount } },
  }
}

/**
 * What refuses a lending before anything is typed: a check of the gate that reads no input, or
 * every lot held worth less than the minimum (wholePositionBelowLendingMinimum) — then no number
 * typed can pass, so the form is not offered. Null when the form is worth filling in.
 */
export function lendingRefusalBeforeForm(terms: LendingTerms) {
  const atMost = refusalOf(lendingInput({ lots: String(terms.heldLots) }, terms), 'client')
  if (atMost?.beforeForm) return atMost
  const value =
    terms.lastPrice === null
      ? null
      : minorToDecimal(productMinor(terms.lastPrice, String(terms.heldLots)))
  return wholePositionBelowLendingMinimum(value, terms.minAmount) ? atMost : null
}
