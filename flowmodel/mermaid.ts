import { type ChartNode, eventLabel, type Statechart } from './statechart.ts'

/** Mermaid ids may not hold dots or dashes: `withdrawal.pendingReview` → `withdrawal_pendingReview`. */
function mermaidId(id: string): string {
  return id.replace(/[^A-Za-z0-9_]/g, '_')
}

/** Mermaid reads `:` and `;` in a label as syntax; `#` starts an entity code. */
function labelText(text: string): string {
  return text.replace(/[:;#]/g, ' ')
}

/**
 * The machine as a Mermaid `stateDiagram-v2`, for pull requests and wikis: the machine's root is
 * a composite state holding the others, so transitions declared on the root (which apply in every
 * state) have somewhere to start; initial states are entered from `[*]`, final ones lead to it.
 */
export function toMermaid(chart: Statechart): string {
  const byParent = new Map<string | null, ChartNode[]>()
  for (const node of chart.nodes)
    byParent.set(node.parent, [...(byParent.get(node.parent) ?? []), node])
  const lines = ['stateDiagram-v2', '  direction TB']

  const declare = (node: ChartNode, indent: string) => {
    const id = mermaidId(node.id)
    const inner = byParent.get(node.id) ?? []
    lines.push(`${indent}state "${labelText(node.key)}" as ${id}`)
    if (inner.length === 0) return
    lines.push(`${indent}state ${id} {`)
    for (const child of inner) declare(child, `${indent}  `)
    for (const child of inner) {
      if (child.initial) lines.push(`${indent}  [*] --> ${mermaidId(child.id)}`)
      if (child.kind === 'final') lines.push(`${indent}  ${mermaidId(child.id)} --> [*]`)
    }
    lines.push(`${indent}}`)
  }

  for (const root of byParent.get(null) ?? []) {
    declare(root, '  ')
    lines.push(`  [*] --> ${mermaidId(root.id)}`)
  }
  for (const edge of chart.edges) {
    const label = labelText(
      edge.guard ? `${eventLabel(edge.event)} [${edge.guard}]` : eventLabel(edge.event),
    )
    const targets = edge.targets.length > 0 ? edge.targets : [edge.source]
    for (const target of targets)
      lines.push(`  ${mermaidId(edge.source)} --> ${mermaidId(target)} : ${label}`)
  }
  return `${lines.join('\n')}\n`
}
