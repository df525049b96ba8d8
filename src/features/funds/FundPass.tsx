import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { fundPasswordInput, setFundPasswordCall } from '../../../machines/account/calls.ts'
import { FUND_PASSWORD_DIGITS } from '../../../machines/rules.ts'
import { userInfoCall } from '../../../machines/session/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { SecondFactorField } from '../../components/form/SecondFactorField.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { useLoad, useSubmission } from '../../lib/useCall.ts'

const EMPTY = { password: '', password2: '', loginPassword: '', twoFactorCode: '' }

/**
 * /information/fundPass — set or reset the six-digit fund password, proven by the login password.
 * The screen checks the format; only the server knows whether the login password is right.
 */
export default function FundPass() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const info = useLoad(userInfoCall, {})
  const [form, setForm] = useState(EMPTY)
  const saving = useSubmission(setFundPasswordCall, {
    gate: (request) => fundPasswordInput(request),
    onDone: () => setForm(EMPTY),
  })
  const reset = info.data?.fundPasswordSet === true
  const title = reset ? t`Reset fund password` : t`Set fund password`
  const set = (name: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [name]: e.target.value }))
  if (saving.isDone)
    return (
      <section className="screen sub-screen">
        <BackBar title={title} />
        <SubmissionResult title={t`Fund password saved`} onDismiss={() => navigate(-1)}>
          <p>{t`Type it with every withdrawal.`}</p>
        </SubmissionResult>
      </section>
    )
  return (
    <section className="screen sub-screen">
      <BackBar title={title} />
      <FormShell
        onSubmit={() => saving.submit(form)}
        busy={saving.isBusy}
        failure={saving}
        submitLabel={t`Save`}
      >
        <p className="muted">{t`The fund password is 6 digits. You type it for every withdrawal.`}</p>
        <Field
          label={t`Fund password`}
          name="password"
          type="password"
          inputMode="numeric"
          maxLength={FUND_PASSWORD_DIGITS}
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
        />
        <Field
          label={t`Repeat fund password`}
          name="password2"
          type="password"
          inputMode="numeric"
          maxLength={FUND_PASSWORD_DIGITS}
          autoComplete="new-password"
          value={form.password2}
          onChange={set('password2')}
        />
        <Field
          label={t`Login password`}
          name="loginPassword"
          type="password"
          autoComplete="current-password"
          value={form.loginPassword}
          onChange={set('loginPassword')}
        />
        <SecondFactorField
          value={form.twoFactorCode}
          onChange={(twoFactorCode) => setForm((f) => ({ ...f, twoFactorCode }))}
        />
      </FormShell>
    </section>
  )
}
