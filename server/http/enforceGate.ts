import type { AnyStateMachine } from 'xstate'
import { evaluateGate } from '../../machines/gate.ts'
import type { ServerMessageParams } from '../../machines/serverMessages.ts'
import { ApiRefusal } from './envelope.ts'

/**
 * Runs a gate on the facts the server gathered and refuses with the first blocker's message;
 * `params` fills the numbers or time range that blocker's message carries (spec §8).
 */
export function enforceGate<F extends object>(
  gate: AnyStateMachine,
  facts: F,
  params: Partial<Record<string, ServerMessageParams>> = {},
): void {
  const verdict = evaluateGate(gate, facts)
  if (!verdict.allowed) throw new ApiRefusal(verdict.code, params[verdict.state] ?? {})
}
