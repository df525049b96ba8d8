import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Link, Navigate } from 'react-router'
import { useServices } from '../../lib/services.ts'
import { AuthPage } from './AuthPage.tsx'

/** /login/loginAfter — shown once an account has been created. */
export function LoginAfter() {
  const { t } = useLingui()
  const { session, config } = useServices()
  const account = useSelector(session, (s) => (s.hasTag('signedIn') ? s.context.account : null))
  if (!account) return <Navigate to="/login/login" replace />
  const title = config.title
  return (
    <AuthPage heading={t`Welcome to ${title}`}>
      <p className="lead">{t`Your account ${account} is ready.`}</p>
      <div className="stacked-actions">
        <Link className="primary button" to="/home/index">
          {t`Start`}
        </Link>
      </div>
    </AuthPage>
  )
}
