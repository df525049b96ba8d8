import { afterAll, describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { machineRegistry } from '../../machines/index.ts'
import {
  approvedTable,
  approveTable,
  approving,
  outcomeTable,
  tableDiff,
} from './approvedOutcomes.ts'
import { type CoverageReport, writeCoveragePart } from './coverageFile.ts'
import {
  allStateIds,
  allTransitionKeys,
  coverageRecorder,
  generatePaths,
  guardRecorder,
  pathOutcomes,
} from './graph.ts'
import { isPartial, isSelected } from './selection.ts'

/**
 * For every machine of the registry: the paths the graph utilities find are replayed on a live
 * actor (real XState runtime, simulated clock) and every step must land in the state the graph
 * predicted. What the replays pass through, and what each named guard answered, is the coverage
 * of the machine.
 */
const report: CoverageReport = {}

type Children = Record<string, { src?: unknown } | undefined>

function childrenBySrc(children: Children): Map<string, unknown> {
  const found = new Map<string, unknown>()
  for (const child of Object.values(children))
    if (child && typeof child.src === 'string') found.set(child.src, child)
  return found
}

/** An event an actor sends about itself must leave that very actor running (not a new one). */
function expectActorsKept(
  actorEvents: Record<string, string[]> | undefined,
  event: string,
  before: Map<string, unknown>,
  after: Children,
) {
  const now = childrenBySrc(after)
  for (const [src, events] of Object.entries(actorEvents ?? {})) {
    if (!events.includes(event) || !before.has(src) || !now.has(src)) continue
    expect(now.get(src), `${event} restarted ${src}`).toBe(before.get(src))
  }
}
const finishers: Array<() => void> = []

for (const entry of machineRegistry.filter((m) => isSelected(m.id))) {
  const guards = guardRecorder(entry.machine)
  const recorder = coverageRecorder(entry.machine)
  const outcomes = pathOutcomes()
  const paths = generatePaths(entry)

  describe(`${entry.title} (${entry.id})`, () => {
    it('has paths to replay', () => {
      expect(paths.length).toBeGreaterThan(0)
    })
    // Issue 50: what the paths end in, against the table a product owner approved.
    it.skipIf(isPartial)('ends each path as approved (tests/paths/approved/)', () => {
      const table = outcomeTable(paths)
      if (approving) return approveTable(entry.id, table)
      const approved = approvedTable(entry.id)
      expect(
        tableDiff(approved, table),
        approved
          ? `${entry.id}: the paths end otherwise than approved; review the diff, then npm run test:paths -- --approve`
          : `${entry.id}: no approved table yet; npm run test:paths -- --approve writes it`,
      ).toBe('')
    })
    for (const { fixture, path, description } of paths) {
      it(
        description,
        outcomes.track(description, () => {
          const actor = createActor(guards.machine, {
            input: fixture.input,
            clock: new SimulatedClock(),
            inspect: recorder.inspect,
          })
          actor.start()
          for (const step of path.steps) {
            const before = childrenBySrc(actor.getSnapshot().children)
            if (!step.event.type.startsWith('xstate.init')) actor.send(step.event)
            const snapshot = actor.getSnapshot()
            expectActorsKept(entry.actorEvents, step.event.type, before, snapshot.children)
            expect(snapshot.value).toEqual((step.state as typeof snapshot).value)
            expect(snapshot.context).toEqual((step.state as typeof snapshot).context)
          }
          actor.stop()
        }),
      )
    }
  })

  finishers.push(() => {
    report[entry.id] = {
      title: entry.title,
      states: { all: allStateIds(entry.machine), reached: [...recorder.states] },
      transitions: { all: allTransitionKeys(entry.machine), reached: [...recorder.transitions] },
      guards: guards.seen,
      paths: paths.length,
      results: outcomes.results,
    }
  })
}

afterAll(() => {
  for (const finish of finishers) finish()
  writeCoveragePart('machines', report)
})
