import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { broadcastCall, broadcastInput } from '../../../machines/messages/calls.ts'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { ConfirmStep, ResultStep } from '../SubmissionSteps.tsx'
import { useAdminSubmission } from '../useAdminCall.ts'

type Audience = 'all' | 'account'

/**
 * The operator's message (issue 21): to every account or to one, a title and a text, confirmed
 * before it goes, each send in the audit log. The broadcast gate says what is missing first.
 */
export function Broadcast() {
  const { t } = useLingui()
  const blank = { audience: 'all' as Audience, account: '', title: '', body: '' }
  const [f, setF] = useState(blank)
  const send = useAdminSubmission(broadcastCall, {
    confirm: true,
    // What the console can check itself; whether the account exists is the server's to say.
    gate: (request) => broadcastInput(request, true),
    onDone: () => setF(blank),
  })
  return (
    <section className="admin-form" data-testid="admin-broadcast">
      <ResultStep submission={send} title={t`Message sent`}>
        {(answer) => <p>{t`Sent to ${answer.sent} accounts.`}</p>}
      </ResultStep>
      <FormShell
        busy={send.isBusy}
        failure={send}
        submitLabel={t`Send`}
        onSubmit={() =>
          send.submit({
            audience: f.audience,
            ...(f.audience === 'account' ? { account: f.account } : {}),
            title: f.title,
            body: f.body,
          })
        }
      >
        <SelectField
          label={t`To`}
          name="audience"
          value={f.audience}
          options={[
            { value: 'all' as const, label: t`Every account` },
            { value: 'account' as const, label: t`One account` },
          ]}
          onChange={(audience) => setF({ ...f, audience })}
        />
        {f.audience === 'account' && (
          <Field
            label={t`Account`}
            name="account"
            value={f.account}
            onChange={(e) => setF({ ...f, account: e.target.value })}
          />
        )}
        <Field
          label={t`Title`}
          name="title"
          value={f.title}
          onChange={(e) => setF({ ...f, title: e.target.value })}
        />
        <label className="field">
          <span>{t`Message`}</span>
          <textarea
            name="body"
            rows={5}
            value={f.body}
            onChange={(e) => setF({ ...f, body: e.target.value })}
          />
        </label>
      </FormShell>
      <ConfirmStep submission={send} title={t`Send this message?`}>
        {(request) => (
          <p>
            {request.audience === 'all'
              ? t`“${request.title}” goes to every account.`
              : t`“${request.title}” goes to account ${request.account ?? ''}.`}
          </p>
        )}
      </ConfirmStep>
    </section>
  )
}
