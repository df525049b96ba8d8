import { defineMachineModule } from '../productModule.ts'
import { entry } from '../registry.ts'
import { broadcastGate } from './broadcastGate.ts'
import { broadcastGateFixtures, messageFixtures } from './fixtures.ts'
import { messageMachine } from './message.ts'
import { MESSAGE_MESSAGES } from './serverMessages.ts'

/** Messages to the investor and the console's broadcast (issue 21): its machines and its server messages. */
export const messagesMachines = defineMachineModule({
  name: 'messages',
  machines: [
    entry('broadcastGate', 'The operator’s message', 'gate', broadcastGate, broadcastGateFixtures),
    entry('message', 'Inbox message', 'entity', messageMachine, messageFixtures),
  ],
  messages: MESSAGE_MESSAGES,
})
