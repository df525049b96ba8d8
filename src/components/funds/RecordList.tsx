import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import {
  DEPOSIT_STATE_LABELS,
  LEDGER_KIND_LABELS,
  WITHDRAWAL_STATE_LABELS,
} from '../../funds/labels.ts'
import { formatDateTime } from '../../lib/date.ts'
import { formatAmount, profitClass } from '../../lib/money.ts'
import { useApiData } from '../../lib/useApiData.ts'
import { LoadState } from '../LoadState.tsx'
import { Pagination } from '../Pagination.tsx'

export type RecordKind = 'trade' | 'recharge' | 'withdraw'

interface RecordRow {
  id: number
  orderNo: string | null
  currency: string
  amount: string
  createdAt: string
  kind?: string
  state?: string
  reason?: string | null
  method?: string
}

/** One tab of the transaction records (spec §2): ledger rows, deposits or withdrawals, 10 a page. */
export function RecordList({ kind }: { kind: RecordKind }) {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const records = useApiData<{ list: RecordRow[]; total: number }>('funds/records', {
    kind,
    page,
    size: LIST_PAGE_SIZE,
  })
  const title = (row: RecordRow) =>
    kind === 'trade'
      ? i18n._(LEDGER_KIND_LABELS[row.kind ?? ''] ?? { id: row.kind ?? '' })
      : i18n._(
          (kind === 'recharge' ? DEPOSIT_STATE_LABELS : WITHDRAWAL_STATE_LABELS)[
            row.state ?? ''
          ] ?? { id: row.state ?? '' },
        )
  return (
    <LoadState load={records}>
      {({ list, total }) =>
        list.length === 0 ? (
          <p className="empty">{t`No records yet.`}</p>
        ) : (
          <>
            <ul className="list record-list" data-testid={`records-${kind}`}>
              {list.map((row) => (
                <li key={row.id} className="list-row record-row">
                  <div>
                    <strong>{title(row)}</strong>
                    <div className="muted small">{formatDateTime(row.createdAt)}</div>
                    {row.orderNo ? <div className="muted small">{row.orderNo}</div> : null}
                    {row.method ? <div className="muted small">{row.method}</div> : null}
                    {row.reason ? <div className="down small">{row.reason}</div> : null}
                  </div>
                  <strong className={profitClass(row.amount)}>
                    {formatAmount(row.amount, row.currency)}
                  </strong>
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={setPage} />
          </>
        )
      }
    </LoadState>
  )
}
