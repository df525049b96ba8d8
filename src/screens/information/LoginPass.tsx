import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { loginPasswordGate } from '../../../machines/funds/forms.ts'
import { PASSWORD_MIN_LENGTH } from '../../../machines/rules.ts'
import { useServices } from '../../app/services.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { useGatedSubmit } from '../../funds/useFundsActions.ts'

/** /information/loginPass — change the login password; other devices are logged out. */
export default function LoginPass() {
  const { t } = useLingui()
  const { toast } = useServices()
  const navigate = useNavigate()
  const { submit, busy } = useGatedSubmit()
  const [form, setForm] = useState({ oldPassword: '', password: '', password2: '' })
  const send = async () => {
    const done = await submit(
      {
        gate: loginPasswordGate,
        facts: { ...form, loginPasswordCorrect: true },
        params: { tooShort: { count: String(PASSWORD_MIN_LENGTH) } },
      },
      'user/changePassword',
      form,
    )
    if (done) {
      toast.show(t`Login password changed. Other devices are logged out.`)
      navigate(-1)
    }
  }
  const set = (name: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [name]: e.target.value }))
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Change login password`} />
      <FormShell onSubmit={() => void send()} busy={busy} submitLabel={t`Save`}>
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
