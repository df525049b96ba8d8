import { defineMachineModule } from '../productModule.ts'
import { entry } from '../registry.ts'
import { allocationMachine } from './allocation.ts'
import { allocationGate } from './allocationGate.ts'
import {
  allocationFixtures,
  allocationGateFixtures,
  quantTransferFixtures,
  quantTransferGateFixtures,
} from './fixtures.ts'
import { QUANT_MESSAGES } from './serverMessages.ts'
import { quantTransferMachine } from './transfer.ts'
import { quantTransferGate } from './transferGate.ts'

/** The quant account and AI quant strategies (issues 19, 20): its machines and its server messages. */
export const quantMachines = defineMachineModule({
  name: 'quant',
  machines: [
    entry(
      'quantTransferGate',
      'Moving money to or from the quant account',
      'gate',
      quantTransferGate,
      quantTransferGateFixtures,
    ),
    entry(
      'quantTransfer',
      'Quant account transfer',
      'entity',
      quantTransferMachine,
      quantTransferFixtures,
    ),
    entry(
      'allocationGate',
      'Allocating quant money to a strategy',
      'gate',
      allocationGate,
      allocationGateFixtures,
    ),
    entry(
      'quantAllocation',
      'AI quant strategy allocation',
      'entity',
      allocationMachine,
      allocationFixtures,
    ),
  ],
  messages: QUANT_MESSAGES,
})
