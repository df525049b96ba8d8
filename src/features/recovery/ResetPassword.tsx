import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { RESET_CODE_VALID_MINUTES } from '../../../machines/rules.ts'
import { passwordResetInput, resetPasswordCall } from '../../../machines/session/calls.ts'
import type { PasswordResetForm } from '../../../machines/session/guards.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { useServices } from '../../lib/services.ts'
import { useSubmission } from '../../lib/useCall.ts'
import './recovery.css'

const EMPTY: PasswordResetForm = { account: '', code: '', password: '', password2: '' }

/**
 * /login/resetPassword — a forgotten login password (decision 0024): how customer service issues
 * a one-time code, then the form that uses it. The screen checks the form by the registration
 * rules (passwordResetGate); only the server knows whether the code is right. Not under
 * features/session: its words load with it, not with every first visit (lingui.config.ts).
 */
export default function ResetPassword() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { config } = useServices()
  const [form, setForm] = useState(EMPTY)
  const reset = useSubmission(resetPasswordCall, {
    gate: (request) => passwordResetInput(request),
    onDone: () => setForm(EMPTY),
  })
  const set = (name: keyof PasswordResetForm) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [name]: e.target.value }))
  const minutes = RESET_CODE_VALID_MINUTES
  if (reset.isDone)
    return (
      <section className="screen sub-screen">
        <BackBar title={t`Reset password`} />
        <SubmissionResult
          title={t`Password changed`}
          onDismiss={() => navigate('/login/login', { replace: true })}
        >
          <p>{t`Log in with your new password. Every device that was logged in has been logged out.`}</p>
        </SubmissionResult>
      </section>
    )
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Reset password`} />
      <div className="card reset-steps">
        <p>{t`Forgot your password? Customer service resets it with you:`}</p>
        <ol>
          <li>{t`Contact customer service with your account number (your phone number) and your real-name details.`}</li>
          <li>{t`Once they have verified you, they give you a one-time reset code. It works once, for ${minutes} minutes.`}</li>
          <li>{t`Enter your account, the code and a new password twice below. You are then logged out on every device.`}</li>
        </ol>
        {config.service ? (
          <a className="button secondary" href={config.service} target="_blank" rel="noreferrer">
            {t`Contact customer service`}
          </a>
        ) : (
          <p className="muted">{t`This site has not published a customer-service link yet.`}</p>
        )}
      </div>
      <FormShell
        onSubmit={() => reset.submit(form)}
        busy={reset.isBusy}
        failure={reset}
        submitLabel={t`Set new password`}
      >
        <Field
          label={t`Phone number`}
          name="account"
          type="tel"
          inputMode="tel"
          autoComplete="username"
          value={form.account}
          onChange={set('account')}
        />
        <Field
          label={t`Reset code`}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          value={form.code}
          onChange={set('code')}
        />
        <Field
          label={t`New password`}
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
        />
        <Field
          label={t`Repeat new password`}
          name="password2"
          type="password"
          autoComplete="new-password"
          value={form.password2}
          onChange={set('password2')}
        />
      </FormShell>
    </section>
  )
}
