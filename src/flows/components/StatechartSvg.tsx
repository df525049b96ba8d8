import type { KeyboardEvent, PointerEvent } from 'react'
import type { DiagramLayout, LaidEdge, LaidNode } from '../../../flowmodel/layout.ts'

/**
 * Draws a laid-out statechart as plain SVG with presentation attributes only (no stylesheet),
 * so the same markup is what the explorer shows and what `npm run flows:export` writes.
 */
export interface StatechartSvgProps {
  layout: DiagramLayout
  /** States the simulation is in. */
  active?: ReadonlySet<string>
  /** Transitions (by key) of the highlighted path, or the one being explained. */
  highlighted?: ReadonlySet<string>
  /** The transition being explained. */
  selected?: string | null
  onSelectEdge?: (key: string) => void
  title?: string
}

const INK = '#131a26'
const MUTED = '#6b7686'
const BLUE = '#1b5cff'
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Noto Sans, sans-serif'

function nodeFill(node: LaidNode, active: boolean) {
  if (active) return '#dce6ff'
  if (node.depth === 0) return '#fafbfd'
  if (node.code) return '#fdecec'
  if (node.kind === 'final') return '#eaf6ef'
  return '#ffffff'
}

function StateBox({ node, active }: { node: LaidNode; active: boolean }) {
  const frame = node.kind === 'compound' || node.kind === 'parallel'
  const stroke = active ? BLUE : frame ? MUTED : INK
  return (
    <g data-state={node.id}>
      <rect
        x={node.x}
        y={node.y}
        width={node.width}
        height={node.height}
        rx={frame ? 10 : 8}
        fill={nodeFill(node, active)}
        stroke={stroke}
        strokeWidth={active ? 2.5 : 1.2}
        strokeDasharray={node.kind === 'parallel' ? '5 3' : undefined}
      />
      {node.kind === 'final' && (
        <rect
          x={node.x + 3}
          y={node.y + 3}
          width={node.width - 6}
          height={node.height - 6}
          rx={6}
          fill="none"
          stroke={stroke}
          strokeWidth={1}
        />
      )}
      <text
        x={frame ? node.x + 10 : node.x + node.width / 2}
        y={frame ? node.y + 19 : node.y + node.height / 2 + 4}
        textAnchor={frame ? 'start' : 'middle'}
        fontSize={frame ? 13 : 12}
        fontWeight={frame ? 600 : 500}
        fill={INK}
      >
        {node.key}
      </text>
      {node.initial && (
        <g>
          <circle cx={node.x - 14} cy={node.y + node.height / 2} r={4} fill={INK} />
          <line
            x1={node.x - 10}
            y1={node.y + node.height / 2}
            x2={node.x - 1}
            y2={node.y + node.height / 2}
            stroke={INK}
            strokeWidth={1.2}
          />
        </g>
      )}
    </g>
  )
}

function pathOf(points: LaidEdge['points']) {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ')
}

function Transition({
  edge,
  markerId,
  strong,
  onSelect,
}: {
  edge: LaidEdge
  markerId: string
  strong: boolean
  onSelect?: (key: string) => void
}) {
  const d = pathOf(edge.points)
  const colour = strong ? BLUE : MUTED
  const select = onSelect ? () => onSelect(edge.key) : undefined
  return (
    <g
      data-edge={edge.key}
      {...(select && {
        role: 'button',
        tabIndex: 0,
        'aria-label': edge.key,
        onClick: select,
        onKeyDown: (e: KeyboardEvent<SVGGElement>) => {
          if (e.key === 'Enter' || e.key === ' ') select()
        },
        onPointerEnter: (e: PointerEvent<SVGGElement>) => {
          if (e.pointerType === 'mouse') select()
        },
        style: { cursor: 'pointer' },
      })}
    >
      {onSelect && <path d={d} fill="none" stroke="transparent" strokeWidth={14} />}
      <path
        d={d}
        fill="none"
        stroke={colour}
        strokeWidth={strong ? 2.4 : 1.2}
        markerEnd={`url(#${markerId})`}
      />
      <rect
        x={edge.label.x}
        y={edge.label.y}
        width={edge.label.width}
        height={edge.label.height}
        rx={3}
        fill="#ffffff"
        fillOpacity={0.9}
      />
      {edge.label.lines.map((line, i) => (
        <text
          key={line}
          x={edge.label.x + 4}
          y={edge.label.y + 13 + i * 14}
          fontSize={11}
          fontStyle={i > 0 ? 'italic' : undefined}
          fill={strong ? BLUE : i > 0 ? '#8a4b00' : INK}
        >
          {line}
        </text>
      ))}
    </g>
  )
}

export function StatechartSvg({
  layout,
  active,
  highlighted,
  selected,
  onSelectEdge,
  title,
}: StatechartSvgProps) {
  const markerId = `${layout.id}-arrow`
  const strongMarkerId = `${layout.id}-arrow-strong`
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
      width={Math.ceil(layout.width)}
      height={Math.ceil(layout.height)}
      fontFamily={FONT}
      role="img"
      aria-label={title ?? layout.id}
    >
      <title>{title ?? layout.id}</title>
      <defs>
        {[
          [markerId, MUTED],
          [strongMarkerId, BLUE],
        ].map(([id, fill]) => (
          <marker
            key={id}
            id={id}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerWidth={7}
            markerHeight={7}
            orient="auto-start-reverse"
          >
            <path d="M0 0 L10 5 L0 10 z" fill={fill} />
          </marker>
        ))}
      </defs>
      <rect width="100%" height="100%" fill="#ffffff" />
      {layout.nodes.map((node) => (
        <StateBox key={node.id} node={node} active={active?.has(node.id) ?? false} />
      ))}
      {layout.edges.map((edge) => {
        const strong = edge.key === selected || (highlighted?.has(edge.key) ?? false)
        return (
          <Transition
            key={edge.id}
            edge={edge}
            markerId={strong ? strongMarkerId : markerId}
            strong={strong}
            onSelect={onSelectEdge}
          />
        )
      })}
    </svg>
  )
}
