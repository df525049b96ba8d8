import { defineMachineModule } from '../productModule.ts'
import { entry } from '../registry.ts'
import { followFixtures, followGateFixtures } from './fixtures.ts'
import { followMachine } from './follow.ts'
import { followGate } from './followGate.ts'
import { FOLLOW_MESSAGES } from './serverMessages.ts'

/** Follow funds (spec §2 Follow, issue 19): its machines and its server messages. */
export const followMachines = defineMachineModule({
  name: 'follow',
  machines: [
    entry('followGate', 'Following a fund', 'gate', followGate, followGateFixtures),
    entry('follow', 'Follow (copy trade) lifecycle', 'entity', followMachine, followFixtures),
  ],
  messages: FOLLOW_MESSAGES,
})
