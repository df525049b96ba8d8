import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { AuthPage } from './AuthPage.tsx'
import { LoginForm } from './LoginForm.tsx'

/** /login/login */
export function Login() {
  const { t } = useLingui()
  return (
    <AuthPage heading={t`Log in`}>
      <LoginForm />
      <p className="auth-switch">
        <Link to="/login/resetPassword">{t`Forgot password?`}</Link>
      </p>
      <p className="auth-switch">
        {t`No account yet?`} <Link to="/login/register">{t`Create an account`}</Link>
      </p>
    </AuthPage>
  )
}
