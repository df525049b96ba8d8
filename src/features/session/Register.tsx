import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { RegistrationForm } from '../../../machines/session/guards.ts'
import { useServices } from '../../lib/services.ts'
import { AuthPage, TextField } from './AuthPage.tsx'
import { registrationDraft } from './registrationDraft.ts'

/**
 * /login/register — the machine checks the form before anything is sent (spec §5). The user
 * agreement and the privacy policy open from the checkbox's text; what was typed is kept for the
 * way back (registrationDraft) and forgotten once the account exists.
 */
export function Register() {
  const { t } = useLingui()
  const { session } = useServices()
  const busy = useSelector(session, (s) => s.hasTag('busy'))
  const [form, setForm] = useState<RegistrationForm>(registrationDraft.read)
  useEffect(() => registrationDraft.keep(form), [form])
  useEffect(
    () => () => {
      if (session.getSnapshot().hasTag('signedIn')) registrationDraft.clear()
    },
    [session],
  )
  const set = (field: keyof RegistrationForm) => (value: string | boolean) =>
    setForm((f) => ({ ...f, [field]: value }))
  return (
    <AuthPage heading={t`Create an account`}>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          session.send({ type: 'register.submit', form })
        }}
      >
        <TextField
          name="account"
          type="tel"
          label={t`Phone number`}
          autoComplete="tel"
          value={form.account}
          onChange={set('account')}
        />
        <TextField
          name="password"
          type="password"
          label={t`Password`}
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
        />
        <TextField
          name="password2"
          type="password"
          label={t`Confirm password`}
          autoComplete="new-password"
          value={form.password2}
          onChange={set('password2')}
        />
        <TextField
          name="invite"
          label={t`Invitation code`}
          autoComplete="off"
          value={form.invite}
          onChange={set('invite')}
        />
        <TextField
          name="fundPassword"
          type="password"
          label={t`Fund password (optional, 6 digits)`}
          autoComplete="off"
          value={form.fundPassword ?? ''}
          onChange={set('fundPassword')}
        />
        <TextField
          name="institutionCode"
          label={t`Institution code (institutional investors only)`}
          autoComplete="off"
          value={form.institutionCode ?? ''}
          onChange={set('institutionCode')}
        />
        <label className="agree">
          <input
            type="checkbox"
            name="agree"
            checked={form.agree}
            onChange={(e) => set('agree')(e.target.checked)}
          />
          <span>
            <Trans>
              I have read and accept the{' '}
              <Link to="/information/aboutInfo?doc=agreement">user agreement</Link> and the{' '}
              <Link to="/information/aboutInfo?doc=privacy">privacy policy</Link>.
            </Trans>
          </span>
        </label>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t`Creating your account…` : t`Create account`}
        </button>
      </form>
      <p className="auth-switch">
        {t`Already have an account?`} <Link to="/login/login">{t`Log in`}</Link>
      </p>
    </AuthPage>
  )
}
