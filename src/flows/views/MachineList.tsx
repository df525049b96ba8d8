import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { CoverageReport } from '../../../flowmodel/coverage.ts'
import type { FlowChanges } from '../../../flowmodel/flowChanges.ts'
import { flowText, flowTextId } from '../../../flowmodel/flowText.ts'
import { machineRegistry } from '../../../machines/index.ts'
import { CoverageFigure } from '../components/CoverageFigure.tsx'
import { KIND_LABELS } from '../labels.ts'

/** Every machine of the registry with its kind and what the last path-test run covered. */
export function MachineList({
  report,
  changes,
}: {
  report: CoverageReport | null | undefined
  changes: FlowChanges | null | undefined
}) {
  const { t, i18n } = useLingui()
  const count = machineRegistry.length
  const changed = new Set(changes?.machines.map((m) => m.id))
  const ref = changes?.ref
  return (
    <main className="flows-main">
      <h1>{t`Business flows`}</h1>
      <p className="flows-muted">
        {t`Each of the ${count} flows of the app as the machine that runs it. Pick one to read its rules, step through it, or export it.`}
      </p>
      {report === null && (
        <p className="flows-note">{t`No path-test report yet: run npm run test:paths, then build again.`}</p>
      )}
      <p>
        <Link to="/changes" className="flows-changes-link">
          {ref ? t`What changed since ${ref}` : t`What changed`}
        </Link>
      </p>
      <ul className="flows-list">
        {machineRegistry.map((entry) => (
          <li key={entry.id}>
            <Link to={`/${entry.id}`} className="flows-list-item">
              <span className="flows-list-title">
                {flowText(i18n, flowTextId.title(entry.id), entry.title)}
              </span>
              <span className="flows-kind" data-kind={entry.kind}>
                {i18n._(KIND_LABELS[entry.kind])}
              </span>
              <span className="flows-list-id">{entry.id}</span>
              {report !== undefined && <CoverageFigure coverage={report?.[entry.id]} />}
              {changed.has(entry.id) && <span className="flows-changed">{t`changed`}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
