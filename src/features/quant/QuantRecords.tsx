import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { quantRecordsCall } from '../../../machines/quant/calls.ts'
import { quantTransferHasTag } from '../../../machines/quant/transfer.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { useLoad } from '../../app/useCall.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { Stat } from '../../components/Stat.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'

/** /home/quantifyRecond — the transfers between the balance and the quant account, newest first. */
export default function QuantRecords() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const records = useLoad(quantRecordsCall, { page, size: LIST_PAGE_SIZE })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Transfer records`} />
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
    </section>
  )
}
