import { defineMachineModule } from '../productModule.ts'
import { entry } from '../registry.ts'
import {
  planFixtures,
  planFormFixtures,
  planOneOffFixtures,
  planRunFixtures,
  planRunGateFixtures,
} from './fixtures.ts'
import { planOneOffGate } from './oneOff.ts'
import { planMachine } from './plan.ts'
import { planFormGate } from './planForm.ts'
import { planRunMachine } from './run.ts'
import { planRunGate } from './runGate.ts'
import { PLAN_MESSAGES } from './serverMessages.ts'

/** Savings plans (issue 52): their machines and their server messages. */
export const planMachines = defineMachineModule({
  name: 'plans',
  machines: [
    entry('planFormGate', 'Savings plan form', 'gate', planFormGate, planFormFixtures),
    entry(
      'planOneOffGate',
      'A one-off amount into a plan',
      'gate',
      planOneOffGate,
      planOneOffFixtures,
    ),
    entry('plan', 'Savings plan lifecycle', 'entity', planMachine, planFixtures),
    entry('planRunGate', 'A savings plan’s run', 'gate', planRunGate, planRunGateFixtures),
    entry('planRun', 'Savings plan run lifecycle', 'entity', planRunMachine, planRunFixtures),
  ],
  messages: PLAN_MESSAGES,
})
