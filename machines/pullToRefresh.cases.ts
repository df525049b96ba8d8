import { createActor, type EventObject, SimulatedClock } from 'xstate'
import {
  boundary,
  callAnswered,
  callFailed,
  counts,
  type DecisionTable,
  EVERY_RULE,
  guardTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from './decisionTable.ts'
import { type PullEvent, pullSelectors, pullToRefreshMachine } from './pullToRefresh.ts'
import { PULL_REFRESH_HEADER_PX, PULL_REFRESH_SUCCESS_MS } from './rules.ts'

/**
 * Pull to refresh (spec §2 Account page, §9 Stepper and list widgets), written from the spec: the
 * header is 50 px — let go once it is pulled its full height and the page reloads, a shorter pull
 * springs back — and "refreshed" lasts 500 ms.
 */

const move = (distance: number): PullEvent => ({ type: 'pull.move', distance })
const release: PullEvent = { type: 'pull.release' }

/** The reload finished (what `refresh` answers), or failed. */
const reloaded = () => callAnswered('refresh')
const reloadFailed = () => callFailed('refresh')

const run = (events: EventObject[]): Partial<LifecycleRun> => ({ events })

/** Whether the header says that letting go now reloads, after the finger moved so far. */
function willRefreshAfter({ distances }: { distances: number[] }): boolean {
  const actor = createActor(pullToRefreshMachine).start()
  for (const distance of distances) actor.send(move(distance))
  const answer = pullSelectors.willRefresh(actor.getSnapshot())
  actor.stop()
  return answer
}

/** Whether "refreshed" still shows `ms` after the reload finished. */
function refreshedShowsAfter({ ms }: { ms: number }): boolean {
  const clock = new SimulatedClock()
  const actor = createActor(pullToRefreshMachine, { clock }).start()
  actor.send(move(PULL_REFRESH_HEADER_PX * 2))
  actor.send(release)
  actor.send(reloaded() as never)
  clock.increment(ms)
  const shown = pullSelectors.isRefreshed(actor.getSnapshot())
  actor.stop()
  return shown
}

export const decisionTables: DecisionTable[] = [
  lifecycleTable('pull to refresh', pullToRefreshMachine, [
    rule(EVERY_RULE, 'spec §2 Account page, §9 Stepper and list widgets', [
      { name: 'not touched: idle', change: run([]), expect: 'idle' },
      {
        name: 'pulled, not let go: the header follows',
        change: run([move(20)]),
        expect: 'pulling',
      },
      {
        name: 'pulled far, then cancelled: springs back',
        change: run([move(80), { type: 'pull.cancel' }]),
        expect: 'idle',
      },
      {
        name: 'reloaded: refreshed',
        change: run([move(80), release, reloaded()]),
        expect: 'refreshed',
      },
      {
        name: 'the reload failed: springs back',
        change: run([move(80), release, reloadFailed()]),
        expect: 'idle',
      },
    ]),
    rule('pulledPastHeader', 'spec §9 Stepper and list widgets', [
      ...boundary(
        `pulled and let go, against the ${PULL_REFRESH_HEADER_PX} px header`,
        counts(PULL_REFRESH_HEADER_PX, 'pixel'),
        (distance) => run([move(distance), release]),
        { below: 'idle', at: 'refreshing', above: 'refreshing' },
      ),
      {
        name: 'pulled 80 px, back up to 30 px, let go: springs back',
        change: run([move(80), move(30), release]),
        expect: 'idle',
      },
      {
        name: 'pulled 30 px, on down to 80 px, let go: reloads',
        change: run([move(30), move(80), release]),
        expect: 'refreshing',
      },
      {
        name: 'pushed up instead of down, let go: springs back',
        change: run([move(-80), release]),
        expect: 'idle',
      },
    ]),
  ]),
  guardTable(
    'willRefresh',
    willRefreshAfter,
    { distances: [] as number[] },
    'spec §9 Stepper and list widgets',
    [
      ...boundary(
        `the header while pulling, against the ${PULL_REFRESH_HEADER_PX} px header`,
        counts(PULL_REFRESH_HEADER_PX, 'pixel'),
        (distance) => ({ distances: [distance] }),
        { below: false, at: true, above: true },
      ),
      { name: 'not touched: nothing to let go', change: {}, expect: false },
      { name: 'pulled 80 px, back up to 30 px', change: { distances: [80, 30] }, expect: false },
    ],
  ),
  guardTable(
    'successShown',
    refreshedShowsAfter,
    { ms: 0 },
    'spec §9 Stepper and list widgets',
    boundary(
      `"refreshed" after the reload, against its ${PULL_REFRESH_SUCCESS_MS} ms`,
      counts(PULL_REFRESH_SUCCESS_MS, 'millisecond'),
      (ms) => ({ ms }),
      { below: true, at: false, above: false },
    ),
  ),
]
