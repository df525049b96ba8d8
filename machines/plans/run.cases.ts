import {
  type DecisionTable,
  EVERY_RULE,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from '../decisionTable.ts'
import { type PlanRunEvent, planRunMachine } from './run.ts'

/**
 * A run's life (issue 52 item 4: scheduled, executed, partly executed, skipped with a reason),
 * written from the issue and decision 0073: each row the events from its scheduling on.
 */

const run = (events: PlanRunEvent[]): Partial<LifecycleRun> => ({ events })

export const decisionTables: DecisionTable[] = [
  lifecycleTable('a plan’s run', planRunMachine, [
    rule(EVERY_RULE, 'issue 52', [
      { name: 'due', change: run([]), expect: 'scheduled' },
      {
        name: 'the market closed: still scheduled',
        change: run([{ type: 'run.wait' }]),
        expect: 'scheduled',
      },
      {
        name: 'too little balance: skipped',
        change: run([{ type: 'run.skip', reason: 'balanceShort' }]),
        expect: 'skipped',
      },
      {
        name: 'skipped, then the market opens: stays skipped',
        change: run([
          { type: 'run.skip', reason: 'notActive' },
          { type: 'run.execute', held: 0 },
        ]),
        expect: 'skipped',
      },
      {
        name: 'executed, then skipped: stays executed',
        change: run([
          { type: 'run.execute', held: 0 },
          { type: 'run.skip', reason: 'balanceShort' },
        ]),
        expect: 'executed',
      },
    ]),
    rule('runHeldSlices', 'not in the spec (decision 0073)', [
      {
        name: 'waited for the open, then bought every slice',
        change: run([{ type: 'run.wait' }, { type: 'run.execute', held: 0 }]),
        expect: 'executed',
      },
      {
        name: 'one slice suspended, its share kept as cash',
        change: run([{ type: 'run.execute', held: 1 }]),
        expect: 'partlyExecuted',
      },
    ]),
  ]),
]
