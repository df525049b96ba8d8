import { type AnyStateMachine, initialTransition } from 'xstate'
import type { ServerMessageCode, ServerMessageParams } from './serverMessages.ts'
import { setup } from './setup.ts'

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
  /**
   * It reads nothing the user types (hours, a request already pending): the screen can show it
   * before the form, instead of after the user filled it in (issue 18). Tagged `beforeForm`.
   */
  beforeForm?: true
}

/** Each gate's checks, in order, for a checklist of every blocker at once (checklistOf). */
const gateChecks = new WeakMap<AnyStateMachine, readonly GateCheck<never>[]>()

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
        tags: c.beforeForm ? ['blocked', 'beforeForm'] : ['blocked'],
        meta: { code: c.code },
        description: c.description,
      },
    ]),
  )
  const machine = setup({
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
  gateChecks.set(machine, checks as readonly GateCheck<never>[])
  return machine
}

export type GateResult =
  | { allowed: true }
  | { allowed: false; code: ServerMessageCode; state: string; beforeForm: boolean }

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
  return { allowed: false, code: meta.code, state, beforeForm: snapshot.hasTag('beforeForm') }
}

/**
 * `evaluateGate` for a gate whose facts are a few flags, run once per combination of their values
 * and remembered: the gate's machine still decides, but not on every call (issue 17: the access
 * gate, run on every authenticated call, was a twelfth of a market list's cost). `fields` must
 * name every fact the gate may read; the caller's type checks that it names all of them.
 */
export function gateOnFlags<F extends object>(
  gate: AnyStateMachine,
  fields: Record<keyof F, true>,
): (facts: F) => GateResult {
  const names = Object.keys(fields) as (keyof F)[]
  const verdicts = new Map<string, GateResult>()
  return (facts) => {
    const key = names.map((name) => String(facts[name])).join('|')
    const known = verdicts.get(key)
    if (known) return known
    const picked = Object.fromEntries(names.map((name) => [name, facts[name]])) as F
    const verdict = evaluateGate(gate, picked)
    verdicts.set(key, verdict)
    return verdict
  }
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
): {
  code: ServerMessageCode
  params: ServerMessageParams
  state: string
  /** The block reads nothing the user types: show it before the form (GateCheck.beforeForm). */
  beforeForm: boolean
} | null {
  const verdict = evaluateGate(input.gate, input.facts, side)
  if (verdict.allowed) return null
  return {
    code: verdict.code,
    params: input.params?.[verdict.state] ?? {},
    state: verdict.state,
    beforeForm: verdict.beforeForm,
  }
}

/** One line of a gate's checklist: a check, and whether it blocks now. */
export interface ChecklistItem {
  state: string
  code: ServerMessageCode
  params: ServerMessageParams
  blocked: boolean
}

/**
 * Every check of a gate with whether it blocks, in the gate's order — for a screen that shows the
 * whole list at once, each done or not with its fix (issue 18: the withdrawal's blockers came
 * one at a time). The same guards as the gate; on the client side server-only checks are left
 * out. The first blocked item is the gate's own verdict.
 */
export function checklistOf(input: GateInput, side: GateSide = 'server'): ChecklistItem[] {
  const checks = (gateChecks.get(input.gate) ?? []) as readonly GateCheck<object>[]
  return checks
    .filter((c) => side === 'server' || !c.serverOnly)
    .map((c) => ({
      state: c.state,
      code: c.code,
      params: input.params?.[c.state] ?? {},
      blocked: c.blocks.test(input.facts),
    }))
}
