import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  adminLoginCall,
  operatorLoginAsksCode,
  operatorLoginRefusalShown,
} from '../../../machines/backOffice/operatorSignIn.ts'
import { Field } from '../../components/form/Field.tsx'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { useAdmin } from '../adminApi.ts'
import { useAdminSubmission } from '../useAdminCall.ts'

/**
 * Back-office login: username and password, then — once the operator's two-factor sign-in is on —
 * the code of their authenticator app or a recovery code (issue 25). The code field appears as
 * `operatorLoginAsksCode` says: once the server asks for it (an answer the login contract leaves
 * to this screen), and while a code is being tried. It takes a recovery code too (letters and
 * digits), so it asks for the phone's full keyboard, not a number pad.
 */
export function AdminLogin() {
  const { t, i18n } = useLingui()
  const admin = useAdmin()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const login = useAdminSubmission(adminLoginCall, {
    onDone: (answer) => admin.signIn(answer.token),
  })
  const asksCode = operatorLoginAsksCode({
    refusalCode: login.refusal?.code,
    sentCode: login.request?.code,
  })
  return (
    <form
      className="form admin-login"
      onSubmit={(e) => {
        e.preventDefault()
        login.submit({ username, password, ...(asksCode ? { code } : {}) })
      }}
    >
      <h1>{t`Back-office login`}</h1>
      <Field
        label={t`Username`}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <Field
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {asksCode ? (
        <Field
          label={t`Code from your authenticator app, or a recovery code`}
          name="code"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      ) : null}
      {/* What refused the login stays beside the form, not only in a 2-second toast: a wrong
          code is easy to miss, and five of them hold the console shut (issue 48). */}
      {login.refusal && operatorLoginRefusalShown(login.refusal.code) ? (
        <p className="field-error" role="alert" data-testid="login-refused">
          {translateRefusal(i18n, login.refusal, '')}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={login.isBusy}>
        {t`Log in`}
      </button>
    </form>
  )
}
