import type { AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate'
import type { MachineEntry } from '../../machines/index.ts'
import { allStateIds, allTransitionKeys, transitionKey } from '../../src/flows/model/statechart.ts'

export { fixtureEvents, type GeneratedPath, generatePaths } from '../../src/flows/model/paths.ts'
export { allStateIds, allTransitionKeys, transitionKey }

/** The ids of the state nodes a snapshot value stands for ("a", or { a: "b" } for a in b). */
export function activeStateIds(node: AnyStateNode, value: unknown): string[] {
  if (typeof value === 'string') {
    const child = node.states[value] as AnyStateNode | undefined
    return child ? [child.id] : []
  }
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => {
    const child = node.states[key] as AnyStateNode | undefined
    return child ? [child.id, ...activeStateIds(child, inner)] : []
  })
}

/** Records the states and transitions an actor goes through, from XState's inspection events. */
export function coverageRecorder(machine: AnyStateMachine) {
  const states = new Set<string>()
  const transitions = new Set<string>()
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions) {
        transitions.add(transitionKey(t))
        // A transient state (left in the same macrostep it was entered) shows only as a source.
        if (t.source !== machine.root) states.add(t.source.id)
      }
    }
    if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
      const snapshot = event.snapshot as { value?: unknown; machine?: unknown }
      if (snapshot.machine !== machine || snapshot.value === undefined) return
      for (const id of activeStateIds(machine.root, snapshot.value)) states.add(id)
    }
  }
  return { inspect, states, transitions }
}

/** The coverage part of a machine's paths replayed against the server (`<id>@server`). */
export function serverCoverage(
  entry: MachineEntry,
  recorder: ReturnType<typeof coverageRecorder>,
  paths: number,
) {
  return {
    [`${entry.id}@server`]: {
      title: `${entry.title} against the server`,
      states: { all: allStateIds(entry.machine), reached: [...recorder.states] },
      transitions: { all: allTransitionKeys(entry.machine), reached: [...recorder.transitions] },
      paths,
    },
  }
}
