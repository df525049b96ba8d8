import type { AnyStateMachine, EventObject } from 'xstate'
import { lifecycleStep } from '../../machines/lifecycle.ts'
import type { ServerMessageCode } from '../../machines/serverMessages.ts'
import { ApiRefusal } from '../core/refusal.ts'

/**
 * The one way the server moves a stored entity (an order, a deposit, a loan…): its lifecycle
 * machine takes the event on the stored state, with XState's pure transition, or the refusal the
 * state names for it (`meta.refusals`, else `fallback`) is thrown. Called inside the transaction
 * that locked the row, so the state it reads is the state it writes over.
 */
export function stepEntity<S extends string>(
  machine: AnyStateMachine,
  row: { state: S },
  event: EventObject & Record<string, unknown>,
  fallback: ServerMessageCode,
  context: object = {},
): S {
  const step = lifecycleStep(machine, row.state, context, event, fallback)
  if (!step.ok) throw new ApiRefusal(step.code)
  return step.state as S
}
