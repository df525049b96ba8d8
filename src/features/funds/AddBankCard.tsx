import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { addBankCardCall, bankCardInput } from '../../../machines/account/calls.ts'
import { cardLabel, maskCard } from '../../../machines/account/payoutMethods.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { SecondFactorField } from '../../components/form/SecondFactorField.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { useSubmission } from '../../lib/useCall.ts'

const EMPTY = {
  holder: '',
  first4: '',
  last12: '',
  bankName: '',
  branchName: '',
  bankCode: '',
  twoFactorCode: '',
}

/** /information/addBankCard — bind a card: holder, number as first 4 + last 12 digits, bank (spec §3). */
export default function AddBankCard() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [form, setForm] = useState(EMPTY)
  const adding = useSubmission(addBankCardCall, { gate: (request) => bankCardInput(request) })
  const set = (name: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [name]: e.target.value }))
  if (adding.isDone && adding.request) {
    const { bankName, first4, last12 } = adding.request
    const card = cardLabel({ bankName, masked: maskCard(`${first4}${last12}`) })
    return (
      <section className="screen sub-screen">
        <BackBar title={t`Add bank card`} />
        <SubmissionResult title={t`Bank card added`} onDismiss={() => navigate(-1)}>
          <p>{t`Withdrawals can now be paid to ${card}.`}</p>
        </SubmissionResult>
      </section>
    )
  }
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Add bank card`} />
      <FormShell
        onSubmit={() => adding.submit(form)}
        busy={adding.isBusy}
        failure={adding}
        submitLabel={t`Add card`}
      >
        <Field
          label={t`Card holder`}
          name="holder"
          autoComplete="cc-name"
          value={form.holder}
          onChange={set('holder')}
        />
        <div className="card-number-fields">
          <Field
            label={t`First 4 digits`}
            name="first4"
            inputMode="numeric"
            maxLength={4}
            value={form.first4}
            onChange={set('first4')}
          />
          <Field
            label={t`Last 12 digits`}
            name="last12"
            inputMode="numeric"
            maxLength={12}
            value={form.last12}
            onChange={set('last12')}
          />
        </div>
        <Field
          label={t`Bank name`}
          name="bankName"
          value={form.bankName}
          onChange={set('bankName')}
        />
        <Field
          label={t`Branch name`}
          name="branchName"
          value={form.branchName}
          onChange={set('branchName')}
        />
        <Field
          label={t`Bank code`}
          name="bankCode"
          value={form.bankCode}
          onChange={set('bankCode')}
        />
        <SecondFactorField
          value={form.twoFactorCode}
          onChange={(twoFactorCode) => setForm((f) => ({ ...f, twoFactorCode }))}
        />
      </FormShell>
    </section>
  )
}
