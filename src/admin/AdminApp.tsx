import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { LanguageSelect } from '../components/LanguageSelect.tsx'
import { Toast } from '../components/Toast.tsx'
import { activateLocale } from '../i18n/i18n.ts'
import { useAdmin } from './adminApi.ts'
import { SignedIn } from './SignedIn.tsx'
import { useAdminLogout } from './useAdminCall.ts'
import { AdminLogin } from './views/AdminLogin.tsx'

/**
 * The console: login, then the review queues, new shares and their draws, restrictions, credit,
 * deposit channels, settings and the audit log.
 */
export function AdminApp({ subscribe }: { subscribe(listener: () => void): () => void }) {
  const { t } = useLingui()
  const admin = useAdmin()
  const token = useSyncExternalStore(subscribe, admin.token)
  const logout = useAdminLogout()
  const language = <LanguageSelect activate={(code) => activateLocale(code)} />
  return (
    <div className="admin">
      <header className="admin-head">
        <strong>{t`Tradeflow back office`}</strong>
        <span className="admin-head-end">
          <a href="/flows.html">{t`Flows`}</a>
          {language}
          {token ? (
            <button
              type="button"
              className="text-link"
              disabled={logout.isBusy}
              onClick={() => logout.submit({})}
            >
              {t`Log out`}
            </button>
          ) : null}
        </span>
      </header>
      {token ? <SignedIn /> : <AdminLogin />}
      <Toast store={admin.toast} />
    </div>
  )
}
