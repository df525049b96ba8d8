import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { quantTransfersAdminCall } from '../../../machines/backOffice/quantTransfers.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { useAdminLoad } from '../useAdminCall.ts'

const FILTERS = ['withdrawing', 'all'] as const

/**
 * The quant accounts' transfers (issue 20): those on their way to a balance first (they arrive
 * T+2 by the server's job, nothing to decide), or all of them, newest first.
 */
export function QuantTransfers() {
  const { t } = useLingui()
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('withdrawing')
  const [page, setPage] = useState(1)
  const load = useAdminLoad(quantTransfersAdminCall, {
    ...(filter === 'withdrawing' ? { state: 'withdrawing' as const } : {}),
    page,
    size: LIST_PAGE_SIZE,
  })
  return (
    <section>
      <SegmentedTabs
        label={t`Quant transfers`}
        choices={[
          { value: 'withdrawing', label: t`On their way to a balance` },
          { value: 'all', label: t`All` },
        ]}
        selected={filter}
        onSelect={(value) => {
          setFilter(value)
          setPage(1)
        }}
      />
      <LoadState load={load} empty={<p className="empty">{t`No quant transfer here.`}</p>}>
        {({ list, total }) => (
          <>
            <table className="admin-table" data-testid="admin-quant-transfers">
              <thead>
                <tr>
                  <th>{t`Number`}</th>
                  <th>{t`Account`}</th>
                  <th>{t`Direction`}</th>
                  <th>{t`Amount`}</th>
                  <th>{t`Requested at`}</th>
                  <th>{t`Arrives`}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((r) => (
                  <tr key={r.transferNo} data-state={r.state}>
                    <td>{r.transferNo}</td>
                    <td>{r.account}</td>
                    <td>
                      {r.direction === 'in' ? t`Into the quant account` : t`Back to the balance`}
                    </td>
                    <td>{formatAmount(r.amount, r.currency)}</td>
                    <td>{formatDateTime(r.createdAt)}</td>
                    <td>
                      {r.arrivesAt === null
                        ? '—'
                        : formatDateTime(r.arrivedAt ?? r.arrivesAt) +
                          (r.arrivedAt ? ` (${t`arrived`})` : '')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </LoadState>
    </section>
  )
}
