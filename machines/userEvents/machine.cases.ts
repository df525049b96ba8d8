import { type DecisionTable, guardTable } from '../decisionTable.ts'
import { missedWhileAway } from './machine.ts'

/**
 * The user's event stream (issue 24, not in the spec), written from the issue: events sent while
 * the stream was down are lost, so what the screen shows is refreshed once the stream is open
 * again; on the first opening nothing was missed. The guard only chooses whether the opening
 * refreshes (no state of the stream changes), and the stream is back only after a timed pause,
 * so the rule is held here on the machine's context, where the machine's guard reads it.
 */

export const decisionTables: DecisionTable[] = [
  guardTable(
    'missedWhileAway',
    missedWhileAway,
    { interrupted: false },
    'not in the spec (issue 24)',
    [
      { name: 'the first opening: nothing was missed', change: {}, expect: false },
      {
        name: 'open again after the stream dropped: events may have been missed',
        change: { interrupted: true },
        expect: true,
      },
    ],
  ),
]
