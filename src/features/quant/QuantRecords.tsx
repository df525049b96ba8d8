import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { quantRecordsCall } from '../../../machines/quant/calls.ts'
import { quantOrdersCall } from '../../../machines/quant/strategyCalls.ts'
import { quantTransferHasTag } from '../../../machines/quant/transfer.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { Stat } from '../../components/Stat.tsx'
import { withDemoMark } from '../../i18n/demoMark.ts'
import { formatDateTime } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { useLoad } from '../../lib/useCall.ts'
import { OrderRow } from './AllocationDetail.tsx'

/**
 * /home/quantifyRecond — the quant account's history (spec §2: trade history): the transfers
 * between the balance and the quant account, and the orders its strategies placed, newest first.
 */
export default function QuantRecords() {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'orders' ? 'orders' : 'transfers'
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Quant account records`} />
      <SegmentedTabs
        label={t`Records`}
        choices={[
          { value: 'transfers' as const, label: t`Transfers` },
          { value: 'orders' as const, label: t`Strategy orders` },
        ]}
        selected={tab}
        onSelect={(value) => setParams({ tab: value }, { replace: true })}
      />
      {tab === 'orders' ? <StrategyOrders key="orders" /> : <Transfers key="transfers" />}
    </section>
  )
}

/** Every order the user's strategies placed, with the strategy that placed it. */
function StrategyOrders() {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const orders = useLoad(quantOrdersCall, { page, size: LIST_PAGE_SIZE })
  return (
    <LoadState
      load={orders}
      empty={
        <div className="empty">
          <p>{t`No strategy has placed an order yet.`}</p>
          <Link className="button secondary" to="/home/quantifyDetail">
            {t`AI quant`}
          </Link>
        </div>
      }
    >
      {({ list, total }) => (
        <>
          <ul className="list">
            {list.map((o) => (
              <li key={o.orderNo} className="card">
                <Link to={`/home/quantifyDetail?allocation=${o.allocationNo}`}>
                  <strong>{withDemoMark(i18n, o.strategyName)}</strong>
                </Link>
                <ul className="list">
                  <OrderRow order={o} />
                </ul>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </LoadState>
  )
}

/** The transfers between the balance and the quant account. */
function Transfers() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const records = useLoad(quantRecordsCall, { page, size: LIST_PAGE_SIZE })
  return (
    <LoadState
      load={records}
      empty={
        <div className="empty">
          <p>{t`No transfer to or from the quant account yet.`}</p>
          <Link className="button secondary" to="/home/quantifyTrading">
            {t`Quantitative trading`}
          </Link>
        </div>
      }
    >
      {({ list, total }) => (
        <>
          <ul className="list">
            {list.map((r) => {
              const pending = quantTransferHasTag(r.state, 'pending')
              return (
                <li
                  key={r.transferNo}
                  className="card"
                  data-testid="quant-record"
                  data-state={r.state}
                >
                  <header className="screen-head">
                    <strong>
                      {r.direction === 'in' ? t`Into the quant account` : t`Back to the balance`}
                    </strong>
                    <span className="badge">
                      {pending
                        ? t`Withdrawing`
                        : r.direction === 'in'
                          ? t({ message: 'Done', context: 'quant transfer' })
                          : t`Arrived`}
                    </span>
                  </header>
                  <dl className="stats">
                    <Stat label={t`Amount`}>{formatAmount(r.amount, r.currency)}</Stat>
                    <Stat label={t`Requested at`}>{formatDateTime(r.createdAt)}</Stat>
                    {r.arrivesAt !== null && (
                      <Stat label={pending ? t`Arrives` : t`Arrived at`}>
                        {formatDateTime(r.arrivedAt ?? r.arrivesAt)}
                      </Stat>
                    )}
                    <Stat label={t`Number`}>{r.transferNo}</Stat>
                  </dl>
                </li>
              )
            })}
          </ul>
          <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </LoadState>
  )
}
