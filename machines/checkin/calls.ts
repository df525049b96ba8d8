import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { money, requestId } from '../contract/fields.ts'
import type { GateInput } from '../gate.ts'
import { type CheckInFacts, checkInGate, type RedeemFacts, redeemGate } from './checkinGates.ts'

/** The calls of the daily check-in (spec §2 account page, §5 Other, §8 Check-in; issue 21). */

export const checkinStatusCall = defineCall({
  path: 'checkin/status',
  summary: 'Today’s check-in, the check-ins collected, the streak and the reward they lead to',
  request: zod.object({}),
  answer: zod.object({
    /** Today's check-in day (Madrid). */
    today: zod.string(),
    checkedInToday: zod.boolean(),
    /** Collected and not spent; all ever collected; days in a row up to today. */
    remaining: zod.number(),
    total: zod.number(),
    streak: zod.number(),
    reward: zod.object({ checkins: zod.number(), amount: money, currency: zod.string() }),
    /** The days checked in over the last four weeks, oldest first. */
    recentDays: zod.array(zod.string()),
  }),
  auth: true,
})
export type CheckinStatus = zod.output<typeof checkinStatusCall.answer>

export const checkInCall = defineCall({
  path: 'checkin/checkIn',
  summary: 'Check in today (once per calendar day in Madrid)',
  request: zod.object({}),
  answer: zod.object({ day: zod.string(), remaining: zod.number() }),
  auth: true,
})

export const checkinRedeemCall = defineCall({
  path: 'checkin/redeem',
  summary: 'Spend the check-ins a reward takes on it: its money arrives in the available balance',
  request: zod.object({ requestId }),
  answer: zod.object({
    rewardNo: zod.string(),
    amount: money,
    currency: zod.string(),
    remaining: zod.number(),
  }),
  auth: true,
  oncePerRequest: true,
})

/** The check-in gate's input, built alike by the screen and the server. */
export const checkInInput = (
  status: Pick<CheckinStatus, 'checkedInToday'>,
): GateInput<CheckInFacts> => ({
  gate: checkInGate,
  facts: { checkedInToday: status.checkedInToday },
})

/** The reward gate's input, built alike by the screen and the server. */
export const redeemInput = (
  status: Pick<CheckinStatus, 'remaining' | 'reward'>,
): GateInput<RedeemFacts> => ({
  gate: redeemGate,
  facts: { remaining: status.remaining, needed: status.reward.checkins },
  params: { tooFew: { count: String(status.reward.checkins) } },
})
