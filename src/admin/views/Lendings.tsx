import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { lendingsAdminCall } from '../../../machines/backOffice/lendings.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { useAdminLoad } from '../useAdminCall.ts'

const FILTERS = ['inProgress', 'success', 'all'] as const

/**
 * Stock lending (issue 20): the offers waiting for the pool, the shares lent, or all, with what
 * each has earned. The pool decides by its job; the channel, quota and fee are trading settings.
 */
export function Lendings() {
  const { t } = useLingui()
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('success')
  const [page, setPage] = useState(1)
  const load = useAdminLoad(lendingsAdminCall, {
    ...(filter === 'all' ? {} : { state: filter }),
    page,
    size: LIST_PAGE_SIZE,
  })
  const states = {
    inProgress: t({ message: 'In progress', context: 'stock lending' }),
    success: t({ message: 'Lent', context: 'stock lending' }),
    failed: t({ message: 'Failed', context: 'stock lending' }),
    finished: t({ message: 'Finished', context: 'stock lending' }),
  }
  return (
    <section>
      <SegmentedTabs
        label={t`Stock lending`}
        choices={[
          { value: 'inProgress', label: states.inProgress },
          { value: 'success', label: states.success },
          { value: 'all', label: t`All` },
        ]}
        selected={filter}
        onSelect={(value) => {
          setFilter(value)
          setPage(1)
        }}
      />
      <LoadState load={load} empty={<p className="empty">{t`No lending here.`}</p>}>
        {({ list, total }) => (
          <>
            <table className="admin-table" data-testid="admin-lendings">
              <thead>
                <tr>
                  <th>{t`Number`}</th>
                  <th>{t`Account`}</th>
                  <th>{t`Share`}</th>
                  <th>{t`Lots`}</th>
                  <th>{t`Status`}</th>
                  <th>{t({ message: 'Earned', context: 'lending fee paid' })}</th>
                  <th>{t`Offered at`}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((l) => (
                  <tr key={l.loanNo} data-state={l.state}>
                    <td>{l.loanNo}</td>
                    <td>{l.account}</td>
                    <td>{l.code}</td>
                    <td>{l.lots}</td>
                    <td>{states[l.state]}</td>
                    <td>{formatAmount(l.earned, l.currency)}</td>
                    <td>{formatDateTime(l.createdAt)}</td>
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
