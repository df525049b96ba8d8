import type { ELK as ElkEngine, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js'
import { type ChartEdge, type ChartNode, eventLabel, type Statechart } from './statechart.ts'

/**
 * A statechart laid out by ELK's layered algorithm (offline, in the browser or in Node), in
 * absolute coordinates, ready to draw. Labels are identifiers (state keys, event and guard names),
 * never translated text, so one layout serves every language.
 */
export interface LaidNode extends ChartNode {
  x: number
  y: number
  width: number
  height: number
  /** 0 for the machine's root frame, 1 for its states, and so on. */
  depth: number
}

export interface EdgeLabel {
  lines: string[]
  x: number
  y: number
  width: number
  height: number
}

export interface LaidEdge extends ChartEdge {
  /** One drawn edge per target; a transition that stays is drawn back to its source. */
  id: string
  target: string
  points: Array<{ x: number; y: number }>
  label: EdgeLabel
}

export interface DiagramLayout {
  id: string
  width: number
  height: number
  nodes: LaidNode[]
  edges: LaidEdge[]
}

// Sizes of the drawing's type (12 px states, 11 px transitions, system sans-serif); ELK needs
// them before anything is drawn, so they are estimated per character, generously.
const STATE_CHAR = 7.4
const STATE_HEIGHT = 34
const LABEL_CHAR = 6.4
const LABEL_LINE = 14
const FRAME_TOP = 30

export function edgeLabelLines(edge: ChartEdge): string[] {
  return edge.guard ? [eventLabel(edge.event), `[${edge.guard}]`] : [eventLabel(edge.event)]
}

function stateWidth(node: ChartNode): number {
  return Math.max(64, Math.ceil(node.key.length * STATE_CHAR) + 28)
}

function labelBox(lines: string[]) {
  const longest = Math.max(...lines.map((l) => l.length))
  return { width: Math.ceil(longest * LABEL_CHAR) + 8, height: lines.length * LABEL_LINE + 4 }
}

const ROOT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeLabels.inline': 'false',
  'elk.layered.spacing.nodeNodeBetweenLayers': '44',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '16',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
}

function edgeId(edge: ChartEdge, index: number) {
  return `${edge.key}#${index}`
}

/** One ELK edge per (transition, target); a transition that stays loops on its source. */
function drawnEdges(chart: Statechart) {
  return chart.edges.flatMap((edge) => {
    const targets = edge.targets.length > 0 ? edge.targets : [edge.source]
    return targets.map((target, i) => ({ edge, target, id: edgeId(edge, i) }))
  })
}

function toElk(chart: Statechart): ElkNode {
  const children = new Map<string | null, ChartNode[]>()
  for (const node of chart.nodes)
    children.set(node.parent, [...(children.get(node.parent) ?? []), node])
  const build = (node: ChartNode): ElkNode => {
    const inner = children.get(node.id) ?? []
    if (inner.length === 0) return { id: node.id, width: stateWidth(node), height: STATE_HEIGHT }
    // TOOLCHAIN.md: a compound node gets no width or height keys, ELK sizes it around its children.
    return {
      id: node.id,
      layoutOptions: { 'elk.padding': `[top=${FRAME_TOP},left=14,bottom=14,right=14]` },
      children: inner.map(build),
    }
  }
  const roots = children.get(null) ?? []
  const edges: ElkExtendedEdge[] = drawnEdges(chart).map(({ edge, target, id }) => ({
    id,
    sources: [edge.source],
    targets: [target],
    labels: [{ text: edgeLabelLines(edge).join('\n'), ...labelBox(edgeLabelLines(edge)) }],
  }))
  return { id: '__diagram', layoutOptions: ROOT_OPTIONS, children: roots.map(build), edges }
}

function collectNodes(elk: ElkNode, chart: Statechart, depth: number, out: LaidNode[]) {
  for (const child of elk.children ?? []) {
    const node = chart.nodes.find((n) => n.id === child.id)
    if (node)
      out.push({
        ...node,
        x: round(child.x),
        y: round(child.y),
        width: round(child.width),
        height: round(child.height),
        depth,
      })
    collectNodes(child, chart, depth + 1, out)
  }
  return out
}

function collectEdges(elk: ElkNode, out: ElkExtendedEdge[] = []) {
  out.push(...(elk.edges ?? []))
  for (const child of elk.children ?? []) collectEdges(child, out)
  return out
}

let engine: Promise<ElkEngine> | null = null
/** ELK is 1.4 MB of compiled Java: loaded on the first layout, not with the explorer's list. */
function elk(): Promise<ElkEngine> {
  engine ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK())
  return engine
}

/** Tenths of a pixel are enough for a drawing, and keep exported files small and stable. */
const round = (v: number | undefined) => Math.round((v ?? 0) * 10) / 10

/** Lays out a statechart; the same input always gives the same drawing. */
export async function layoutStatechart(chart: Statechart): Promise<DiagramLayout> {
  const result = await (await elk()).layout(toElk(chart))
  const nodes = collectNodes(result, chart, 0, [])
  const laidEdges = new Map(collectEdges(result).map((e) => [e.id, e]))
  const edges = drawnEdges(chart).map(({ edge, target, id }): LaidEdge => {
    const laid = laidEdges.get(id)
    const section = laid?.sections?.[0]
    const points = section
      ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({
          x: round(p.x),
          y: round(p.y),
        }))
      : []
    const label = laid?.labels?.[0]
    const lines = edgeLabelLines(edge)
    return {
      ...edge,
      id,
      target,
      points,
      label: {
        lines,
        x: round(label?.x),
        y: round(label?.y),
        ...labelBox(lines),
      },
    }
  })
  return { id: chart.id, width: round(result.width), height: round(result.height), nodes, edges }
}
