import type { AnyStateMachine, EventObject } from 'xstate'

/**
 * One set of inputs and events for walking a machine's graph. Guarded branches need several
 * fixtures (or several payloads of one event) before every one of them is reached.
 */
export interface PathFixture {
  name: string
  input?: unknown
  /** The events offered at every state; the event type alone is offered for the rest. */
  events: Array<EventObject & Record<string, unknown>>
}

/** client: runs in the browser; gate: decides on facts; entity: a server-side lifecycle. */
export type MachineKind = 'client' | 'gate' | 'entity'

export interface MachineEntry {
  id: string
  title: string
  kind: MachineKind
  description: string
  machine: AnyStateMachine
  fixtures: PathFixture[]
  /**
   * Events an invoked actor (by its `src`) sends about itself: taking one must never stop and
   * start that actor again (a quote stream reconnecting on every tick). The path replays check it.
   */
  actorEvents?: Record<string, string[]>
}

/** A registry entry; the description is the machine's own, so it is written once. */
export function entry(
  id: string,
  title: string,
  kind: MachineKind,
  machine: AnyStateMachine,
  fixtures: PathFixture[],
  options: { actorEvents?: Record<string, string[]> } = {},
): MachineEntry {
  return {
    id,
    title,
    kind,
    description: machine.config.description ?? '',
    machine,
    fixtures,
    ...options,
  }
}
