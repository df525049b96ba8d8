import * as z from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { isoTime, money, pageFields, pageOf, requestId } from '../contract/fields.ts'
import type { GateInput } from '../gate.ts'
import { minorToDecimal } from '../money.ts'
import { productMinor } from '../order/pricing.ts'
import { lendingLotsOf } from './lendable.ts'
import { STORED_LENDING_STATES } from './lending.ts'
import { type LendingFacts, lendingGate } from './lendingGate.ts'

/** The calls of stock lending: a position's terms, lend, recall, my lendings (issue 20). */

const orderNo = z.string().check(z.trim(), z.minLength(1), z.maxLength(40))
const lendingState = z.enum(STORED_LENDING_STATES)

/** One lending as its owner sees it. */
const lendingRecord = z.object({
  loanNo: z.string(),
  orderNo: z.string(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  lots: z.number(),
  state: lendingState,
  /** The annual fee on the lent value, and the lender's share of it, fixed when offered. */
  feeRate: z.string(),
  share: z.string(),
  /** What the lending has paid the lender so far. */
  earned: money,
  /** Why the pool could not take the shares (a refusal code), once failed. */
  failReason: z.nullable(z.string()),
  createdAt: isoTime,
  decidedAt: z.nullable(isoTime),
  finishedAt: z.nullable(isoTime),
})
export type LendingRecord = z.output<typeof lendingRecord>

/** What the lending form shows and the gate reads for one position. */
export const lendingTermsCall = defineCall({
  path: 'lending/terms',
  summary: 'Whether and on what terms a position’s shares can be lent (spec §2 Stock lending)',
  request: z.object({ orderNo }),
  answer: z.object({
    orderNo: z.string(),
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    heldLots: z.number(),
    lastPrice: z.nullable(z.string()),
    feeRate: z.string(),
    share: z.string(),
    minAmount: money,
    quotaLeft: z.number(),
    facts: z.object({ noTrade: z.boolean(), lendable: z.boolean(), channelOpen: z.boolean() }),
    /** The position's lending in progress or lent, if any. */
    active: z.nullable(lendingRecord),
  }),
  auth: true,
})
export type LendingTerms = z.output<typeof lendingTermsCall.answer>

export const lendingApplyCall = defineCall({
  path: 'lending/apply',
  summary: 'Offer some of a position’s shares to the lending pool (spec §2, §5, §8)',
  request: z.object({ orderNo, lots: z.string().check(z.maxLength(12)), requestId }),
  answer: z.object({ loanNo: z.string(), state: lendingState }),
  auth: true,
})

export const lendingRecallCall = defineCall({
  path: 'lending/recall',
  summary: 'Recall lent shares: the lending finishes, its fee paid to date',
  request: z.object({ loanNo: orderNo }),
  answer: z.object({ loanNo: z.string(), state: lendingState, earned: money }),
  auth: true,
})

export const lendingMineCall = defineCall({
  path: 'lending/mine',
  summary: "The user's lendings, newest first (spec §4 Stock lending)",
  request: z.object({ ...pageFields }),
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
