import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import type { CoverageReport } from '../../../flowmodel/coverage.ts'
import type { FlowChanges } from '../../../flowmodel/flowChanges.ts'
import { flowText, flowTextId } from '../../../flowmodel/flowText.ts'
import { layoutStatechart } from '../../../flowmodel/layout.ts'
import { toStatechart } from '../../../flowmodel/statechart.ts'
import { machineRegistry } from '../../../machines/index.ts'
import { SegmentedTabs, type TabChoice } from '../../components/SegmentedTabs.tsx'
import { useLoadOf } from '../../lib/useCallLoad.ts'
import { CoverageFigure } from '../components/CoverageFigure.tsx'
import { DiagramViewport } from '../components/DiagramViewport.tsx'
import { GuardRule } from '../components/GuardRule.tsx'
import { MachineChangeList } from '../components/MachineChangeList.tsx'
import { StatechartSvg } from '../components/StatechartSvg.tsx'
import { StateNote } from '../components/StateNotes.tsx'
import { TransitionNote } from '../components/TransitionNote.tsx'
import { KIND_LABELS } from '../labels.ts'
import { ExportButtons } from './ExportButtons.tsx'
import { PathList } from './PathList.tsx'
import { Simulator } from './Simulator.tsx'

type Tab = 'rules' | 'simulate' | 'paths'

/** A machine's diagram laid out (elk), with the id of the machine it was laid out for. */
async function layoutOf(id: string) {
  const entry = machineRegistry.find((m) => m.id === id)
  return { id, layout: entry ? await layoutStatechart(toStatechart(entry.machine)) : null }
}

/** One machine: its diagram, and its rules, a simulator or its paths beneath. */
export function MachineView({
  report,
  changes,
}: {
  report: CoverageReport | null | undefined
  changes: FlowChanges | null | undefined
}) {
  const { t, i18n } = useLingui()
  const { id } = useParams()
  const entry = machineRegistry.find((m) => m.id === id)
  const chart = useMemo(() => (entry ? toStatechart(entry.machine) : null), [entry])
  // Laid out through the load machine; another machine's diagram is never shown while it loads.
  const drawn = useLoadOf(layoutOf, id ?? '').data
  // What holds each rule (issue 50): a chunk of its own, fetched with the first rules shown.
  const traces = useLoadOf(loadRuleTraces, null).data
  const layout = drawn && drawn.id === id ? drawn.layout : null
  const [tab, setTab] = useState<Tab>('rules')
  const [selected, setSelected] = useState<string | null>(null)
  const [shown, setShown] = useState<{ active: string[]; taken: string[] }>({
    active: [],
    taken: [],
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: another machine: nothing of the last one stays chosen
  useEffect(() => {
    setSelected(null)
    setShown({ active: [], taken: [] })
  }, [chart])
  const show = useCallback((active: string[], taken: string[]) => setShown({ active, taken }), [])
  const active = useMemo(() => new Set(shown.active), [shown])
  const highlighted = useMemo(() => new Set(shown.taken), [shown])

  if (!entry || !chart)
    return (
      <main className="flows-main">
        <p>{t`There is no flow with this name.`}</p>
        <Link to="/">{t`All flows`}</Link>
      </main>
    )
  const title = flowText(i18n, flowTextId.title(entry.id), entry.title)
  const tabs: Array<TabChoice<Tab>> = [
    { value: 'rules', label: t`Rules` },
    { value: 'simulate', label: t`Simulate` },
    { value: 'paths', label: t`Paths` },
  ]
  const guards = [...new Set(chart.edges.flatMap((e) => e.guardNames))]
  const coverage = report?.[entry.id]
  const uiCoverage = report?.[`${entry.id}@ui`]
  const changed = changes?.machines.find((m) => m.id === entry.id)
  const ref = changes?.ref
  return (
    <main className="flows-main">
      <Link to="/" className="flows-back">
        ‹ {t`All flows`}
      </Link>
      <h1>{title}</h1>
      <p className="flows-meta">
        <span className="flows-kind" data-kind={entry.kind}>
          {i18n._(KIND_LABELS[entry.kind])}
        </span>
        <code>{entry.id}</code>
        {report !== undefined && <CoverageFigure coverage={coverage} />}
        {report !== undefined && <CoverageFigure coverage={uiCoverage} ui />}
      </p>
      <p>{flowText(i18n, flowTextId.description(entry.id), entry.description)}</p>
      {changed && ref && (
        <details className="flows-panel flows-change-panel flows-changed-here">
          <summary>{t`Changed since ${ref}`}</summary>
          <MachineChangeList changes={changed.changes} />
        </details>
      )}
      <ExportButtons entry={entry} />
      {layout ? (
        <DiagramViewport width={layout.width} height={layout.height}>
          <StatechartSvg
            layout={layout}
            active={active}
            highlighted={highlighted}
            selected={selected}
            onSelectEdge={setSelected}
            title={title}
          />
        </DiagramViewport>
      ) : (
        <div className="flows-viewport flows-muted">{t`Drawing…`}</div>
      )}
      <p className="flows-hint flows-muted">{t`Tap or point at a transition to read its rule.`}</p>
      {selected && <TransitionNote chart={chart} edgeKey={selected} />}
      <SegmentedTabs<Tab> choices={tabs} selected={tab} onSelect={setTab} label={t`View`} />
      {tab === 'rules' && (
        <section>
          <h2>{t`Rules`}</h2>
          {guards.length === 0 && (
            <p className="flows-muted">{t`This flow has no guarded transition.`}</p>
          )}
          {guards.map((name) => (
            <GuardRule key={name} name={name} trace={traces?.[name]} />
          ))}
          <h2>{t`States`}</h2>
          {chart.nodes
            .filter((n) => n.parent !== null)
            .map((node) => (
              <StateNote key={node.id} node={node} />
            ))}
        </section>
      )}
      {tab === 'simulate' && <Simulator entry={entry} chart={chart} onShow={show} />}
      {tab === 'paths' && (
        <PathList entry={entry} coverage={coverage} uiCoverage={uiCoverage} onShow={show} />
      )}
    </main>
  )
}

/** Every rule's trace (docs/flows/traceability.csv, read at build time), in its own chunk. */
const loadRuleTraces = () => import('virtual:rule-trace').then((m) => m.default)
