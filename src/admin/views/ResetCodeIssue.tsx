import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { resetCodeCall } from '../../../machines/backOffice/calls.ts'
import { RESET_CODE_VALID_MINUTES } from '../../../machines/rules.ts'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { ConfirmStep, ResultStep } from '../SubmissionSteps.tsx'
import { useAdminSubmission } from '../useAdminCall.ts'

/** Read out in two halves, as the investor types it (the server ignores the space). */
const spaced = (code: string) => `${code.slice(0, 5)} ${code.slice(5)}`

/**
 * A one-time password-reset code for an investor customer service has verified (decision 0024):
 * the reason goes to the audit log, the code is shown once, here, until dismissed. `account` is
 * filled in from the accounts list.
 */
export function ResetCodeIssue({
  account,
  onAccount,
}: {
  account: string
  onAccount(account: string): void
}) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const issue = useAdminSubmission(resetCodeCall, {
    confirm: true,
    onDone: () => {
      onAccount('')
      setReason('')
    },
  })
  const minutes = RESET_CODE_VALID_MINUTES
  return (
    <section className="admin-form" data-testid="reset-code">
      <h2>{t`Password reset code`}</h2>
      <p className="muted">
        {t`When customer service has verified the investor (account number and real-name details), issue a one-time code and read it to them. It works once, for ${minutes} minutes; a new code ends the previous one.`}
      </p>
      <ResultStep submission={issue} title={t`Reset code issued`}>
        {(answer) => {
          const until = formatDateTime(answer.expiresAt)
          return (
            <>
              <p>{t`Code for account ${answer.account}:`}</p>
              <p className="reset-code" data-testid="reset-code-value">
                <strong>{spaced(answer.code)}</strong>
              </p>
              <p>{t`Valid until ${until}. It is shown only now: read it to the investor and do not write it down anywhere.`}</p>
            </>
          )
        }}
      </ResultStep>
      <FormShell
        onSubmit={() => issue.submit({ account: account.trim(), reason })}
        busy={issue.isBusy}
        failure={issue}
        submitLabel={t`Issue code`}
      >
        <Field
          label={t`Account`}
          name="account"
          value={account}
          onChange={(e) => onAccount(e.target.value)}
        />
        <Field
          label={t`Reason`}
          name="reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </FormShell>
      <ConfirmStep submission={issue} title={t`Confirm reset code`}>
        {(request) => (
          <>
            <p>{t`Issue a password reset code for account ${request.account}?`}</p>
            <p>{t`Reason: ${request.reason}`}</p>
          </>
        )}
      </ConfirmStep>
    </section>
  )
}
