import { afterAll, describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { machineRegistry } from '../../machines/index.ts'
import { type CoverageReport, writeCoveragePart } from './coverageFile.ts'
import { allStateIds, allTransitionKeys, coverageRecorder, generatePaths } from './graph.ts'

/**
 * For every machine of the registry: the paths the graph utilities find are replayed on a live
 * actor (real XState runtime, simulated clock) and every step must land in the state the graph
 * predicted. What the replays pass through is the coverage of the machine.
 */
const report: CoverageReport = {}
const recorders = new Map<string, ReturnType<typeof coverageRecorder>>()

for (const entry of machineRegistry) {
  const recorder = coverageRecorder(entry.machine)
  const paths = generatePaths(entry)
  report[entry.id] = {
    title: entry.title,
    states: { all: allStateIds(entry.machine), reached: [] },
    transitions: { all: allTransitionKeys(entry.machine), reached: [] },
    paths: paths.length,
  }

  describe(`${entry.title} (${entry.id})`, () => {
    it('has paths to replay', () => {
      expect(paths.length).toBeGreaterThan(0)
    })
    for (const { fixture, path, description } of paths) {
      it(description, () => {
        const actor = createActor(entry.machine, {
          input: fixture.input,
          clock: new SimulatedClock(),
          inspect: recorder.inspect,
        })
        actor.start()
        for (const step of path.steps) {
          if (!step.event.type.startsWith('xstate.init')) actor.send(step.event)
          const snapshot = actor.getSnapshot()
          expect(snapshot.value).toEqual((step.state as typeof snapshot).value)
          expect(snapshot.context).toEqual((step.state as typeof snapshot).context)
        }
        actor.stop()
      })
    }
  })

  recorders.set(entry.id, recorder)
}

afterAll(() => {
  for (const [id, recorder] of recorders) {
    const r = report[id]!
    r.states.reached = [...recorder.states]
    r.transitions.reached = [...recorder.transitions]
  }
  writeCoveragePart('machines', report)
})
