import { agreementMachines } from './agreement/module.ts'
import { alertsMachines } from './alerts/module.ts'
import { checkinMachines } from './checkin/module.ts'
import { creditMachines } from './credit/module.ts'
import { followMachines } from './follow/module.ts'
import { ipoMachines } from './ipo/module.ts'
import { lendingMachines } from './lending/module.ts'
import { messagesMachines } from './messages/module.ts'
import { planMachines } from './plans/module.ts'
import type { MachineModule } from './productModule.ts'
import { quantMachines } from './quant/module.ts'

/**
 * The product lines' machines and messages (issue 49), the one list of them in machines/: a new
 * line adds its `machines/<line>/module.ts` here. The registry (index.ts) and the path tests read
 * their machines from it; the catalogue (serverMessages.ts) joins their messages on its own, as
 * the browser loads it without any machine.
 */
export const MACHINE_MODULES: readonly MachineModule[] = [
  alertsMachines,
  ipoMachines,
  followMachines,
  quantMachines,
  messagesMachines,
  checkinMachines,
  agreementMachines,
  lendingMachines,
  creditMachines,
  planMachines,
]
