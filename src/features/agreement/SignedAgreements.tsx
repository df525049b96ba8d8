import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { agreementMineCall } from '../../../machines/agreement/calls.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { Stat } from '../../components/Stat.tsx'
import { ACCOUNT_TYPE_LABELS, AGREEMENT_LABELS } from '../../i18n/labels/agreement.ts'
import { formatDateTime } from '../../lib/date.ts'
import { useLoad } from '../../lib/useCall.ts'

/** /information/contractOrder — the signed contracts, newest first (spec §2). */
export default function SignedAgreements() {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const load = useLoad(agreementMineCall, { page, size: LIST_PAGE_SIZE })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Signed contracts`} />
      <LoadState load={load} empty={<p className="empty">{t`No contract signed yet.`}</p>}>
        {({ list, total }) => (
          <>
            <ul className="list" data-testid="signed-agreements">
              {list.map((a) => (
                <li key={a.contractNo} className="card" data-testid="signed-agreement">
                  <strong>{i18n._(AGREEMENT_LABELS[a.kind])}</strong>
                  <dl className="stats">
                    {a.accountType && (
                      <Stat label={t`Account type`}>
                        {i18n._(ACCOUNT_TYPE_LABELS[a.accountType])}
                      </Stat>
                    )}
                    <Stat label={t`Phone`}>{`••••${a.phoneTail}`}</Stat>
                    <Stat label={t`Signed at`}>{formatDateTime(a.signedAt)}</Stat>
                    <Stat label={t`Number`}>{a.contractNo}</Stat>
                  </dl>
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
