import { defineMachineModule } from '../productModule.ts'
import { entry } from '../registry.ts'
import { lendingFixtures, lendingGateFixtures } from './fixtures.ts'
import { lendingMachine } from './lending.ts'
import { lendingGate } from './lendingGate.ts'
import { LENDING_MESSAGES } from './serverMessages.ts'

/** Stock lending (issue 20): its machines and its server messages. */
export const lendingMachines = defineMachineModule({
  name: 'lending',
  machines: [
    entry('lendingGate', 'Lending shares', 'gate', lendingGate, lendingGateFixtures),
    entry('lending', 'Stock lending lifecycle', 'entity', lendingMachine, lendingFixtures),
  ],
  messages: LENDING_MESSAGES,
})
