import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { fundPasswordGate } from '../../../machines/funds/forms.ts'
import { FUND_PASSWORD_DIGITS } from '../../../machines/rules.ts'
import { useServices } from '../../app/services.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { useGatedSubmit } from '../../funds/useFundsActions.ts'
import { useApiData } from '../../lib/useApiData.ts'

/** /information/fundPass — set or reset the six-digit fund password, proven by the login password. */
export default function FundPass() {
  const { t } = useLingui()
  const { toast } = useServices()
  const navigate = useNavigate()
  const info = useApiData<{ fundPasswordSet: boolean }>('user/getUserinfo', {})
  const { submit, busy } = useGatedSubmit()
  const [form, setForm] = useState({ password: '', password2: '', loginPassword: '' })
  const reset = info.status === 'ready' && info.data.fundPasswordSet
  const send = async () => {
    const done = await submit(
      {
        gate: fundPasswordGate,
        facts: { ...form, loginPasswordCorrect: true },
        params: { malformed: { count: String(FUND_PASSWORD_DIGITS) } },
      },
      'user/setFundPassword',
      form,
    )
    if (done) {
      toast.show(t`Fund password saved.`)
      navigate(-1)
    }
  }
  const set = (name: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [name]: e.target.value }))
  return (
    <section className="screen sub-screen">
      <BackBar title={reset ? t`Reset fund password` : t`Set fund password`} />
      <FormShell onSubmit={() => void send()} busy={busy} submitLabel={t`Save`}>
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
      </FormShell>
    </section>
  )
}
