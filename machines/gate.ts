import { type AnyStateMachine, initialTransition, setup } from 'xstate'
import type { ServerMessageCode } from './serverMessages.ts'

/**
 * A gate is a machine over a facts object: from `evaluating` it moves at once to the first
 * `blocked…` state whose check fails, or to `allowed`. The server computes the facts and runs the
 * gate on every submit; the client runs the same gate to tell the user what blocks them first.
 */
export interface GateCheck<F> {
  /** Name of the blocked state, e.g. `frozen`. */
  state: string
  /** The message the server answers with when this check blocks. */
  code: ServerMessageCode
  /** A named guard that is true when this check BLOCKS; it cites its spec line where defined. */
  blocks: { name: string; test: (facts: F) => boolean }
  /** Plain words for the flow explorer. */
  description: string
}

export function defineGate<F extends object>(
  id: string,
  description: string,
  checks: GateCheck<F>[],
) {
  const guards = Object.fromEntries(
    checks.map((c) => [c.blocks.name, ({ context }: { context: F }) => c.blocks.test(context)]),
  )
  const blockedStates = Object.fromEntries(
    checks.map((c) => [
      c.state,
      {
        type: 'final' as const,
        tags: ['blocked'],
        meta: { code: c.code },
        description: c.description,
      },
    ]),
  )
  return setup({
    types: { context: {} as F, input: {} as F },
    guards,
  }).createMachine({
    id,
    description,
    context: ({ input }) => input,
    initial: 'evaluating',
    states: {
      evaluating: {
        always: [
          ...checks.map((c) => ({ guard: c.blocks.name, target: c.state })),
          { target: 'allowed' },
        ],
      },
      allowed: { type: 'final', description: 'Nothing blocks: the request may go ahead.' },
      ...blockedStates,
    },
  })
}

export type GateResult =
  | { allowed: true }
  | { allowed: false; code: ServerMessageCode; state: string }

/** Runs a gate on its facts with XState's pure transition and names the first block, if any. */
export function evaluateGate<F extends object>(gate: AnyStateMachine, facts: F): GateResult {
  const [snapshot] = initialTransition(gate, facts)
  const state = String(snapshot.value)
  if (state === 'allowed') return { allowed: true }
  const meta = snapshot.getMeta()[`${gate.id}.${state}`] as { code: ServerMessageCode }
  return { allowed: false, code: meta.code, state }
}
