import type { AnyStateMachine, EventObject, Snapshot } from 'xstate'
import { getAdjacencyMap, type StatePath, serializeSnapshot } from 'xstate/graph'

type Path = StatePath<Snapshot<unknown>, EventObject>
type Step = { state: Snapshot<unknown>; event: EventObject }

/** The traversal options generatePaths gives every walk. */
export interface WalkOptions {
  input: unknown
  events: EventObject[]
  filterEvents(snapshot: Snapshot<unknown>, event: EventObject): boolean
}

/** getAdjacencyMap's answer, by serialised state: the state and where each event leads. */
type Adjacency = Record<
  string,
  {
    state: Snapshot<unknown>
    transitions: Record<string, { state: Snapshot<unknown>; event: EventObject }>
  }
>

/**
 * The first `budget` simple paths of `getSimplePaths` (xstate/graph), in its order, without
 * walking the rest. `getSimplePaths` finds every simple path to every state and only then may be
 * cut: on marketView that is 70,612 paths and 12 s to keep 60 (issue 17). This is the same depth-
 * first walk over the same adjacency map, target state by target state, stopping at the budget.
 * tests/unit/flows/simplePaths.test.ts holds it to getSimplePaths on every other machine.
 */
export function firstSimplePaths(machine: AnyStateMachine, options: WalkOptions, budget: number) {
  const { input, events, filterEvents } = options
  const adjacency = getAdjacencyMap(machine, {
    input,
    events,
    filterEvents,
  }) as unknown as Adjacency
  const targets = Object.keys(adjacency)
  const start = targets[0]
  const found: Path[] = []
  if (start === undefined || budget <= 0) return found
  const onPath = new Set<string>()
  const steps: Step[] = []
  /** Walks from `from` towards `to`; true once the budget is spent. */
  const walk = (from: string, to: string): boolean => {
    const here = adjacency[from]!
    if (from === to) {
      found.push(withInitStep({ state: here.state, steps: [...steps], weight: steps.length }))
      return found.length >= budget
    }
    onPath.add(from)
    let spent = false
    for (const { state, event } of Object.values(here.transitions)) {
      const next = serializeSnapshot(state)
      if (onPath.has(next)) continue
      steps.push({ state: here.state, event })
      spent = walk(next, to)
      steps.pop()
      if (spent) break
    }
    onPath.delete(from)
    return spent
  }
  for (const to of targets) if (walk(start, to)) break
  return found
}

/** The step shape getSimplePaths answers with: an `xstate.init` step first, each event on the state it led to. */
function withInitStep(path: Path): Path {
  const init = { type: 'xstate.init' }
  if (path.steps.length === 0) return { ...path, steps: [{ state: path.state, event: init }] }
  const steps = path.steps.map((step, i) => ({
    state: step.state,
    event: i === 0 ? init : path.steps[i - 1]!.event,
  }))
  steps.push({ state: path.state, event: path.steps[path.steps.length - 1]!.event })
  return { ...path, steps }
}
