import { defineMachineModule } from '../productModule.ts'
import { entry } from '../registry.ts'
import { subscriptionFixtures, subscriptionGateFixtures } from './fixtures.ts'
import { IPO_MESSAGES } from './serverMessages.ts'
import { subscriptionMachine } from './subscription.ts'
import { subscriptionGate } from './subscriptionGate.ts'

/** New shares and placements (spec §2 New-share detail, issue 11): its machines and its server messages. */
export const ipoMachines = defineMachineModule({
  name: 'ipo',
  machines: [
    entry(
      'subscriptionGate',
      'New-share subscription',
      'gate',
      subscriptionGate,
      subscriptionGateFixtures,
    ),
    entry(
      'subscription',
      'Subscription lifecycle',
      'entity',
      subscriptionMachine,
      subscriptionFixtures,
    ),
  ],
  messages: IPO_MESSAGES,
})
