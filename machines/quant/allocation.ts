import { canStep } from '../lifecycle.ts'
import type { ServerMessageCode } from '../serverMessages.ts'
import { setup } from '../setup.ts'

export type AllocationEvent =
  /** Quant money moves into the strategy (the allocation gate allowed it); it starts trading. */
  | { type: 'allocation.start' }
  /** The strategy job acted on a finished close: orders placed or closed by the rule. */
  | { type: 'allocation.rebalance' }
  /** The owner stops the strategy: its positions close at the next session. */
  | { type: 'allocation.stop' }
  /** The strategy job found nothing open any more: the money returns to the quant account. */
  | { type: 'allocation.settle' }

const OVER: Partial<Record<AllocationEvent['type'], ServerMessageCode>> = {
  'allocation.stop': 'quant.stopped',
}

/** The states a stored allocation can be in. */
export const STORED_ALLOCATION_STATES = ['running', 'stopping', 'stopped'] as const
export type AllocationState = 'toAllocate' | (typeof STORED_ALLOCATION_STATES)[number]

/**
 * Quant money allocated to an AI quant strategy (spec §1 quantitative trading, §2
 * /home/quantifyDetail; issue 20). Running, the strategy job places and closes its orders on the
 * exchange by the strategy's rule, funded by the money in trading. Stopped by its owner, it
 * places nothing more: its positions close at the next session, and when none is left open the
 * money (what it is worth then) returns to the quant account's available funds.
 */
export const allocationMachine = setup({
  types: { events: {} as AllocationEvent },
}).createMachine({
  id: 'quantAllocation',
  description:
    'Quant money a strategy trades: running (the rule places and closes orders), stopping (its positions close at the next session), stopped (the money back in the quant account).',
  initial: 'toAllocate',
  states: {
    toAllocate: {
      description: 'The allocation form: the gate decides.',
      on: { 'allocation.start': 'running' },
    },
    running: {
      tags: ['active', 'trading'],
      description: 'The strategy trades: at each finished close its rule places or closes orders.',
      on: { 'allocation.rebalance': 'running', 'allocation.stop': 'stopping' },
    },
    stopping: {
      tags: ['active', 'closing'],
      description: 'Stopped by its owner: positions close at the next session, nothing new opens.',
      on: { 'allocation.settle': 'stopped' },
      meta: { refusals: OVER },
    },
    stopped: {
      type: 'final',
      tags: ['done'],
      description: 'Nothing open: what the money is worth is back in the quant account.',
      meta: { refusals: OVER },
    },
  },
})

/** Whether a stored allocation is in a state with `tag` (`active`, `trading`, `closing`, `done`). */
export function allocationHasTag(
  state: AllocationState,
  tag: 'active' | 'trading' | 'closing' | 'done',
) {
  return allocationMachine.resolveState({ value: state, context: {} }).hasTag(tag)
}

/** What its owner may do with an allocation now, as the machine says. */
export function allocationActions(state: AllocationState) {
  return { stop: canStep(allocationMachine, state, { type: 'allocation.stop' }) }
}
