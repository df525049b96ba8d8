import { I18nProvider } from '@lingui/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { HashRouter } from 'react-router'
import { STORAGE_KEYS } from '../../machines/rules.ts'
import { pickLocale } from '../i18n/locales.ts'
import { startTheme } from '../lib/themeStart.ts'
import { FlowsApp } from './FlowsApp.tsx'
import { activateFlowsLocale, i18n } from './flowsI18n.ts'
import '../styles/app.css'
import './flows.css'

/** The flow explorer (flows.html): every machine as a diagram, with its rules, to step through. */
async function start() {
  startTheme()
  await activateFlowsLocale(
    pickLocale(localStorage.getItem(STORAGE_KEYS.language), navigator.languages),
  )
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HashRouter>
          <FlowsApp />
        </HashRouter>
      </I18nProvider>
    </StrictMode>,
  )
}

void start()
