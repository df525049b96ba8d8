import { setup } from '../setup.ts'

/** What a run does: a contribution on schedule or one-off, a rebalance, a sale, the closing sale. */
export const PLAN_RUN_KINDS = ['scheduled', 'oneOff', 'rebalance', 'sell', 'close'] as const
export type PlanRunKind = (typeof PLAN_RUN_KINDS)[number]

/** Why a run was skipped (decision 0073). */
export const PLAN_SKIP_REASONS = ['balanceShort', 'notActive'] as const
export type PlanSkipReason = (typeof PLAN_SKIP_REASONS)[number]

export type PlanRunEvent =
  /** The market is closed: the run waits for the next open (decision 0073). */
  | { type: 'run.wait' }
  /** It filled: `held` slices were not bought (suspended or halted), their share kept as cash. */
  | { type: 'run.execute'; held: number }
  /** The run gate refused it for good: too little balance, or the plan no longer runs. */
  | { type: 'run.skip'; reason: PlanSkipReason }

/** The states a stored run can be in (issue 52: scheduled, executed, partly executed, skipped). */
export const PLAN_RUN_STATES = ['scheduled', 'executed', 'partlyExecuted', 'skipped'] as const
export type PlanRunState = (typeof PLAN_RUN_STATES)[number]

// not in the spec (decision 0073): a run that bought some but not all of its slices is partly executed
export const runHeldSlices = ({ event }: { event: PlanRunEvent }) =>
  (event as Extract<PlanRunEvent, { type: 'run.execute' }>).held > 0 // asked on run.execute only

/**
 * One run of a plan (issue 52): scheduled until it fills at an open market — executed, or partly
 * executed when a suspended or halted instrument's share stayed as cash — or is skipped with its
 * reason (too little balance: a run never overdraws; the plan paused or closed meanwhile).
 */
export const planRunMachine = setup({
  types: { events: {} as PlanRunEvent },
  guards: { runHeldSlices },
}).createMachine({
  id: 'planRun',
  description:
    'One run of a savings plan: scheduled until it fills at an open market (executed, or partly executed when a suspended or halted instrument’s share stayed as cash) or is skipped with its reason.',
  initial: 'scheduled',
  states: {
    scheduled: {
      tags: ['pending'],
      description: 'Due, or waiting for the market to open.',
      on: {
        'run.wait': 'scheduled',
        'run.execute': [
          { guard: 'runHeldSlices', target: 'partlyExecuted' },
          { target: 'executed' },
        ],
        'run.skip': 'skipped',
      },
    },
    executed: { type: 'final', tags: ['filled'], description: 'Every slice bought or sold.' },
    partlyExecuted: {
      type: 'final',
      tags: ['filled'],
      description: 'Some slices filled; the others’ money stays as plan cash for the next run.',
    },
    skipped: { type: 'final', description: 'Not run: too little balance, or the plan stopped.' },
  },
})
