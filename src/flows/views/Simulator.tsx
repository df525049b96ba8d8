import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import type { EventObject } from 'xstate'
import { fixtureEvents } from '../../../flowmodel/paths.ts'
import { eventChoices, simulate } from '../../../flowmodel/simulation.ts'
import type { Statechart } from '../../../flowmodel/statechart.ts'
import type { MachineEntry } from '../../../machines/registry.ts'
import { GuardRule } from '../components/GuardRule.tsx'
import { StateNote } from '../components/StateNotes.tsx'

/**
 * Step through a machine: pick an input fixture, send the events the current state accepts (a
 * refused one says which rule refuses it), read the context, step back. The diagram shows where
 * the machine is and the transitions the last step took.
 */
export function Simulator({
  entry,
  chart,
  onShow,
}: {
  entry: MachineEntry
  chart: Statechart
  onShow(active: string[], taken: string[]): void
}) {
  const { t } = useLingui()
  const [fixtureIndex, setFixtureIndex] = useState(0)
  const [history, setHistory] = useState<EventObject[]>([])
  const fixture = entry.fixtures[fixtureIndex] ?? entry.fixtures[0]
  const input = fixture?.input
  const steps = useMemo(() => simulate(entry.machine, input, history), [entry, input, history])
  const last = steps[steps.length - 1]!
  const choices = useMemo(
    () =>
      fixture
        ? eventChoices(entry.machine, input, history, fixtureEvents(entry.machine, fixture))
        : [],
    [entry, fixture, input, history],
  )
  useEffect(() => onShow(last.active, last.taken), [last, onShow])

  const nodeOf = (id: string) => chart.nodes.find((n) => n.id === id)
  const innermost = nodeOf(last.active[last.active.length - 1] ?? '')
  const takenGuards = [
    ...new Set(
      last.taken.flatMap((key) => chart.edges.find((e) => e.key === key)?.guardNames ?? []),
    ),
  ]

  return (
    <section className="flows-sim">
      <label className="flows-field">
        <span>{t`Input fixture`}</span>
        <select
          value={fixtureIndex}
          onChange={(e) => {
            setFixtureIndex(Number(e.target.value))
            setHistory([])
          }}
        >
          {entry.fixtures.map((f, i) => (
            <option key={f.name} value={i}>
              {f.name}
            </option>
          ))}
        </select>
      </label>

      <div className="flows-sim-state" data-sim-state={last.active.join(' ')}>
        <span className="flows-muted">{last.done ? t`Finished in` : t`Now in`}</span>{' '}
        <strong>{last.active.map((id) => nodeOf(id)?.key ?? id).join(' › ')}</strong>
      </div>
      {innermost && <StateNote node={innermost} />}
      {takenGuards.length > 0 && (
        <div className="flows-panel">
          <p className="flows-muted">{t`The last step went this way because:`}</p>
          {takenGuards.map((name) => (
            <GuardRule key={name} name={name} />
          ))}
        </div>
      )}

      <div className="flows-sim-actions">
        <button
          type="button"
          disabled={history.length === 0}
          onClick={() => setHistory((h) => h.slice(0, -1))}
        >
          {t`Step back`}
        </button>
        <button type="button" disabled={history.length === 0} onClick={() => setHistory([])}>
          {t`Restart`}
        </button>
      </div>

      <h3>{t`Events`}</h3>
      {choices.length === 0 && (
        <p className="flows-muted">
          {last.done ? t`The flow has finished.` : t`No event is accepted here.`}
        </p>
      )}
      <ul className="flows-events">
        {choices.map((choice) => (
          <li key={choice.label}>
            <button
              type="button"
              disabled={!choice.accepted}
              onClick={() => setHistory((h) => [...h, choice.event])}
            >
              <code>{choice.label}</code>
            </button>
            {!choice.accepted && (
              <div className="flows-refused">
                <span className="flows-muted">{t`Refused here:`}</span>
                {choice.refusedBy.length === 0 && (
                  <span className="flows-muted"> {t`no transition accepts it in this state.`}</span>
                )}
                {choice.refusedBy.map((name) => (
                  <GuardRule key={name} name={name} />
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>

      <h3>{t`Context`}</h3>
      <pre className="flows-context">{JSON.stringify(last.context, null, 2) ?? '—'}</pre>
    </section>
  )
}
