import type { AnyStateMachine } from 'xstate'
import { type GateInput, refusalOf } from '../../machines/gate.ts'
import type { ServerMessageParams } from '../../machines/serverMessages.ts'
import { ApiRefusal } from './refusal.ts'

/**
 * Runs a gate on the facts the server gathered and refuses with the first blocker's message;
 * `params` fills the numbers or time range that blocker's message carries (spec §8).
 */
export function enforceGate<F extends object>(
  gate: AnyStateMachine,
  facts: F,
  params: Partial<Record<string, ServerMessageParams>> = {},
): void {
  enforce({ gate, facts, params })
}

/** Refuses with the first blocker of a contract's gate input (server side: every check runs). */
export function enforce(input: GateInput): void {
  const refusal = refusalOf(input, 'server')
  if (refusal) throw new ApiRefusal(refusal.code, refusal.params)
}
