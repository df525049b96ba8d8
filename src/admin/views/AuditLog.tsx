import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { auditListCall } from '../../../machines/backOffice/calls.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { useAdminLoad } from '../useAdminCall.ts'

/** The append-only audit log: who did what to which record, when, before and after. */
export function AuditLog() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const log = useAdminLoad(auditListCall, { page, size: LIST_PAGE_SIZE })
  return (
    <LoadState load={log} empty={<p className="empty">{t`No back-office action yet.`}</p>}>
      {({ list, total }) => (
        <>
          <table className="audit-table">
            <thead>
              <tr>
                <th>{t`When`}</th>
                <th>{t`Who`}</th>
                <th>{t`Action`}</th>
                <th>{t`Record`}</th>
                <th>{t`Before`}</th>
                <th>{t`After`}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((e) => (
                <tr key={e.id}>
                  <td>{formatDateTime(e.createdAt)}</td>
                  <td>{e.admin}</td>
                  <td>
                    <code>{e.action}</code>
                  </td>
                  <td>{e.target}</td>
                  <td>
                    <code className="json">{e.before ?? '—'}</code>
                  </td>
                  <td>
                    <code className="json">{e.after ?? '—'}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </LoadState>
  )
}
