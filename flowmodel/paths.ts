import type { AnyStateMachine, AnyStateNode, EventObject, Snapshot } from 'xstate'
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
  serializeSnapshot,
} from 'xstate/graph'
import type { MachineEntry, PathFixture } from '../machines/registry.ts'
import { firstSimplePaths } from './simplePaths.ts'
import { activeStateIds } from './statechart.ts'

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

type Path = StatePath<Snapshot<unknown>, EventObject>
type Can = { can(event: EventObject): boolean; value: unknown }

/** Whether a state has a transition for the event at all (guarded or not), itself or above. */
function listensTo(machine: AnyStateMachine, snapshot: Snapshot<unknown>, type: string): boolean {
  const ids = activeStateIds(machine.root, (snapshot as unknown as Can).value)
  const nodes = [machine.root, ...ids.map((id) => machine.getStateNodeById(id))]
  return nodes.some((node) => node.transitions.has(type))
}

/**
 * A user event that the state listens to but whose guards all refuse it: the path that sends it
 * must stay where it is. These are the paths on which guards are seen answering false.
 */
function refusals(machine: AnyStateMachine, prefix: Path, events: EventObject[]): Path[] {
  const state = prefix.state as unknown as Can
  return events
    .filter((e) => !e.type.startsWith('xstate.') && !state.can(e))
    .filter((e) => listensTo(machine, prefix.state, e.type))
    .map((event) => ({
      state: prefix.state,
      steps: [...prefix.steps, { event, state: prefix.state }],
      weight: prefix.weight + 1,
    }))
}

/**
 * For every fixture: the shortest path to each state, the simple paths, one path per edge of the
 * adjacency map (shortest path to its source, then its event), so that self-loops and returns to
 * a state already seen, which no shortest or simple path ends with, are replayed too; and, from
 * each state, every user event its guards refuse. Names are unique: a second path whose events
 * read the same (other payloads) gets a number.
 */
export function generatePaths(entry: MachineEntry): GeneratedPath[] {
  const seen = new Set<string>()
  const names = new Map<string, number>()
  const out: GeneratedPath[] = []
  const add = (fixture: PathFixture, path: Path, refused = false) => {
    const key = `${fixture.name}|${path.steps.map((s) => JSON.stringify(s.event)).join('>')}`
    if (seen.has(key)) return
    seen.add(key)
    const said = path.steps
      .filter((s) => !s.event.type.startsWith('xstate.init'))
      .map((s) => s.event.type)
    const base = `${fixture.name}: ${said.join(' → ') || '(start)'}${refused ? ' (refused)' : ''}`
    const count = (names.get(base) ?? 0) + 1
    names.set(base, count)
    const description = count === 1 ? base : `${base} #${count}`
    out.push({ fixture, path, description })
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
    const simple = firstSimplePaths(entry.machine, options, SIMPLE_PATH_BUDGET)
    for (const path of [...shortest, ...simple]) add(fixture, path)
    for (const path of shortest)
      for (const refused of refusals(entry.machine, path, options.events))
        add(fixture, refused, true)
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
