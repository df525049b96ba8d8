import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { MachineCoverage, PathOutcome } from '../../../flowmodel/coverage.ts'
import { generatePaths } from '../../../flowmodel/paths.ts'
import { simulate } from '../../../flowmodel/simulation.ts'
import type { MachineEntry } from '../../../machines/registry.ts'

/**
 * The paths the path tests replay for this machine (same generator, same names as
 * `npm run test:paths -- --list`), with how each ended in the last run. Choosing one draws it.
 */
export function PathList({
  entry,
  coverage,
  onShow,
}: {
  entry: MachineEntry
  coverage: MachineCoverage | undefined
  onShow(active: string[], taken: string[]): void
}) {
  const { t } = useLingui()
  const paths = useMemo(() => generatePaths(entry), [entry])
  const [filter, setFilter] = useState('')
  const [chosen, setChosen] = useState<string | null>(null)
  const shown = paths.filter((p) => p.description.toLowerCase().includes(filter.toLowerCase()))
  const outcomeLabel: Record<PathOutcome | 'notRun', string> = {
    passed: t`Passed`,
    failed: t`Failed`,
    notRun: t`Not run`,
  }
  const count = paths.length
  const choose = (name: string) => {
    const path = paths.find((p) => p.description === name)
    if (!path) return
    const events = path.path.steps
      .map((s) => s.event)
      .filter((e) => !e.type.startsWith('xstate.init'))
    const steps = simulate(entry.machine, path.fixture.input, events)
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
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
