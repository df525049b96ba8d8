import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { agreementsAdminCall } from '../../../machines/agreement/calls.ts'
import { profileCall } from '../../../machines/backOffice/calls.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { ACCOUNT_TYPE_LABELS, AGREEMENT_LABELS } from '../../i18n/labels/agreement.ts'
import { formatDateTime } from '../../lib/date.ts'
import { ResultStep } from '../SubmissionSteps.tsx'
import { useAdminLoad, useAdminSubmission } from '../useAdminCall.ts'
import { UploadImage } from './UploadImage.tsx'

/**
 * Contracts in the console (issue 21; spec §6): who is a core member and an institution's code,
 * set per account (audited), and every signed agreement with its signature.
 */
export function Agreements() {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const load = useAdminLoad(agreementsAdminCall, { page, size: LIST_PAGE_SIZE })
  return (
    <section>
      <ProfileForm onSaved={load.refresh} />
      <LoadState load={load} empty={<p className="empty">{t`No contract signed yet.`}</p>}>
        {({ list, total }) => (
          <>
            <ul className="review-list" data-testid="admin-agreements">
              {list.map((a) => (
                <li key={a.contractNo} className="review-item">
                  <div className="review-facts">
                    <strong>
                      {i18n._(AGREEMENT_LABELS[a.kind])} · {a.account}
                    </strong>
                    {a.accountType && <span>{i18n._(ACCOUNT_TYPE_LABELS[a.accountType])}</span>}
                    <span>
                      {t`Phone`} {a.phone} · {t`ID number ending`} {a.idNumberTail}
                    </span>
                    <span className="muted small">
                      {a.contractNo} · {formatDateTime(a.signedAt)}
                    </span>
                  </div>
                  <UploadImage id={a.signature} label={t`Signature`} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </LoadState>
    </section>
  )
}

/** Core member, institution code and client category of one account (spec §6, issue 25). */
function ProfileForm({ onSaved }: { onSaved(): void }) {
  const { t } = useLingui()
  // Only what the operator chose is sent: a field left as it is changes nothing on the account.
  const [f, setF] = useState({
    account: '',
    coreMember: 'keep' as 'keep' | 'yes' | 'no',
    professional: 'keep' as 'keep' | 'yes' | 'no',
    institutionCode: '',
    removeCode: false,
  })
  const save = useAdminSubmission(profileCall, { onDone: onSaved })
  const request = () => ({
    account: f.account,
    ...(f.coreMember === 'keep' ? {} : { coreMember: f.coreMember === 'yes' }),
    ...(f.professional === 'keep' ? {} : { professional: f.professional === 'yes' }),
    ...(f.removeCode
      ? { institutionCode: '' }
      : f.institutionCode.trim()
        ? { institutionCode: f.institutionCode }
        : {}),
  })
  return (
    <div className="admin-form" data-testid="admin-profile">
      <ResultStep submission={save} title={t`Account profile saved`}>
        {(u) => (
          <p>
            {u.account}: {u.coreMember ? t`core member` : t`not a core member`} ·{' '}
            {u.professional ? t`professional client` : t`retail client`}
            {u.institutionCode ? ` · ${u.institutionCode}` : ''}
          </p>
        )}
      </ResultStep>
      <FormShell
        busy={save.isBusy}
        failure={save}
        submitLabel={t`Save`}
        onSubmit={() => save.submit(request())}
      >
        <Field
          label={t`Account`}
          name="account"
          value={f.account}
          onChange={(e) => setF({ ...f, account: e.target.value })}
        />
        <SelectField
          label={t`Core member`}
          name="coreMember"
          value={f.coreMember}
          options={[
            { value: 'keep' as const, label: t`As it is` },
            { value: 'yes' as const, label: t`Core member` },
            { value: 'no' as const, label: t`Not a core member` },
          ]}
          onChange={(coreMember) => setF({ ...f, coreMember })}
        />
        <SelectField
          label={t`Client category`}
          name="professional"
          value={f.professional}
          options={[
            { value: 'keep' as const, label: t`As it is` },
            { value: 'no' as const, label: t`Retail client` },
            { value: 'yes' as const, label: t`Professional client` },
          ]}
          onChange={(professional) => setF({ ...f, professional })}
        />
        <p className="muted small">
          {t`A professional client may use every leverage offered; a retail client only up to each market's cap.`}
        </p>
        <Field
          label={t`Institution code`}
          name="institutionCode"
          value={f.institutionCode}
          hint={t`Empty: as it is`}
          onChange={(e) => setF({ ...f, institutionCode: e.target.value })}
        />
        <div className="flag-toggles">
          <label>
            <input
              type="checkbox"
              name="removeCode"
              checked={f.removeCode}
              onChange={(e) => setF({ ...f, removeCode: e.target.checked })}
            />
            {t`Remove the institution code`}
          </label>
        </div>
      </FormShell>
    </div>
  )
}
