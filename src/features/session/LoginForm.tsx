import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useServices } from '../../app/services.ts'
import { TextField } from './AuthPage.tsx'

/** Phone number and password, sent to the session machine, which decides (spec §5). */
export function LoginForm({ initialAccount = '' }: { initialAccount?: string }) {
  const { t } = useLingui()
  const { session } = useServices()
  const busy = useSelector(session, (s) => s.hasTag('busy'))
  const [account, setAccount] = useState(initialAccount)
  const [password, setPassword] = useState('')
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        session.send({ type: 'login.submit', form: { account, password } })
      }}
    >
      <TextField
        name="account"
        type="tel"
        label={t`Phone number`}
        autoComplete="tel"
        value={account}
        onChange={setAccount}
      />
      <TextField
        name="password"
        type="password"
        label={t`Password`}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t`Logging in…` : t`Log in`}
      </button>
    </form>
  )
}
