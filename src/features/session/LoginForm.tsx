import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { TOTP_DIGITS as digits } from '../../../machines/account/totpDigits.ts'
import { useServices } from '../../lib/services.ts'
import { TextField } from './AuthPage.tsx'

/** Phone number and password, sent to the session machine, which decides (spec §5). */
export function LoginForm({ initialAccount = '' }: { initialAccount?: string }) {
  const { session } = useServices()
  const codeAsked = useSelector(session, (s) => s.hasTag('secondFactor'))
  return codeAsked ? <SecondFactorForm /> : <PasswordForm initialAccount={initialAccount} />
}

/**
 * The second step of a login with two-factor sign-in on (issue 25): the code the authenticator
 * app shows, or a recovery code; back returns to the password.
 */
function SecondFactorForm() {
  const { t } = useLingui()
  const { session } = useServices()
  const busy = useSelector(session, (s) => s.hasTag('busy'))
  const [code, setCode] = useState('')
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        session.send({ type: 'login.code', code })
      }}
    >
      <p className="muted">
        {t`Two-factor sign-in is on: enter the ${digits}-digit code your authenticator app shows, or one of your recovery codes.`}
      </p>
      <TextField
        name="code"
        type="text"
        label={t`Code`}
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
      />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t`Logging in…` : t`Verify`}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => session.send({ type: 'login.back' })}
      >
        {t`Back`}
      </button>
    </form>
  )
}

function PasswordForm({ initialAccount }: { initialAccount: string }) {
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
