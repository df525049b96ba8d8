import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'

/**
 * A machine as the flow explorer, the exports and the coverage report see it: every state node
 * (nested ones with their parent) and every transition, eventless and delayed ones included —
 * `toDirectedGraph` leaves eventless transitions out, and gates are made of nothing else.
 */
export interface ChartNode {
  id: string
  /** The state's own key (`pending`), or the machine id for the root. */
  key: string
  parent: string | null
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  /** The parent enters this state first. */
  initial: boolean
  description: string | null
  /** A gate's blocked state names the refusal the server answers with (`meta.code`). */
  code: string | null
}

export interface ChartEdge {
  /** The transition's stable name, the one the coverage report uses. */
  key: string
  source: string
  /** Empty when the transition stays in its source (a refusal, or an action only). */
  targets: string[]
  /** The event type; '' for an eventless (`always`) transition. */
  event: string
  /** The guard as written (`limitReached && lockStillRuns`), or null. */
  guard: string | null
  /** The named guards the guard is made of, for their rules. */
  guardNames: string[]
}

export interface Statechart {
  id: string
  nodes: ChartNode[]
  edges: ChartEdge[]
}

interface GuardLike {
  name?: string
  type?: string
  guards?: unknown[]
}

/** A guard as a readable expression: names, `and`/`or`/`not` spelled out. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (guard === null || guard === undefined) return ''
  const g = guard as GuardLike
  if (typeof g.type === 'string') return g.type
  if (Array.isArray(g.guards)) {
    const parts = g.guards.map(guardLabel)
    if (g.name === 'not') return `!${parts[0]}`
    return parts.join(g.name === 'or' ? ' || ' : ' && ')
  }
  return g.name ? g.name : 'inline'
}

/** The named guards a guard is made of. */
export function guardNames(guard: unknown): string[] {
  if (typeof guard === 'string') return [guard]
  if (guard === null || guard === undefined) return []
  const g = guard as GuardLike
  if (typeof g.type === 'string') return [g.type]
  if (Array.isArray(g.guards)) return g.guards.flatMap(guardNames)
  return []
}

/** `xstate.after.doublePressWindow.backButton.armed` reads as `after doublePressWindow`. */
export function eventLabel(event: string): string {
  if (event === '') return 'always'
  const after = /^xstate\.after\.([^.]+)\./.exec(event)
  return after ? `after ${after[1]}` : event
}

/** A readable, stable name for a transition: source, event, guard and targets. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const targets = t.target?.map((n: AnyStateNode) => n.id).join(',') || '(stays)'
  const event = t.eventType === '' ? '(always)' : t.eventType
  const guard = t.guard ? ` [${guardLabel(t.guard)}]` : ''
  return `${t.source.id} --${event}${guard}--> ${targets}`
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
}

function walk(node: AnyStateNode, visit: (node: AnyStateNode) => void) {
  visit(node)
  for (const child of Object.values(node.states) as AnyStateNode[]) walk(child, visit)
}

/** Every state node of a machine but its root, by id. */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = []
  walk(machine.root, (node) => {
    if (node !== machine.root) ids.push(node.id)
  })
  return ids
}

/** Every transition of a machine by key, eventless ones included. */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  walk(machine.root, (node) => {
    for (const t of transitionsOf(node)) keys.push(transitionKey(t))
  })
  return [...new Set(keys)]
}

function nodeKind(node: AnyStateNode): ChartNode['kind'] {
  if (node.type === 'final' || node.type === 'history' || node.type === 'parallel') return node.type
  return Object.keys(node.states).length > 0 ? 'compound' : 'atomic'
}

function isInitial(node: AnyStateNode): boolean {
  const parent = node.parent
  if (!parent) return true
  if (parent.type === 'parallel') return true
  return parent.initial?.target?.some((t: AnyStateNode) => t === node) ?? false
}

/** The machine's statechart: nodes parent first, edges in the order the machine declares them. */
export function toStatechart(machine: AnyStateMachine): Statechart {
  const nodes: ChartNode[] = []
  const edges: ChartEdge[] = []
  const seen = new Set<string>()
  walk(machine.root, (node) => {
    const meta = node.meta as { code?: string } | undefined
    nodes.push({
      id: node.id,
      key: node === machine.root ? machine.id : node.key,
      parent: node.parent?.id ?? null,
      kind: nodeKind(node),
      initial: node !== machine.root && isInitial(node),
      description: node.description ?? null,
      code: meta?.code ?? null,
    })
    for (const t of transitionsOf(node)) {
      const key = transitionKey(t)
      if (seen.has(key)) continue
      seen.add(key)
      edges.push({
        key,
        source: node.id,
        targets: (t.target ?? []).map((n: AnyStateNode) => n.id),
        event: t.eventType,
        guard: t.guard ? guardLabel(t.guard) : null,
        guardNames: guardNames(t.guard),
      })
    }
  })
  return { id: machine.id, nodes, edges }
}

/** The ids of the state nodes a snapshot value stands for ("a", or { a: "b" } for a in b). */
export function activeStateIds(node: AnyStateNode, value: unknown): string[] {
  if (typeof value === 'string') {
    const child = node.states[value] as AnyStateNode | undefined
    return child ? [child.id] : []
  }
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => {
    const child = node.states[key] as AnyStateNode | undefined
    return child ? [child.id, ...activeStateIds(child, inner)] : []
  })
}
