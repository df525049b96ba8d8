import * as zod from 'zod/mini'
import { type AnswerOf, defineCall } from '../contract/call.ts'
import {
  amountText,
  isoTime,
  money,
  pageFields,
  pageOf,
  requestId,
  rowId,
} from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import type { GateInput } from '../gate.ts'
import { STORED_FOLLOW_STATES } from './follow.ts'
import { type FollowFacts, followGate } from './followGate.ts'

/** The calls of follow funds: list, detail, follow, mine, redeem (spec §2, §3, §5; issue 19). */

export const strategyKind = zod.enum(['basket', 'trend', 'momentum', 'meanReversion'])
const followState = zod.enum(STORED_FOLLOW_STATES)
/** A fraction as a decimal string ("0.1234" = 12.34 %), signed where it is a result. */
const fraction = zod.string()

/** A copy-trade fund with every field of spec §3 Copy-trade product, computed where it is a result. */
export const followProduct = named(
  'FollowProduct',
  zod.object({
    id: zod.number(),
    name: zod.string(),
    currency: zod.string(),
    strategy: zod.object({ kind: strategyKind, codes: zod.array(zod.string()) }),
    /** The trading cycle, in trading days. */
    cycleDays: zod.number(),
    /** The day the fund's NAV was 1; `asOf` the last finished day its figures are at. */
    startDay: zod.string(),
    asOf: zod.string(),
    /** What the product states it expects over its term… */
    expectedReturn: fraction,
    /** …and what it earned since its start, its last day's profit and its highest return. */
    earnedReturn: fraction,
    dailyReturn: fraction,
    highestReturn: fraction,
    /** How many orders the strategy has placed (spec §3: strategy order number). */
    orderCount: zod.number(),
    fundSize: money,
    /** What the fund can still take: its size less what follows hold. */
    roomLeft: money,
    minAmount: money,
    targetReturn: fraction,
    serviceFeeRate: fraction,
    performanceFeeRate: fraction,
    deadlineAt: isoTime,
    lockUntil: isoTime,
    endsAt: isoTime,
    onShelf: zod.boolean(),
  }),
)
export type FollowProduct = zod.output<typeof followProduct>

export const followListCall = defineCall({
  path: 'follow/list',
  summary: 'Copy-trade funds on the shelf, with their stated and computed figures (spec §3)',
  request: zod.object({ ...pageFields }),
  answer: pageOf(followProduct),
  auth: true,
})

export const followDetailCall = defineCall({
  path: 'follow/detail',
  summary: 'One fund: its figures, its NAV by day, its latest orders and the facts its form checks',
  request: zod.object({ id: rowId }),
  answer: zod.object({
    product: followProduct,
    navs: zod.array(zod.object({ day: zod.string(), nav: zod.string() })),
    orders: zod.array(
      zod.object({
        no: zod.number(),
        day: zod.string(),
        code: zod.string(),
        side: zod.enum(['buy', 'sell']),
        /** The instrument's share of the fund before and after, as fractions. */
        from: fraction,
        to: fraction,
      }),
    ),
    facts: zod.object({ noTrade: zod.boolean(), now: zod.number(), available: money }),
  }),
  auth: true,
})
export type FollowDetail = AnswerOf<typeof followDetailCall>

export const followBuyCall = defineCall({
  path: 'follow/buy',
  summary: 'Follow a fund with an amount; the money moves into the follow (spec §5, §8)',
  request: zod.object({ id: rowId, amount: amountText, requestId }),
  answer: zod.object({ followNo: zod.string(), state: followState }),
  auth: true,
  oncePerRequest: true,
})

/** A follow as its owner sees it, with what it is worth and what it paid back. */
export const followRecord = named(
  'Follow',
  zod.object({
    followNo: zod.string(),
    productId: zod.number(),
    name: zod.string(),
    currency: zod.string(),
    state: followState,
    principal: money,
    value: money,
    /** Value less principal, as last settled; negative for a loss. */
    profit: money,
    /**
     * A follow is priced at the close of the day it is made (forward pricing): until then `priced`
     * is false and `settledDay` is that day. Then the last settled day and what that day made or
     * lost (null on the day it was priced at).
     */
    priced: zod.boolean(),
    settledDay: zod.string(),
    lastDayProfit: zod.nullable(money),
    targetReturn: fraction,
    serviceFeeRate: fraction,
    performanceFeeRate: fraction,
    lockUntil: isoTime,
    endsAt: isoTime,
    createdAt: isoTime,
    endedAt: zod.nullable(isoTime),
    serviceFee: zod.nullable(money),
    performanceFee: zod.nullable(money),
    paidOut: zod.nullable(money),
    /** Once ended: what came back less what was invested, after every fee. */
    netProfit: zod.nullable(money),
  }),
)
export type FollowRecord = zod.output<typeof followRecord>

export const followMineCall = defineCall({
  path: 'follow/mine',
  summary: "The user's follows, in progress or ended (spec §4 Copy trade)",
  request: zod.object({ state: zod.enum(['inProgress', 'ended']), ...pageFields }),
  answer: pageOf(followRecord),
  auth: true,
})

export const followRedeemCall = defineCall({
  path: 'follow/redeem',
  summary: 'Redeem a follow after its lock time: paid back as at its end, less the fees',
  request: zod.object({
    followNo: zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(40)),
  }),
  answer: zod.object({ followNo: zod.string(), state: followState, paidOut: money }),
  auth: true,
})

/**
 * The follow gate's input (spec §5, §8), built the same way by the follow form (from the
 * `follow/detail` answer) and by the server (from the rows it locked).
 */
export function followInput(
  form: { amount: string },
  terms: {
    product: Pick<FollowProduct, 'onShelf' | 'deadlineAt' | 'minAmount' | 'roomLeft'>
    facts: FollowDetail['facts']
  },
): GateInput<FollowFacts> {
  const { product: p, facts } = terms
  return {
    gate: followGate,
    facts: {
      noTrade: facts.noTrade,
      onShelf: p.onShelf,
      now: facts.now,
      deadlineAt: Date.parse(p.deadlineAt),
      amount: form.amount,
      minAmount: p.minAmount,
      roomLeft: p.roomLeft,
      available: facts.available,
    },
    params: {
      belowMinimum: { amount: p.minAmount },
      fundFull: { amount: p.roomLeft },
    },
  }
}
