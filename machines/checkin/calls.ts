import * as z from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { money, requestId } from '../contract/fields.ts'
import type { GateInput } from '../gate.ts'
import { type CheckInFacts, checkInGate, type RedeemFacts, redeemGate } from './checkinGates.ts'

/** The calls of the daily check-in (spec §2 account page, §5 Other, §8 Check-in; issue 21). */

export const checkinStatusCall = defineCall({
  path: 'checkin/status',
  summary: 'Today’s check-in, the check-ins collected, the streak and the reward they lead to',
  request: z.object({}),
  answer: z.object({
    /** Today's check-in day (Madrid). */
    today: z.string(),
    checkedInToday: z.boolean(),
    /** Collected and not spent; all ever collected; days in a row up to today. */
    remaining: z.number(),
    total: z.number(),
    streak: z.number(),
    reward: z.object({ checkins: z.number(), amount: money, currency: z.string() }),
    /** The days checked in over the last four weeks, oldest first. */
    recentDays: z.array(z.string()),
  }),
  auth: true,
})
export type CheckinStatus = z.output<typeof checkinStatusCall.answer>

export const checkInCall = defineCall({
  path: 'checkin/checkIn',
  summary: 'Check in today (once per calendar day in Madrid)',
  request: z.object({}),
  answer: z.object({ day: z.string(), remaining: z.number() }),
  auth: true,
})

export const checkinRedeemCall = defineCall({
  path: 'checkin/redeem',
  summary: 'Spend the check-ins a reward takes on it: its money arrives in the available balance',
  request: z.object({ requestId }),
  answer: z.object({
    rewardNo: z.string(),
    amount: money,
    currency: z.string(),
    remaining: z.number(),
  }),
  auth: true,
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
