import { defineGate } from '../gate.ts'

/** What decides a day's check-in (checkin/checkIn). */
export interface CheckInFacts {
  /** The user has a check-in on today's calendar day (Madrid) already. */
  checkedInToday: boolean
}

/** What decides a reward (checkin/redeem). */
export interface RedeemFacts {
  /** Check-ins collected and not spent on a reward yet. */
  remaining: number
  /** What the reward takes. */
  needed: number
}

// spec §5 Other: check-in is once per day (§8 Check-in: already checked in today)
export const alreadyCheckedIn = (f: CheckInFacts) => f.checkedInToday
// spec §5 Other: check-in needs enough remaining check-ins (§8 Check-in: too few check-ins)
export const tooFewCheckins = (f: RedeemFacts) => f.remaining < f.needed

export const checkInGate = defineGate<CheckInFacts>(
  'checkInGate',
  'Decides a day’s check-in: once per calendar day in Madrid (spec §5 Other, §8 Check-in).',
  [
    {
      state: 'already',
      code: 'checkin.already',
      blocks: { name: 'alreadyCheckedIn', test: alreadyCheckedIn },
      description: 'Checked in today already.',
      beforeForm: true,
    },
  ],
)

export const redeemGate = defineGate<RedeemFacts>(
  'checkinRedeemGate',
  'Decides a check-in reward: it takes its number of collected check-ins, which are spent on it (spec §5 Other, §8 Check-in).',
  [
    {
      state: 'tooFew',
      code: 'checkin.noneLeft',
      blocks: { name: 'tooFewCheckins', test: tooFewCheckins },
      description: 'Fewer check-ins collected than the reward takes.',
      beforeForm: true,
    },
  ],
)
