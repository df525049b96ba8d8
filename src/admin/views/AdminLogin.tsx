import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { adminLoginCall } from '../../../machines/backOffice/calls.ts'
import { Field } from '../../components/form/Field.tsx'
import { useAdmin } from '../adminApi.ts'
import { useAdminSubmission } from '../useAdminCall.ts'

/** Back-office login: username and password, for an admin token (API.md). */
export function AdminLogin() {
  const { t } = useLingui()
  const admin = useAdmin()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const login = useAdminSubmission(adminLoginCall, {
    onDone: (answer) => admin.signIn(answer.token),
  })
  return (
    <form
      className="form admin-login"
      onSubmit={(e) => {
        e.preventDefault()
        login.submit({ username, password })
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
      <button type="submit" className="primary" disabled={login.isBusy}>
        {t`Log in`}
      </button>
    </form>
  )
}
