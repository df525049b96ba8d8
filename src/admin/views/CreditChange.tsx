import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { creditChangeCall } from '../../../machines/backOffice/calls.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { formatAmount } from '../../lib/money.ts'
import { ConfirmStep, ResultStep } from '../SubmissionSteps.tsx'
import { useAdminSubmission } from '../useAdminCall.ts'

/** Credit limits are kept in euros (spec §3 Account). */
const CREDIT_CURRENCY = 'EUR'
const BLANK = { account: '', creditScore: '', creditLimit: '', reason: '' }

/** The request from what was typed: a blank score or limit is left as it is. */
function requestOf(form: typeof BLANK): RequestOf<typeof creditChangeCall> {
  return {
    account: form.account.trim(),
    ...(form.creditScore ? { creditScore: Number(form.creditScore) } : {}),
    ...(form.creditLimit ? { creditLimit: form.creditLimit.trim() } : {}),
    reason: form.reason,
  }
}

/**
 * Changes an investor's credit score or credit limit, with the reason the audit log keeps:
 * confirmed first, then the account's new credit stays on screen.
 */
export function CreditChange() {
  const { t } = useLingui()
  const [form, setForm] = useState(BLANK)
  const change = useAdminSubmission(creditChangeCall, {
    confirm: true,
    onDone: () => setForm(BLANK),
  })
  const set = (name: keyof typeof BLANK) => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value })
  return (
    <section className="admin-form">
      <h2>{t`Credit score and limit`}</h2>
      <ResultStep submission={change} title={t`Credit changed`}>
        {(answer) => (
          <p>{t`Account ${answer.account}: credit score ${answer.creditScore}, credit limit ${formatAmount(answer.creditLimit, CREDIT_CURRENCY)}.`}</p>
        )}
      </ResultStep>
      <FormShell
        onSubmit={() => change.submit(requestOf(form))}
        busy={change.isBusy}
        failure={change}
        submitLabel={t`Save`}
      >
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
      <ConfirmStep submission={change} title={t`Confirm credit change`}>
        {(request) => (
          <>
            <p>{t`Change the credit of account ${request.account}?`}</p>
            <ul>
              {request.creditScore !== undefined ? (
                <li>{t`Credit score: ${request.creditScore}`}</li>
              ) : null}
              {request.creditLimit !== undefined ? (
                <li>{t`Credit limit: ${formatAmount(request.creditLimit, CREDIT_CURRENCY)}`}</li>
              ) : null}
              <li>{t`Reason: ${request.reason}`}</li>
            </ul>
          </>
        )}
      </ConfirmStep>
    </section>
  )
}
