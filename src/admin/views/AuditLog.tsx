import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type AuditEntry, auditListCall } from '../../../machines/backOffice/calls.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { formatDateTime } from '../../lib/date.ts'
import {
  actionLabel,
  fieldLabel,
  formatAuditValue,
  recordLabel,
  UPLOAD_LABELS,
} from '../auditLabels.ts'
import { useAdminLoad } from '../useAdminCall.ts'
import { UploadImage } from './UploadImage.tsx'

/**
 * The append-only audit log, one readable line per action: when, who, what, on which record and
 * account, and the fields that changed; uploads by name; the record as logged behind "Details".
 */
export function AuditLog() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const log = useAdminLoad(auditListCall, { page, size: LIST_PAGE_SIZE })
  return (
    <LoadState load={log} empty={<p className="empty">{t`No back-office action yet.`}</p>}>
      {({ list, total }) => (
        <>
          <ul className="audit-table">
            {list.map((e) => (
              <AuditLine key={e.id} entry={e} />
            ))}
          </ul>
          <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </LoadState>
  )
}

function AuditLine({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useLingui()
  const [shown, setShown] = useState<string | null>(null)
  const record = recordLabel(i18n, entry.record)
  return (
    <li className="audit-entry" data-action={entry.action}>
      <div className="audit-line">
        <strong>{actionLabel(i18n, entry.action)}</strong>
        <span>{record}</span>
        {entry.account && entry.record.kind !== 'user' ? (
          <span>{t`Account ${entry.account}`}</span>
        ) : null}
        <span className="muted small">
          {formatDateTime(entry.createdAt)} · {entry.admin}
        </span>
      </div>
      {entry.changes.length > 0 ? (
        <dl className="audit-changes">
          {entry.changes.map((c) => (
            <div key={c.field}>
              <dt>{fieldLabel(i18n, c.field)}</dt>
              <dd>
                {formatAuditValue(i18n, entry, c.field, c.before)} →{' '}
                {formatAuditValue(i18n, entry, c.field, c.after)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {entry.uploads.length > 0 ? (
        <div className="audit-uploads">
          {entry.uploads.map((u) =>
            shown === u.id ? (
              <UploadImage key={u.id} id={u.id} label={i18n._(UPLOAD_LABELS[u.field])} />
            ) : (
              <button key={u.id} type="button" className="text-link" onClick={() => setShown(u.id)}>
                {i18n._(UPLOAD_LABELS[u.field])}
              </button>
            ),
          )}
        </div>
      ) : null}
      <details className="audit-details">
        <summary>{t`Details`}</summary>
        <p className="small">
          <code>{entry.action}</code> · <code>{entry.target}</code>
        </p>
        <div className="audit-json">
          <div>
            <span className="small muted">{t`Before`}</span>
            <code className="json">{entry.before ?? '—'}</code>
          </div>
          <div>
            <span className="small muted">{t`After`}</span>
            <code className="json">{entry.after ?? '—'}</code>
          </div>
        </div>
      </details>
    </li>
  )
}
