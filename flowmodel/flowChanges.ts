/**
 * What changed in the flows between two commits (issue 50, item 6), as data: `npm run flows:diff`
 * prints it as Markdown and writes it for the flow explorer, which shows it in the reader's
 * language. Pure: the snapshots are made by scripts/flowSnapshot.ts.
 */

/** What a product owner reads of the flows at one commit. */
export interface FlowSnapshot {
  machines: Record<
    string,
    { title: string; states: string[]; transitions: string[]; guards: Record<string, string> }
  >
  /** `file NAME` → the value, as JSON. */
  constants: Record<string, string>
  /** Machine id → the approved table's lines. */
  outcomes: Record<string, string[]>
}

export type FlowChangeKind =
  | 'machineAdded'
  | 'machineRemoved'
  | 'stateAdded'
  | 'stateRemoved'
  | 'transitionAdded'
  | 'transitionRemoved'
  | 'ruleAdded'
  | 'ruleReworded'
  | 'ruleRemoved'
  | 'outcomeBefore'
  | 'outcomeNow'

/** One change: its kind, what it is about (a state, a transition, a guard's name, a path). */
export interface FlowChange {
  kind: FlowChangeKind
  subject: string
  /** A rule's words before and after (reworded), or the new rule's words (added). */
  was?: string
  now?: string
}

export interface MachineChanges {
  id: string
  title: string
  changes: FlowChange[]
}

export interface ConstantChange {
  file: string
  name: string
  /** Absent when the constant is new. */
  was?: string
  /** Absent when it was removed. */
  now?: string
}

export interface FlowChanges {
  /** The ref compared with, as the person typed it, and the commit it named. */
  ref: string
  commit?: string
  /** False when the ref had no approved path outcomes (before issue 50). */
  outcomesCompared: boolean
  machines: MachineChanges[]
  constants: ConstantChange[]
}

const added = (before: readonly string[], after: readonly string[]) =>
  after.filter((x) => !before.includes(x))

type MachineSnapshot = FlowSnapshot['machines'][string]

function ruleChanges(before: MachineSnapshot, after: MachineSnapshot): FlowChange[] {
  const changes: FlowChange[] = []
  for (const [name, rule] of Object.entries(after.guards)) {
    const old = before.guards[name]
    if (old === undefined) changes.push({ kind: 'ruleAdded', subject: name, now: rule })
    else if (old !== rule)
      changes.push({ kind: 'ruleReworded', subject: name, was: old, now: rule })
  }
  for (const name of Object.keys(before.guards))
    if (!(name in after.guards)) changes.push({ kind: 'ruleRemoved', subject: name })
  return changes
}

/** What changed in one machine; none when it is the same. */
export function machineChanges(
  before: MachineSnapshot | undefined,
  after: MachineSnapshot | undefined,
  outcomes: { before: string[]; after: string[] },
): FlowChange[] {
  if (!before) return [{ kind: 'machineAdded', subject: '' }]
  if (!after) return [{ kind: 'machineRemoved', subject: '' }]
  const changes: FlowChange[] = [
    ...added(before.states, after.states).map((subject) => ({
      kind: 'stateAdded' as const,
      subject,
    })),
    ...added(after.states, before.states).map((subject) => ({
      kind: 'stateRemoved' as const,
      subject,
    })),
    ...added(before.transitions, after.transitions).map((subject) => ({
      kind: 'transitionAdded' as const,
      subject,
    })),
    ...added(after.transitions, before.transitions).map((subject) => ({
      kind: 'transitionRemoved' as const,
      subject,
    })),
    ...ruleChanges(before, after),
  ]
  // No table at the ref (before issue 50, or a new machine): nothing approved to compare with.
  if (outcomes.before.length > 0) {
    changes.push(
      ...added(outcomes.after, outcomes.before).map((subject) => ({
        kind: 'outcomeBefore' as const,
        subject,
      })),
      ...added(outcomes.before, outcomes.after).map((subject) => ({
        kind: 'outcomeNow' as const,
        subject,
      })),
    )
  }
  return changes
}

function constantChanges(before: FlowSnapshot, after: FlowSnapshot): ConstantChange[] {
  const keys = [...new Set([...Object.keys(before.constants), ...Object.keys(after.constants)])]
  return keys
    .filter((key) => before.constants[key] !== after.constants[key])
    .map((key) => {
      const [file = '', name = ''] = key.split(' ')
      const was = before.constants[key]
      const now = after.constants[key]
      return {
        file,
        name,
        ...(was === undefined ? {} : { was }),
        ...(now === undefined ? {} : { now }),
      }
    })
}

/** The changes from `before` (at `ref`) to `after`. */
export function flowChanges(
  ref: string,
  before: FlowSnapshot,
  after: FlowSnapshot,
  commit?: string,
): FlowChanges {
  const ids = [...new Set([...Object.keys(before.machines), ...Object.keys(after.machines)])]
  const machines = ids.flatMap((id) => {
    const changes = machineChanges(before.machines[id], after.machines[id], {
      before: before.outcomes[id] ?? [],
      after: after.outcomes[id] ?? [],
    })
    const title = (after.machines[id] ?? before.machines[id])?.title ?? id
    return changes.length > 0 ? [{ id, title, changes }] : []
  })
  return {
    ref,
    ...(commit ? { commit } : {}),
    outcomesCompared: Object.keys(before.outcomes).length > 0,
    machines,
    constants: constantChanges(before, after),
  }
}
