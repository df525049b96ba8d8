import { useLingui } from '@lingui/react/macro'
import type { MachineCoverage } from '../../../flowmodel/coverage.ts'

/**
 * States and transitions reached by the last path-test run, as "9/9"; `ui` for the replays
 * through the real screens (issue 22), where a state a screen cannot reach is excused.
 */
export function CoverageFigure({
  coverage,
  ui = false,
}: {
  coverage: MachineCoverage | undefined
  ui?: boolean
}) {
  const { t } = useLingui()
  if (!coverage)
    return (
      <span className="flows-muted">
        {ui ? t`Not replayed through the UI` : t`Not in the last test run`}
      </span>
    )
  const states = `${coverage.states.reached.length}/${coverage.states.all.length}`
  const transitions = `${coverage.transitions.reached.length}/${coverage.transitions.all.length}`
  const excused = Object.keys(coverage.excused ?? {}).length
  const complete =
    coverage.states.reached.length + excused >= coverage.states.all.length &&
    coverage.transitions.reached.length + excused >= coverage.transitions.all.length
  return (
    <span className={complete ? 'flows-covered' : 'flows-uncovered'}>
      {ui
        ? t`Through the UI: states ${states} · transitions ${transitions}`
        : t`States ${states} · transitions ${transitions}`}
      {excused > 0 ? ` ${t`(${excused} unreachable on screen)`}` : null}
    </span>
  )
}
