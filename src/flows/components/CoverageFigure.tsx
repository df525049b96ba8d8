import { useLingui } from '@lingui/react/macro'
import type { MachineCoverage } from '../../../flowmodel/coverage.ts'

/** States and transitions reached by the last path-test run, as "9/9". */
export function CoverageFigure({ coverage }: { coverage: MachineCoverage | undefined }) {
  const { t } = useLingui()
  if (!coverage) return <span className="flows-muted">{t`Not in the last test run`}</span>
  const states = `${coverage.states.reached.length}/${coverage.states.all.length}`
  const transitions = `${coverage.transitions.reached.length}/${coverage.transitions.all.length}`
  const complete =
    coverage.states.reached.length >= coverage.states.all.length &&
    coverage.transitions.reached.length >= coverage.transitions.all.length
  return (
    <span className={complete ? 'flows-covered' : 'flows-uncovered'}>
      {t`States ${states} · transitions ${transitions}`}
    </span>
  )
}
