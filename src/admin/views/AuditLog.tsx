import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { useAdminData } from '../useAdminData.ts'

interface AuditEntry {
  id: number
  admin: string
  action: string
  target: string
  before: string | null
  after: string | null
  createdAt: string
}

/** The append-only audit log: who did what to which record, when, before and after. */
export function AuditLog() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const log = useAdminData<{ list: AuditEntry[]; total: number }>('audit/list', {
    page,
    size: LIST_PAGE_SIZE,
  })
  return (
    <LoadState load={log}>
      {({ list, total }) =>
        list.length === 0 ? (
          <p className="empty">{t`No back-office action yet.`}</p>
        ) : (
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
        )
      }
    </LoadState>
  )
}
