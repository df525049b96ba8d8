import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { loanRecordsCall } from '../../../machines/credit/calls.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { Stat } from '../../components/Stat.tsx'
import { LOAN_STATE_LABELS } from '../../i18n/labels/credit.ts'
import { formatDateTime } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { useLoad } from '../../lib/useCall.ts'

/** /information/loanRecord — spec §2 loan record: every loan with what was lent, owed and repaid. */
export default function LoanRecord() {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const records = useLoad(loanRecordsCall, { page, size: LIST_PAGE_SIZE })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Loan records`} />
      <LoadState load={records} empty={<p className="empty">{t`You have no loans yet.`}</p>}>
        {({ list, total }) => (
          <>
            <ul className="list">
              {list.map((l) => (
                <li key={l.loanNo} className="card" data-testid="loan-record" data-state={l.state}>
                  <header className="screen-head">
                    <small className="muted">{l.loanNo}</small>
                    <span className="badge">{i18n._(LOAN_STATE_LABELS[l.state])}</span>
                  </header>
                  <dl className="stats">
                    <Stat label={t`Amount`}>{formatAmount(l.principal, l.currency)}</Stat>
                    <Stat label={t`Outstanding`}>{formatAmount(l.outstanding, l.currency)}</Stat>
                    <Stat label={t`Interest`}>{formatAmount(l.interest, l.currency)}</Stat>
                    <Stat label={t`Repaid`}>{formatAmount(l.repaid, l.currency)}</Stat>
                    <Stat label={t`Requested at`}>{formatDateTime(l.createdAt)}</Stat>
                  </dl>
                  {l.reason && <p className="muted">{t`Reason: ${l.reason}`}</p>}
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </LoadState>
    </section>
  )
}
