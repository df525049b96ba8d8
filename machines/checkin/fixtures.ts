import type { PathFixture } from '../registry.ts'
import type { CheckInFacts, RedeemFacts } from './checkinGates.ts'

const gateFixture = (name: string, input: CheckInFacts | RedeemFacts): PathFixture => ({
  name,
  input,
  events: [],
})

export const checkInGateFixtures: PathFixture[] = [
  gateFixture('not checked in today', { checkedInToday: false }),
  gateFixture('checked in today already', { checkedInToday: true }),
]

export const redeemGateFixtures: PathFixture[] = [
  gateFixture('exactly the 7 check-ins a reward takes', { remaining: 7, needed: 7 }),
  gateFixture('one short', { remaining: 6, needed: 7 }),
]
