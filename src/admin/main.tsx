import { I18nProvider } from '@lingui/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { STORAGE_KEYS } from '../../machines/rules.ts'
import { createToastStore } from '../components/toastStore.ts'
import {
  activateLocale,
  addCatalogFiles,
  type CatalogModule,
  i18n,
  wantCatalogs,
} from '../i18n/i18n.ts'
import { pickLocale } from '../i18n/locales.ts'
import { translateRefusal } from '../i18n/serverMessage.ts'
import { contractCaller, createApiClient } from '../lib/apiClient.ts'
import { startTheme } from '../lib/themeStart.ts'
import { AdminApp } from './AdminApp.tsx'
import { ADMIN_API_BASE, ADMIN_TOKEN_KEY, AdminContext, type AdminServices } from './adminApi.ts'
import '../styles/app.css'
import './admin.css'

/** The back-office console (admin.html): its own API prefix, token and session. */
async function start() {
  startTheme()
  // The console shows the investor screens' labels (states, kinds) beside its own messages.
  addCatalogFiles(import.meta.glob<CatalogModule>('../../locales/*/admin.po'))
  wantCatalogs('screens', 'admin')
  await activateLocale(pickLocale(localStorage.getItem(STORAGE_KEYS.language), navigator.languages))
  const toast = createToastStore()
  const listeners = new Set<() => void>()
  const post = createApiClient({
    baseURL: ADMIN_API_BASE,
    credentials: () => ({ token: sessionStorage.getItem(ADMIN_TOKEN_KEY), account: null }),
    onRefusal: (refusal) => toast.show(translateRefusal(i18n, refusal, '')),
    onUnauthorized: () => services.signOut(),
  })
  const services: AdminServices = {
    call: contractCaller(post),
    toast,
    token: () => sessionStorage.getItem(ADMIN_TOKEN_KEY),
    signIn(token) {
      sessionStorage.setItem(ADMIN_TOKEN_KEY, token)
      for (const l of listeners) l()
    },
    signOut() {
      sessionStorage.removeItem(ADMIN_TOKEN_KEY)
      for (const l of listeners) l()
    },
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AdminContext value={services}>
          <AdminApp
            subscribe={(l) => {
              listeners.add(l)
              return () => listeners.delete(l)
            }}
          />
        </AdminContext>
      </I18nProvider>
    </StrictMode>,
  )
}

void start()
