import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { AuthPage } from './AuthPage.tsx'
import { LoginForm } from './LoginForm.tsx'

/** /login/reLogin — log in again, the account filled in when the link carries it (?account=…). */
export function ReLogin() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  return (
    <AuthPage heading={t`Log in again`}>
      <p className="muted">{t`For your security, please enter your password again.`}</p>
      <LoginForm initialAccount={params.get('account') ?? ''} />
      <p className="auth-switch">
        <Link to="/login/login">{t`Use another account`}</Link>
      </p>
    </AuthPage>
  )
}
