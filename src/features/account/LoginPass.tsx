import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { changePasswordCall, loginPasswordInput } from '../../../machines/account/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { useSubmission } from '../../lib/useCall.ts'

const EMPTY = { oldPassword: '', password: '', password2: '' }

/**
 * /information/loginPass — change the login password; other devices are logged out. The screen
 * checks the new password; only the server knows whether the original one is right.
 */
export default function LoginPass() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [form, setForm] = useState(EMPTY)
  const changing = useSubmission(changePasswordCall, {
    gate: (request) => loginPasswordInput(request),
    onDone: () => setForm(EMPTY),
  })
  const set = (name: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [name]: e.target.value }))
  if (changing.isDone)
    return (
      <section className="screen sub-screen">
        <BackBar title={t`Change login password`} />
        <SubmissionResult title={t`Login password changed`} onDismiss={() => navigate(-1)}>
          <p>{t`Other devices are logged out; log in there with the new password.`}</p>
        </SubmissionResult>
      </section>
    )
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Change login password`} />
      <FormShell
        onSubmit={() => changing.submit(form)}
        busy={changing.isBusy}
        failure={changing}
        submitLabel={t`Save`}
      >
        <Field
          label={t`Original password`}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          value={form.oldPassword}
          onChange={set('oldPassword')}
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
