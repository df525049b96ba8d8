import { useLingui } from '@lingui/react/macro'
import { eventLabel, type Statechart } from '../../../flowmodel/statechart.ts'
import { GuardRule } from './GuardRule.tsx'
import { StateNote } from './StateNotes.tsx'

/** One transition explained: its event, where it goes, and the rule of each guard it has. */
export function TransitionNote({ chart, edgeKey }: { chart: Statechart; edgeKey: string }) {
  const { t } = useLingui()
  const edge = chart.edges.find((e) => e.key === edgeKey)
  if (!edge) return null
  const keyOf = (id: string) => chart.nodes.find((n) => n.id === id)?.key ?? id
  const targets = edge.targets.map(keyOf).join(', ')
  const from = keyOf(edge.source)
  const target = chart.nodes.find((n) => n.id === edge.targets[0])
  return (
    <section className="flows-panel" aria-live="polite">
      <h3>
        <code>{eventLabel(edge.event)}</code>
      </h3>
      <p>
        {edge.targets.length === 0
          ? t`In ${from}, this event does not change the state.`
          : t`From ${from} to ${targets}.`}
      </p>
      {edge.guardNames.length > 0 ? (
        <>
          <p className="flows-muted">{t`Taken only when:`}</p>
          {edge.guardNames.map((name) => (
            <GuardRule key={name} name={name} />
          ))}
        </>
      ) : (
        <p className="flows-muted">{t`No condition: always taken.`}</p>
      )}
      {target && <StateNote node={target} />}
    </section>
  )
}
