import {
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventObject,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate'
import { activeStateIds, guardNames, transitionKey } from './statechart.ts'

/**
 * Stepping through a machine in the explorer: start it with a fixture's input, send events one
 * by one, and see the states, the context and the transitions each event took. XState's own
 * runtime does the work (simulated clock, the machine's inert actors), so what the explorer
 * shows is what the app and the server do.
 */
export interface SimStep {
  event: EventObject | null
  value: unknown
  context: unknown
  /** The states the machine is in, outermost first. */
  active: string[]
  /** The transitions this step took, by key (several for eventless chains). */
  taken: string[]
  /** The machine reached a final state. */
  done: boolean
}

export function simulate(
  machine: AnyStateMachine,
  input: unknown,
  events: EventObject[],
): SimStep[] {
  let bucket: string[] = []
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep')
      for (const t of event._transitions) bucket.push(transitionKey(t))
  }
  const actor = createActor(machine, { input, clock: new SimulatedClock(), inspect })
  const record = (event: EventObject | null): SimStep => {
    const snapshot = actor.getSnapshot()
    const step = {
      event,
      value: snapshot.value,
      context: snapshot.context,
      active: activeStateIds(machine.root, snapshot.value),
      taken: bucket,
      done: snapshot.status === 'done',
    }
    bucket = []
    return step
  }
  actor.start()
  const steps = [record(null)]
  for (const event of events) {
    actor.send(event)
    steps.push(record(event))
  }
  actor.stop()
  return steps
}

export interface EventChoice {
  event: EventObject
  /** The event type with a short account of its payload, to tell fixtures' variants apart. */
  label: string
  accepted: boolean
  /** When refused: the named guards of the transitions that would have taken it. */
  refusedBy: string[]
}

function payloadSummary(event: EventObject): string {
  const { type: _type, ...payload } = event as EventObject & Record<string, unknown>
  if (Object.keys(payload).length === 0) return ''
  const text = JSON.stringify(payload)
  return text.length > 70 ? `${text.slice(0, 69)}…` : text
}

/** The candidate events the current state listens to, each accepted or refused by its guards. */
export function eventChoices(
  machine: AnyStateMachine,
  input: unknown,
  history: EventObject[],
  candidates: EventObject[],
): EventChoice[] {
  const actor = createActor(machine, { input, clock: new SimulatedClock() }).start()
  for (const event of history) actor.send(event)
  const snapshot = actor.getSnapshot()
  actor.stop()
  if (snapshot.status !== 'active') return []
  const nodes: AnyStateNode[] = [
    machine.root,
    ...activeStateIds(machine.root, snapshot.value).map((id) => machine.getStateNodeById(id)),
  ]
  return candidates.flatMap((event) => {
    const transitions = nodes.flatMap((node) => node.transitions.get(event.type) ?? [])
    if (transitions.length === 0) return []
    const accepted = snapshot.can(event)
    const refusedBy = accepted ? [] : [...new Set(transitions.flatMap((t) => guardNames(t.guard)))]
    const summary = payloadSummary(event)
    return [
      { event, label: summary ? `${event.type} ${summary}` : event.type, accepted, refusedBy },
    ]
  })
}
