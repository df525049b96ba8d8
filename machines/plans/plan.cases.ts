import {
  type DecisionTable,
  EVERY_RULE,
  guardTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from '../decisionTable.ts'
import { type PlanEvent, type PlanState, planHasTag, planMachine } from './plan.ts'

/**
 * A plan's life (issue 52 item 2: active, paused, closed; decision 0073: closing while the last sale
 * waits), written from those sources: each row the events from its creation on.
 */

const run = (events: PlanEvent['type'][]): Partial<LifecycleRun> => ({
  events: events.map((type) => ({ type })),
})

export const decisionTables: DecisionTable[] = [
  lifecycleTable('a savings plan', planMachine, [
    rule(EVERY_RULE, 'issue 52, decision 0073', [
      { name: 'made', change: run([]), expect: 'active' },
      { name: 'paused', change: run(['plan.pause']), expect: 'paused' },
      {
        name: 'paused, then resumed',
        change: run(['plan.pause', 'plan.resume']),
        expect: 'active',
      },
      {
        name: 'paused: a one-off, an edit, a rebalance and a sale leave it paused',
        change: run(['plan.pause', 'plan.contribute', 'plan.edit', 'plan.rebalance', 'plan.sell']),
        expect: 'paused',
      },
      {
        name: 'active: the same leave it active',
        change: run(['plan.contribute', 'plan.edit', 'plan.rebalance', 'plan.sell']),
        expect: 'active',
      },
      {
        name: 'resumed while active: stays active',
        change: run(['plan.resume']),
        expect: 'active',
      },
      {
        name: 'paused twice: stays paused',
        change: run(['plan.pause', 'plan.pause']),
        expect: 'paused',
      },
      { name: 'closing: its sale waits', change: run(['plan.close']), expect: 'closing' },
      {
        name: 'closing: a one-off or a resume is refused',
        change: run(['plan.close', 'plan.contribute', 'plan.resume']),
        expect: 'closing',
      },
      {
        name: 'closed from paused once the sale filled',
        change: run(['plan.pause', 'plan.close', 'plan.closed']),
        expect: 'closed',
      },
      {
        name: 'closed: nothing moves it again',
        change: run(['plan.close', 'plan.closed', 'plan.resume', 'plan.contribute']),
        expect: 'closed',
      },
    ]),
  ]),
  guardTable(
    'planHasTag',
    ({ state, tag }: { state: PlanState; tag: 'open' | 'scheduled' }) => planHasTag(state, tag),
    { state: 'active', tag: 'scheduled' },
    'issue 52, decision 0073',
    [
      { name: 'an active plan runs on its schedule', change: {}, expect: true },
      { name: 'an active plan takes actions', change: { tag: 'open' }, expect: true },
      { name: 'a paused plan does not run', change: { state: 'paused' }, expect: false },
      {
        name: 'a paused plan takes actions',
        change: { state: 'paused', tag: 'open' },
        expect: true,
      },
      {
        name: 'a closing plan takes none',
        change: { state: 'closing', tag: 'open' },
        expect: false,
      },
      { name: 'a closed plan takes none', change: { state: 'closed', tag: 'open' }, expect: false },
    ],
  ),
]
