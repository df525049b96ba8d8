import { useLingui } from '@lingui/react/macro'
import { Link, Route, Routes } from 'react-router'
import { LanguageSelect } from '../components/LanguageSelect.tsx'
import { useLoadOf } from '../lib/useCallLoad.ts'
import { loadCoverageReport } from './coverageReport.ts'
import { loadFlowChanges } from './flowChangesReport.ts'
import { activateFlowsLocale } from './flowsI18n.ts'
import { ChangesView } from './views/ChangesView.tsx'
import { MachineList } from './views/MachineList.tsx'
import { MachineView } from './views/MachineView.tsx'

/** The explorer's frame: a header with the language, the list of machines, one machine, what changed. */
export function FlowsApp() {
  const { t } = useLingui()
  // Through the load machine: undefined until the report is loaded, null when there is none.
  const coverage = useLoadOf(loadCoverageReport, null)
  const report = coverage.isLoading || coverage.isFailed ? undefined : coverage.data
  // What changed since the last `npm run flows:diff <ref>` (issue 50): null when none was run.
  const compared = useLoadOf(loadFlowChanges, null)
  // A comparison that cannot be fetched is shown as none rather than loading for ever.
  const changes = compared.isLoading ? undefined : compared.isFailed ? null : compared.data
  return (
    <div className="flows">
      <header className="flows-head">
        <Link to="/" className="flows-brand">{t`Tradeflow flows`}</Link>
        <LanguageSelect activate={activateFlowsLocale} />
      </header>
      <Routes>
        <Route path="/" element={<MachineList report={report} changes={changes} />} />
        <Route path="/changes" element={<ChangesView changes={changes} />} />
        <Route path="/:id" element={<MachineView report={report} changes={changes} />} />
      </Routes>
    </div>
  )
}
