import { defineMachineModule } from '../productModule.ts'
import { entry } from '../registry.ts'
import { alertGate } from './calls.ts'
import { alertGateFixtures, priceAlertFixtures } from './fixtures.ts'
import { priceAlertMachine } from './priceAlert.ts'
import { ALERT_MESSAGES } from './serverMessages.ts'

/** Price alerts (issue 25): its machines and its server messages. */
export const alertsMachines = defineMachineModule({
  name: 'alerts',
  machines: [
    entry('priceAlert', 'Price alert', 'entity', priceAlertMachine, priceAlertFixtures),
    entry('alertForm', 'Price alert form', 'gate', alertGate, alertGateFixtures),
  ],
  messages: ALERT_MESSAGES,
})
