import type { AnyStateMachine, InspectionEvent } from 'xstate'
import {
  activeStateIds,
  allStateIds,
  allTransitionKeys,
  transitionKey,
} from '../../flowmodel/statechart.ts'
import type { MachineEntry } from '../../machines/registry.ts'
import type { CoverageReport, PathOutcome } from './coverageFile.ts'

export { fixtureEvents, type GeneratedPath, generatePaths } from '../../flowmodel/paths.ts'
export { activeStateIds, allStateIds, allTransitionKeys, transitionKey }

/** Records the states and transitions an actor goes through, from XState's inspection events. */
export function coverageRecorder(machine: AnyStateMachine) {
  const states = new Set<string>()
  const transitions = new Set<string>()
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions) {
        transitions.add(transitionKey(t))
        // A transient state (left in the same macrostep it was entered) shows only as a source.
        if (t.source.parent) states.add(t.source.id)
      }
    }
    if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
      const snapshot = event.snapshot as { value?: unknown; machine?: unknown }
      // By id: the app's wiring replays a provided copy of the machine, with the same states.
      const from = snapshot.machine as AnyStateMachine | undefined
      if (from?.id !== machine.id || snapshot.value === undefined) return
      for (const id of activeStateIds(machine.root, snapshot.value)) states.add(id)
    }
  }
  return { inspect, states, transitions }
}

/** The coverage part of a machine's paths replayed against the server (`<id>@server`). */
export function serverCoverage(
  entry: MachineEntry,
  recorder: ReturnType<typeof coverageRecorder>,
  outcomes: ReturnType<typeof pathOutcomes>,
): CoverageReport {
  return {
    [`${entry.id}@server`]: {
      title: `${entry.title} against the server`,
      states: { all: allStateIds(entry.machine), reached: [...recorder.states] },
      transitions: { all: allTransitionKeys(entry.machine), reached: [...recorder.transitions] },
      paths: Object.keys(outcomes.results).length,
      results: outcomes.results,
    },
  }
}

/** How each path of a run ended, by name, for the report the flow explorer shows. */
export function pathOutcomes() {
  const results: Record<string, PathOutcome> = {}
  return {
    results,
    /** Wraps a path's test so that the report says whether it passed. */
    track(name: string, body: () => void | Promise<void>) {
      return async () => {
        results[name] = 'failed'
        await body()
        results[name] = 'passed'
      }
    },
  }
}

type GuardImplementation = (...args: never[]) => boolean

/**
 * The machine with each named guard wrapped so that a replay records whether it answered true,
 * false or both; guards combined with and/or/not are recorded by their named parts.
 */
export function guardRecorder(machine: AnyStateMachine) {
  const seen: Record<string, { true: boolean; false: boolean }> = {}
  const guards = (machine.implementations.guards ?? {}) as Record<string, GuardImplementation>
  const wrapped = Object.fromEntries(
    Object.entries(guards).map(([name, guard]) => {
      seen[name] = { true: false, false: false }
      const record = (...args: never[]) => {
        const answer = guard(...args)
        seen[name]![answer ? 'true' : 'false'] = true
        return answer
      }
      return [name, record]
    }),
  )
  return { machine: machine.provide({ guards: wrapped }), seen }
}
