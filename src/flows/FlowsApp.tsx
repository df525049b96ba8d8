import { useLingui } from '@lingui/react/macro'
import { Link, Route, Routes } from 'react-router-dom'
import { LanguageSelect } from '../components/LanguageSelect.tsx'
import { useLoadOf } from '../lib/useCallLoad.ts'
import { loadCoverageReport } from './coverageReport.ts'
import { activateFlowsLocale } from './flowsI18n.ts'
import { MachineList } from './views/MachineList.tsx'
import { MachineView } from './views/MachineView.tsx'

/** The explorer's frame: a header with the language, the list of machines, one machine. */
export function FlowsApp() {
  const { t } = useLingui()
  // Through the load machine: undefined until the report is loaded, null when there is none.
  const coverage = useLoadOf(loadCoverageReport, null)
  const report = coverage.isLoading || coverage.isFailed ? undefined : coverage.data
  return (
    <div className="flows">
      <header className="flows-head">
        <Link to="/" className="flows-brand">{t`Tradeflow flows`}</Link>
        <LanguageSelect activate={activateFlowsLocale} />
      </header>
      <Routes>
        <Route path="/" element={<MachineList report={report} />} />
        <Route path="/:id" element={<MachineView report={report} />} />
      </Routes>
    </div>
  )
}
