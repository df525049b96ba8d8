import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { useAdmin } from '../adminApi.ts'

/** Changes an investor's credit score or credit limit, with the reason the audit log keeps. */
export function CreditChange() {
  const { t } = useLingui()
  const { post, toast } = useAdmin()
  const [form, setForm] = useState({ account: '', creditScore: '', creditLimit: '', reason: '' })
  const [busy, setBusy] = useState(false)
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value })
  const send = async () => {
    setBusy(true)
    try {
      await post('users/credit', {
        account: form.account.trim(),
        ...(form.creditScore ? { creditScore: Number(form.creditScore) } : {}),
        ...(form.creditLimit ? { creditLimit: form.creditLimit.trim() } : {}),
        reason: form.reason,
      })
      toast.show(t`Saved.`)
      setForm({ account: '', creditScore: '', creditLimit: '', reason: '' })
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="admin-form">
      <h2>{t`Credit score and limit`}</h2>
      <FormShell onSubmit={() => void send()} busy={busy} submitLabel={t`Save`}>
        <Field label={t`Account`} name="account" value={form.account} onChange={set('account')} />
        <Field
          label={t`Credit score`}
          name="creditScore"
          inputMode="numeric"
          value={form.creditScore}
          onChange={set('creditScore')}
        />
        <Field
          label={t`Credit limit (EUR)`}
          name="creditLimit"
          inputMode="decimal"
          value={form.creditLimit}
          onChange={set('creditLimit')}
        />
        <Field label={t`Reason`} name="reason" value={form.reason} onChange={set('reason')} />
      </FormShell>
    </section>
  )
}
