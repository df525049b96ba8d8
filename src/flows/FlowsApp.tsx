import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link, Route, Routes } from 'react-router-dom'
import type { CoverageReport } from '../../flowmodel/coverage.ts'
import { LanguageSelect } from '../components/LanguageSelect.tsx'
import { loadCoverageReport } from './coverageReport.ts'
import { activateFlowsLocale } from './flowsI18n.ts'
import { MachineList } from './views/MachineList.tsx'
import { MachineView } from './views/MachineView.tsx'

/** The explorer's frame: a header with the language, the list of machines, one machine. */
export function FlowsApp() {
  const { t } = useLingui()
  const [report, setReport] = useState<CoverageReport | null | undefined>(undefined)
  useEffect(() => {
    void loadCoverageReport().then(setReport)
  }, [])
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
