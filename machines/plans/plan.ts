import type { ServerMessageCode } from '../serverMessages.ts'
import { setup } from '../setup.ts'

export type PlanEvent =
  /** The schedule stops (decision 0073: one-offs, edits, rebalances and sales still go). */
  | { type: 'plan.pause' }
  | { type: 'plan.resume' }
  /** New weights, instruments, amount, schedule or dividend choice (the form gate allowed it). */
  | { type: 'plan.edit' }
  /** A one-off amount, a rebalance to target, or a sale of part of every holding. */
  | { type: 'plan.contribute' }
  | { type: 'plan.rebalance' }
  | { type: 'plan.sell' }
  /** Sell everything and return the cash: the sale waits for the market like any run. */
  | { type: 'plan.close' }
  /** The closing sale filled: all the plan's money is back in the balance. */
  | { type: 'plan.closed' }

/** Every action an open plan takes, refused with `code` where the plan no longer takes it. */
const refusedWith = (code: ServerMessageCode) =>
  Object.fromEntries(
    (
      [
        'plan.pause',
        'plan.resume',
        'plan.edit',
        'plan.contribute',
        'plan.rebalance',
        'plan.sell',
        'plan.close',
      ] as const
    ).map((type) => [type, code]),
  ) as Partial<Record<PlanEvent['type'], ServerMessageCode>>

/** The states a stored plan can be in (issue 52: active, paused, closed; decision 0073: closing). */
export const PLAN_STATES = ['active', 'paused', 'closing', 'closed'] as const
export type PlanState = (typeof PLAN_STATES)[number]

/**
 * What an open plan takes, staying in `state` (a target of its own: XState's `can` answers false
 * for a transition without one), and closing.
 */
const openActions = (state: 'active' | 'paused') =>
  ({
    'plan.edit': state,
    'plan.contribute': state,
    'plan.rebalance': state,
    'plan.sell': state,
    'plan.close': 'closing',
  }) as const

/**
 * A savings plan (issue 52, decision 0073): active, it runs on its schedule; paused, it does not,
 * though the investor may still add money, edit, rebalance or sell. Closing sells every holding
 * (at the next open when the market is closed); once that sale fills, the plan is closed for good.
 */
export const planMachine = setup({
  types: { events: {} as PlanEvent },
}).createMachine({
  id: 'plan',
  description:
    'A savings plan: active (runs on its schedule) or paused (does not), either of them taking one-offs, edits, rebalances and sales; closing sells everything, then the plan is closed for good.',
  initial: 'active',
  states: {
    active: {
      tags: ['open', 'scheduled'],
      description: 'Runs on its schedule.',
      // Resumed again: it stays as it is (a retried resume is no refusal).
      on: { ...openActions('active'), 'plan.pause': 'paused', 'plan.resume': 'active' },
    },
    paused: {
      tags: ['open'],
      description: 'The schedule is stopped; everything else still goes.',
      // Paused again: it stays as it is (a retried pause is no refusal).
      on: { ...openActions('paused'), 'plan.resume': 'active', 'plan.pause': 'paused' },
    },
    closing: {
      description: 'Selling every holding; the cash returns to the balance when the sale fills.',
      on: { 'plan.closed': 'closed' },
      meta: { refusals: refusedWith('plans.closing') },
    },
    closed: {
      type: 'final',
      description: 'Sold and paid back: nothing more happens to it.',
      meta: { refusals: refusedWith('plans.closed') },
    },
  },
})

/** Whether a stored plan is in a state with `tag` (`open`: takes actions; `scheduled`: runs). */
export function planHasTag(state: PlanState, tag: 'open' | 'scheduled') {
  return planMachine.resolveState({ value: state, context: {} }).hasTag(tag)
}
