import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MachineCoverage, PathOutcome } from '../../../flowmodel/coverage.ts'
import { simulate } from '../../../flowmodel/simulation.ts'
import type { MachineEntry } from '../../../machines/registry.ts'
import { useLoadOf } from '../../lib/useCallLoad.ts'
import { type PathSummary, pathsOf } from '../paths/pathSummary.ts'

/**
 * The paths the path tests replay for this machine (same generator, same names as
 * `npm run test:paths -- --list`), with how each ended in the last run. Choosing one draws it.
 */
export function PathList({
  entry,
  coverage,
  uiCoverage,
  onShow,
}: {
  entry: MachineEntry
  coverage: MachineCoverage | undefined
  /** The last replay through the real screens (`npm run test:paths -- --ui`). */
  uiCoverage: MachineCoverage | undefined
  onShow(active: string[], taken: string[]): void
}) {
  const { t } = useLingui()
  // Generated in a worker: the larger machines take seconds, and the page must stay responsive.
  const load = useLoadOf(pathsOf, entry.id)
  if (load.isFailed)
    return (
      <p className="flows-muted" role="alert">
        {t`The paths could not be generated.`}{' '}
        {load.isRefused ? null : (
          <button type="button" onClick={load.retry}>
            {t`Try again`}
          </button>
        )}
      </p>
    )
  if (!load.data)
    return (
      <p className="flows-muted" role="status">
        {t`Generating the paths…`}
      </p>
    )
  return (
    <PathRows
      entry={entry}
      coverage={coverage}
      uiCoverage={uiCoverage}
      onShow={onShow}
      paths={load.data}
    />
  )
}

function PathRows({
  entry,
  coverage,
  uiCoverage,
  onShow,
  paths,
}: {
  entry: MachineEntry
  coverage: MachineCoverage | undefined
  uiCoverage: MachineCoverage | undefined
  onShow(active: string[], taken: string[]): void
  paths: PathSummary[]
}) {
  const { t } = useLingui()
  const [filter, setFilter] = useState('')
  const [chosen, setChosen] = useState<string | null>(null)
  const shown = paths.filter((p) => p.description.toLowerCase().includes(filter.toLowerCase()))
  const outcomeLabel: Record<PathOutcome | 'notRun', string> = {
    passed: t`Passed`,
    failed: t`Failed`,
    notRun: t`Not run`,
  }
  const uiLabel: Record<PathOutcome, string> = {
    passed: t`UI passed`,
    failed: t`UI failed`,
  }
  const count = paths.length
  const choose = (name: string) => {
    const path = paths.find((p) => p.description === name)
    const fixture = entry.fixtures.find((f) => f.name === path?.fixture)
    if (!path || !fixture) return
    const steps = simulate(entry.machine, fixture.input, path.events)
    setChosen(name)
    onShow(
      steps[steps.length - 1]?.active ?? [],
      steps.flatMap((s) => s.taken),
    )
  }
  return (
    <section className="flows-paths">
      <p className="flows-muted">
        {t`${count} generated paths: the shortest to each state, simple paths, one per transition, and each refusal.`}
      </p>
      <input
        className="flows-filter"
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={t`Filter paths`}
        aria-label={t`Filter paths`}
      />
      <ul className="flows-path-list">
        {shown.map((p) => {
          const outcome = coverage?.results?.[p.description] ?? 'notRun'
          // Only the paths the UI replays ran (the covering subset unless --all) have one.
          const uiOutcome = uiCoverage?.results?.[p.description]
          return (
            <li key={p.description}>
              <button
                type="button"
                className={p.description === chosen ? 'flows-path navActive' : 'flows-path'}
                onClick={() => choose(p.description)}
              >
                <code>{p.description}</code>
                <span className="flows-outcome" data-outcome={outcome}>
                  {outcomeLabel[outcome]}
                </span>
                {uiOutcome ? (
                  <span className="flows-outcome" data-outcome={uiOutcome} data-through="ui">
                    {uiLabel[uiOutcome]}
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
