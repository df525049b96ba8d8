import { defineMachineModule } from '../productModule.ts'
import { entry } from '../registry.ts'
import { agreementGate } from './agreementGate.ts'
import { agreementGateFixtures } from './fixtures.ts'
import { AGREEMENT_MESSAGES } from './serverMessages.ts'

/** Contracts and account types (spec §2 Contract signing, issue 21): its machines and its server messages. */
export const agreementMachines = defineMachineModule({
  name: 'agreement',
  machines: [
    entry('agreementGate', 'Signing an agreement', 'gate', agreementGate, agreementGateFixtures),
  ],
  messages: AGREEMENT_MESSAGES,
})
