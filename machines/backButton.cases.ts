import { createActor, SimulatedClock } from 'xstate'
import { type BackButtonEvent, backButtonMachine } from './backButton.ts'
import {
  boundary,
  counts,
  type DecisionTable,
  guardTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from './decisionTable.ts'
import { BACK_DOUBLE_PRESS_MS } from './rules.ts'

/**
 * The native back button (spec §2 Shell behaviour, §9 Native back double-press window), written
 * from the spec: it goes back in history; with nowhere to go back to, a second press within the
 * 1 s window quits the app.
 */

const back: BackButtonEvent = { type: 'back.press', canGoBack: true }
const atFirstPage: BackButtonEvent = { type: 'back.press', canGoBack: false }
const run = (events: BackButtonEvent[]): Partial<LifecycleRun> => ({ events })

/** Whether two presses at the first page, `apartMs` apart, quit the app. */
function secondPressQuits({ apartMs }: { apartMs: number }): boolean {
  const clock = new SimulatedClock()
  const actor = createActor(backButtonMachine, { clock }).start()
  actor.send(atFirstPage)
  clock.increment(apartMs)
  actor.send(atFirstPage)
  const quit = actor.getSnapshot().status === 'done'
  actor.stop()
  return quit
}

export const decisionTables: DecisionTable[] = [
  lifecycleTable('the back button', backButtonMachine, [
    rule('canGoBack', 'spec §2 Shell behaviour', [
      { name: 'history to go back to: goes back', change: run([back]), expect: 'idle' },
      {
        name: 'at the first page: one more press quits',
        change: run([atFirstPage]),
        expect: 'armed',
      },
      { name: 'going back twice: goes back', change: run([back, back]), expect: 'idle' },
      {
        name: 'going back, then at the first page: one more press quits',
        change: run([back, atFirstPage]),
        expect: 'armed',
      },
      {
        name: 'at the first page, then history again: goes back, no quitting',
        change: run([atFirstPage, back]),
        expect: 'idle',
      },
      {
        name: 'at the first page, pressed twice at once: quits',
        change: run([atFirstPage, atFirstPage]),
        expect: 'quit',
      },
    ]),
  ]),
  guardTable(
    'doublePressWindow',
    secondPressQuits,
    { apartMs: 0 },
    'spec §2 Shell behaviour, §9 Native back double-press window',
    boundary(
      `two presses at the first page, apart against the ${BACK_DOUBLE_PRESS_MS} ms window`,
      counts(BACK_DOUBLE_PRESS_MS, 'millisecond'),
      (apartMs) => ({ apartMs }),
      { below: true, at: false, above: false },
    ),
  ),
]
