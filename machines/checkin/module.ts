import { defineMachineModule } from '../productModule.ts'
import { entry } from '../registry.ts'
import { checkInGate, redeemGate } from './checkinGates.ts'
import { checkInGateFixtures, redeemGateFixtures } from './fixtures.ts'
import { CHECKIN_MESSAGES } from './serverMessages.ts'

/** The daily check-in (spec §2, issue 21): its machines and its server messages. */
export const checkinMachines = defineMachineModule({
  name: 'checkin',
  machines: [
    entry('checkInGate', 'Daily check-in', 'gate', checkInGate, checkInGateFixtures),
    entry('checkinRedeemGate', 'Check-in reward', 'gate', redeemGate, redeemGateFixtures),
  ],
  messages: CHECKIN_MESSAGES,
})
