import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Field } from '../../components/form/Field.tsx'
import { useAdmin } from '../adminApi.ts'

/** Back-office login: username and password, for an admin token (API.md). */
export function AdminLogin() {
  const { t } = useLingui()
  const admin = useAdmin()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  return (
    <form
      className="form admin-login"
      onSubmit={async (e) => {
        e.preventDefault()
        setBusy(true)
        try {
          const { token } = await admin.post<{ token: string }>('auth/login', {
            username,
            password,
          })
          admin.signIn(token)
        } catch {
          // shown by the API client
        } finally {
          setBusy(false)
        }
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
      <button type="submit" className="primary" disabled={busy}>
        {t`Log in`}
      </button>
    </form>
  )
}
