import type {
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
  InspectionEvent,
  Snapshot,
} from 'xstate'
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type StatePath,
  serializeSnapshot,
} from 'xstate/graph'
import type { MachineEntry, PathFixture } from '../../machines/index.ts'

/** Every state node of a machine but its root, by id. */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = []
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      ids.push(child.id)
      walk(child)
    }
  }
  walk(machine.root)
  return ids
}

function guardName(t: AnyTransitionDefinition): string {
  const guard = t.guard as unknown
  if (!guard) return ''
  if (typeof guard === 'string') return ` [${guard}]`
  if (typeof guard === 'object' && guard !== null && 'type' in guard)
    return ` [${String(guard.type)}]`
  return ' [guarded]'
}

/** A readable, stable name for a transition: source, event, guard and targets. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const targets = t.target?.map((n: AnyStateNode) => n.id).join(',') || '(stays)'
  const event = t.eventType === '' ? '(always)' : t.eventType
  return `${t.source.id} --${event}${guardName(t)}--> ${targets}`
}

/** Every transition of a machine, eventless ones included (toDirectedGraph leaves those out). */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  const walk = (node: AnyStateNode) => {
    for (const list of node.transitions.values()) for (const t of list) keys.push(transitionKey(t))
    for (const t of node.always ?? []) keys.push(transitionKey(t))
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child)
  }
  walk(machine.root)
  return [...new Set(keys)]
}

function eventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>()
  const walk = (node: AnyStateNode) => {
    for (const type of node.transitions.keys()) types.add(type)
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child)
  }
  walk(machine.root)
  return [...types]
}

/** The fixture's events plus the machine's delayed events, which carry no payload. */
export function fixtureEvents(machine: AnyStateMachine, fixture: PathFixture): EventObject[] {
  const bare = eventTypes(machine)
    .filter((t) => t.startsWith('xstate.after.'))
    .map((type) => ({ type }))
  return [...fixture.events, ...bare]
}

export interface GeneratedPath {
  fixture: PathFixture
  path: StatePath<Snapshot<unknown>, EventObject>
  description: string
}

/** Simple paths grow combinatorially with context (the stepper's value); the edge paths below keep coverage. */
const SIMPLE_PATH_BUDGET = 60

/**
 * For every fixture: the shortest path to each state, the simple paths, and one path per edge of
 * the adjacency map (shortest path to its source, then its event), so that self-loops and returns
 * to a state already seen, which no shortest or simple path ends with, are replayed too.
 */
export function generatePaths(entry: MachineEntry): GeneratedPath[] {
  const seen = new Set<string>()
  const out: GeneratedPath[] = []
  const add = (fixture: PathFixture, path: StatePath<Snapshot<unknown>, EventObject>) => {
    const key = `${fixture.name}|${path.steps.map((s) => JSON.stringify(s.event)).join('>')}`
    if (seen.has(key)) return
    seen.add(key)
    const said = path.steps
      .filter((s) => !s.event.type.startsWith('xstate.init'))
      .map((s) => s.event.type)
    out.push({ fixture, path, description: `${fixture.name}: ${said.join(' → ') || '(start)'}` })
  }
  for (const fixture of entry.fixtures) {
    const options = {
      input: fixture.input,
      events: fixtureEvents(entry.machine, fixture),
      // Only events the state accepts: a live actor throws on an actor error nobody handles.
      filterEvents: (snapshot: Snapshot<unknown>, event: EventObject) =>
        (snapshot as unknown as { can(e: EventObject): boolean }).can(event),
    }
    const shortest = getShortestPaths(entry.machine, options)
    const simple = getSimplePaths(entry.machine, options).slice(0, SIMPLE_PATH_BUDGET)
    for (const path of [...shortest, ...simple]) add(fixture, path)
    const toState = new Map(shortest.map((p) => [serializeSnapshot(p.state), p]))
    for (const edge of adjacencyMapToArray(getAdjacencyMap(entry.machine, options))) {
      const prefix = toState.get(serializeSnapshot(edge.state))
      if (!prefix) continue
      add(fixture, {
        state: edge.nextState,
        steps: [...prefix.steps, { event: edge.event, state: edge.nextState }],
        weight: prefix.weight + 1,
      })
    }
  }
  return out
}

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
