import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AnswerOf } from '../../../machines/contract/call.ts'
import { recordsCall } from '../../../machines/funds/calls.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { useLoad } from '../../app/useCall.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { formatAmount, profitClass } from '../../lib/money.ts'
import { DEPOSIT_STATE_LABELS, LEDGER_KIND_LABELS, WITHDRAWAL_STATE_LABELS } from './labels.ts'

export type RecordKind = 'trade' | 'recharge' | 'withdraw'
type RecordRow = AnswerOf<typeof recordsCall>['list'][number]

/** What a row was: a ledger row by its kind, a deposit or a withdrawal by its review state. */
function titleOf(row: RecordRow): MessageDescriptor {
  if ('kind' in row) return LEDGER_KIND_LABELS[row.kind] ?? { id: row.kind }
  const labels = 'method' in row ? WITHDRAWAL_STATE_LABELS : DEPOSIT_STATE_LABELS
  return labels[row.state] ?? { id: row.state }
}

/** One tab of the transaction records (spec §2): ledger rows, deposits or withdrawals, 10 a page. */
export function RecordList({ kind }: { kind: RecordKind }) {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const records = useLoad(recordsCall, { kind, page, size: LIST_PAGE_SIZE })
  return (
    <LoadState load={records} empty={<p className="empty">{t`No records yet.`}</p>}>
      {({ list, total, size }) => (
        <>
          <ul className="list record-list" data-testid={`records-${kind}`}>
            {list.map((row) => (
              <li key={row.id} className="list-row record-row">
                <div>
                  <strong>{i18n._(titleOf(row))}</strong>
                  <div className="muted small">{formatDateTime(row.createdAt)}</div>
                  {row.orderNo ? <div className="muted small">{row.orderNo}</div> : null}
                  {'method' in row ? <div className="muted small">{row.method}</div> : null}
                  {'reason' in row && row.reason ? (
                    <div className="down small">{row.reason}</div>
                  ) : null}
                </div>
                <strong className={profitClass(row.amount)}>
                  {formatAmount(row.amount, row.currency)}
                </strong>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={Math.ceil(total / size)} onPage={setPage} />
        </>
      )}
    </LoadState>
  )
}
