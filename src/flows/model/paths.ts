import type { AnyStateMachine, AnyStateNode, EventObject, Snapshot } from 'xstate'
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type StatePath,
  serializeSnapshot,
} from 'xstate/graph'
import type { MachineEntry, PathFixture } from '../../../machines/index.ts'

/**
 * The paths the path tests replay and the flow explorer lists, generated from a machine's graph
 * for each of its input fixtures (docs/decisions/0005-path-tests.md). Both read this one module,
 * so a path has the same name in the test report and on screen.
 */

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
