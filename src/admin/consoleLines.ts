import type { ConsoleLine } from './consoleLine.ts'
import { agreementConsole } from './lines/agreement.ts'
import { creditConsole } from './lines/credit.tsx'
import { followConsole } from './lines/follow.ts'
import { ipoConsole } from './lines/ipo.ts'
import { lendingConsole } from './lines/lending.ts'
import { messagesConsole } from './lines/messages.ts'
import { plansConsole } from './lines/plans.ts'
import { quantConsole } from './lines/quant.ts'

/**
 * The product lines' parts of the console (issue 49), the console's one list of them: a line
 * with sections adds its `src/admin/lines/<line>.ts` here; their tabs follow the core's review
 * queues, in this order.
 */
export const CONSOLE_LINES: readonly ConsoleLine[] = [
  creditConsole,
  ipoConsole,
  followConsole,
  quantConsole,
  messagesConsole,
  agreementConsole,
  lendingConsole,
  plansConsole,
]
