import { createActor } from 'xstate'
import type { GeneratedPath } from '../../flowmodel/paths.ts'
import type { MachineEntry } from '../../machines/registry.ts'
import { coverageRecorder } from '../paths/graph.ts'
import type { ReplayEvent, UiAdapter } from './adapter.ts'

/** The states, transitions and refusals one path goes through, replayed on the pure machine. */
export function reachOf(entry: MachineEntry, { fixture, path }: GeneratedPath): Set<string> {
  const recorder = coverageRecorder(entry.machine)
  const actor = createActor(entry.machine, {
    input: fixture.input,
    inspect: recorder.inspect,
  }).start()
  // A refused event is reached too: the screen must be seen refusing it at least once.
  const refusals: string[] = []
  for (const step of path.steps) {
    if (step.event.type.startsWith('xstate.init')) continue
    const before = actor.getSnapshot()
    if (!before.can(step.event))
      refusals.push(`refusal ${JSON.stringify(before.value)} ${step.event.type}`)
    actor.send(step.event)
  }
  actor.stop()
  return new Set([
    ...[...recorder.states].map((s) => `state ${s}`),
    ...[...recorder.transitions].map((t) => `transition ${t}`),
    ...refusals,
  ])
}

/**
 * Few paths that together reach every state, transition and refusal (an event a state takes
 * but whose guard says no) the whole set reaches (issue 22: the covering subset CI runs through
 * the UI). Greedy set cover: each round takes the path that adds
 * the most not yet reached, the shorter one on a tie; the full set stays behind `--all`.
 */
export function coveringPaths(entry: MachineEntry, paths: GeneratedPath[]): GeneratedPath[] {
  const reaches = paths.map((p) => ({ p, reach: reachOf(entry, p) }))
  const covered = new Set<string>()
  const chosen: GeneratedPath[] = []
  for (;;) {
    let best: { p: GeneratedPath; gain: number } | null = null
    for (const { p, reach } of reaches) {
      const gain = [...reach].filter((k) => !covered.has(k)).length
      if (gain === 0) continue
      if (
        !best ||
        gain > best.gain ||
        (gain === best.gain && p.path.steps.length < best.p.path.steps.length)
      )
        best = { p, gain }
    }
    if (!best) break
    chosen.push(best.p)
    for (const k of reaches.find((r) => r.p === best.p)!.reach) covered.add(k)
  }
  // In the order the generator lists them, so a report reads like `--list`.
  return paths.filter((p) => chosen.includes(p))
}

/**
 * Whether the screen cannot walk a path: it goes through a state the adapter says the screen
 * cannot reach, or its events come in an order the screen cannot produce.
 */
export function throughUnreachable(
  entry: MachineEntry,
  path: GeneratedPath,
  adapter: Pick<UiAdapter, 'unreachable' | 'cannotWalk'>,
): boolean {
  const events = path.path.steps
    .map((s) => s.event as ReplayEvent)
    .filter((e) => !e.type.startsWith('xstate.init'))
  if (adapter.cannotWalk?.(events, path.fixture.input)) return true
  const unreachable = adapter.unreachable
  if (!unreachable) return false
  const ids = Object.keys(unreachable).map((state) => `state ${entry.machine.id}.${state}`)
  const reach = reachOf(entry, path)
  return ids.some((id) => reach.has(id))
}
