import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { adminPlanListCall } from '../../../machines/plans/calls.ts'
import type { PlanState } from '../../../machines/plans/plan.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { formatDay } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { useAdminLoad } from '../useAdminCall.ts'

const FILTERS = ['active', 'paused', 'all'] as const

/**
 * Savings plans (issue 52 item 5): every plan with its owner, value, what was put in, its fees and
 * its last run. The minimum contribution is a site setting; a plan's fees are its trade group's.
 */
export function SavingsPlans() {
  const { t } = useLingui()
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('active')
  const [page, setPage] = useState(1)
  const load = useAdminLoad(adminPlanListCall, {
    ...(filter === 'all' ? {} : { state: filter }),
    page,
    size: LIST_PAGE_SIZE,
  })
  const states: Record<PlanState, string> = {
    active: t({ message: 'Active', context: 'savings plan' }),
    paused: t({ message: 'Paused', context: 'savings plan' }),
    closing: t({ message: 'Closing', context: 'savings plan' }),
    closed: t({ message: 'Closed', context: 'savings plan' }),
  }
  const runStates = {
    scheduled: t({ message: 'Waiting', context: 'savings plan run' }),
    executed: t({ message: 'Executed', context: 'savings plan run' }),
    partlyExecuted: t({ message: 'Partly executed', context: 'savings plan run' }),
    skipped: t({ message: 'Skipped', context: 'savings plan run' }),
  }
  return (
    <section>
      <SegmentedTabs
        label={t`Savings plans`}
        choices={[
          { value: 'active', label: states.active },
          { value: 'paused', label: states.paused },
          { value: 'all', label: t`All` },
        ]}
        selected={filter}
        onSelect={(value) => {
          setFilter(value)
          setPage(1)
        }}
      />
      <LoadState load={load} empty={<p className="empty">{t`No savings plan here.`}</p>}>
        {({ list, total }) => (
          <>
            <table className="admin-table" data-testid="admin-plans">
              <thead>
                <tr>
                  <th>{t`Account`}</th>
                  <th>{t`Plan`}</th>
                  <th>{t`Status`}</th>
                  <th>{t`Per run`}</th>
                  <th>{t`Value`}</th>
                  <th>{t`Net invested`}</th>
                  <th>{t`Fees paid`}</th>
                  <th>{t`Last run`}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((p) => (
                  <tr key={p.id} data-state={p.state}>
                    <td>{p.account}</td>
                    <td>{p.name}</td>
                    <td>{states[p.state]}</td>
                    <td>{formatAmount(p.amount, p.currency)}</td>
                    <td>{formatAmount(p.value, p.currency)}</td>
                    <td>{formatAmount(p.netInvested, p.currency)}</td>
                    <td>{formatAmount(p.fees, p.currency)}</td>
                    <td>
                      {p.lastRunDay === null || p.lastRunState === null
                        ? '—'
                        : `${formatDay(p.lastRunDay)} · ${runStates[p.lastRunState]}`}
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
