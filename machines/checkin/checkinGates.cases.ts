import {
  boundary,
  counts,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  rule,
} from '../decisionTable.ts'
import { CHECKIN_DEFAULT_REWARD_CHECKINS } from '../rules.ts'
import { type CheckInFacts, checkInGate, type RedeemFacts, redeemGate } from './checkinGates.ts'

/**
 * The daily check-in and its reward (spec §5 Other, §8 Check-in, decision 0033), written from the
 * spec: a first check-in of the day, and a reward taking the console's default of 7 check-ins,
 * with the check-ins collected a check-in either side of it.
 */

const checkIn: CheckInFacts = { checkedInToday: false }
const redeem: RedeemFacts = {
  remaining: CHECKIN_DEFAULT_REWARD_CHECKINS,
  needed: CHECKIN_DEFAULT_REWARD_CHECKINS,
}

export const decisionTables: DecisionTable[] = [
  gateTable('the check-in', checkInGate, checkIn, [
    rule(EVERY_RULE, 'spec §5 Other, §8 Check-in', [
      { name: 'not checked in today', change: {}, expect: 'allowed' },
    ]),
    rule('alreadyCheckedIn', 'spec §5 Other', [
      { name: 'checked in today already', change: { checkedInToday: true }, expect: 'already' },
    ]),
  ]),
  gateTable('the reward', redeemGate, redeem, [
    rule(EVERY_RULE, 'spec §5 Other, §8 Check-in', [
      { name: 'exactly the check-ins the reward takes', change: {}, expect: 'allowed' },
      {
        name: 'a reward the console set at one check-in, none collected',
        change: { needed: 1, remaining: 0 },
        expect: 'tooFew',
      },
    ]),
    rule('tooFewCheckins', 'spec §5 Other', [
      ...boundary(
        `check-ins collected against the ${CHECKIN_DEFAULT_REWARD_CHECKINS} a reward takes`,
        counts(CHECKIN_DEFAULT_REWARD_CHECKINS, 'check-in'),
        (remaining) => ({ remaining }),
        { below: 'tooFew', at: 'allowed', above: 'allowed' },
      ),
      { name: 'none collected', change: { remaining: 0 }, expect: 'tooFew' },
    ]),
  ]),
]
