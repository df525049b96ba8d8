import { type AnyStateMachine, type EventObject, transition } from 'xstate'
import type { ServerMessageCode } from './serverMessages.ts'

export type StepResult = { ok: true; state: string } | { ok: false; code: ServerMessageCode }

/**
 * One event applied to a stored entity by its lifecycle machine, with XState's pure transition:
 * the next state when the machine takes the event, else the refusal the state names for it in
 * `meta.refusals` (or `fallback`). The server calls this inside the transaction that locked the
 * row, so two racing decisions see each other's result and only one of them moves it.
 */
export function lifecycleStep(
  machine: AnyStateMachine,
  state: string,
  context: object,
  event: EventObject & Record<string, unknown>,
  fallback: ServerMessageCode,
): StepResult {
  const snapshot = machine.resolveState({ value: state, context })
  if (!snapshot.can(event)) {
    const meta = machine.states[state]?.meta as
      | { refusals?: Record<string, ServerMessageCode> }
      | undefined
    return { ok: false, code: meta?.refusals?.[event.type] ?? fallback }
  }
  const [next] = transition(machine, snapshot, event)
  return { ok: true, state: String(next.value) }
}

/**
 * Whether a stored entity in `state` takes `event` now: what a screen asks to show or hide an
 * action (approve, pay, close), by the same machine the server steps it with, instead of
 * comparing state names.
 */
export function canStep(
  machine: AnyStateMachine,
  state: string,
  event: EventObject & Record<string, unknown>,
  context: object = {},
): boolean {
  return machine.resolveState({ value: state, context }).can(event)
}
