import { type AnyStateMachine, initialTransition, setup } from 'xstate'
import type { ServerMessageCode, ServerMessageParams } from './serverMessages.ts'

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
  /**
   * Only the server can decide it (a password is right, a row is locked): the screen's run of the
   * gate skips it instead of stubbing its fact (ARCHITECTURE.md "One contract per call").
   */
  serverOnly?: true
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
    meta: { serverOnly: checks.filter((c) => c.serverOnly).map((c) => c.blocks.name) },
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

/** Which side runs the gate: the server decides every check, the screen skips server-only ones. */
export type GateSide = 'server' | 'client'

const clientGates = new WeakMap<AnyStateMachine, AnyStateMachine>()

/** The gate as the screen runs it: each server-only check passes (the server makes it on submit). */
function clientSideOf(gate: AnyStateMachine): AnyStateMachine {
  let client = clientGates.get(gate)
  if (!client) {
    const names = (gate.config.meta as { serverOnly?: string[] } | undefined)?.serverOnly ?? []
    client = gate.provide({ guards: Object.fromEntries(names.map((n) => [n, () => false])) })
    clientGates.set(gate, client)
  }
  return client
}

/** Runs a gate on its facts with XState's pure transition and names the first block, if any. */
export function evaluateGate<F extends object>(
  gate: AnyStateMachine,
  facts: F,
  side: GateSide = 'server',
): GateResult {
  const machine = side === 'client' ? clientSideOf(gate) : gate
  const [snapshot] = initialTransition(machine, facts)
  const state = String(snapshot.value)
  if (state === 'allowed') return { allowed: true }
  const meta = snapshot.getMeta()[`${gate.id}.${state}`] as { code: ServerMessageCode }
  return { allowed: false, code: meta.code, state }
}

/**
 * A gate with the facts to run it on and the message parameters of each blocked state: what a
 * contract's `factsOf(...)` returns, so the screen and the server build both in one place.
 */
export interface GateInput<F extends object = object> {
  gate: AnyStateMachine
  facts: F
  params?: Partial<Record<string, ServerMessageParams>>
}

/** The refusal a gate input gives (code and message parameters), or null when nothing blocks. */
export function refusalOf(
  input: GateInput,
  side: GateSide = 'server',
): { code: ServerMessageCode; params: ServerMessageParams; state: string } | null {
  const verdict = evaluateGate(input.gate, input.facts, side)
  if (verdict.allowed) return null
  return { code: verdict.code, params: input.params?.[verdict.state] ?? {}, state: verdict.state }
}
