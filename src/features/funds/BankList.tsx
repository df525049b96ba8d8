import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { bankCardsCall } from '../../../machines/account/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { useLoad } from '../../lib/useCall.ts'

/** /information/bankList — the user's bank cards, and where to add one (spec §2). */
export default function BankList() {
  const { t } = useLingui()
  const cards = useLoad(bankCardsCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Bank cards`} />
      <LoadState load={cards} empty={<p className="empty">{t`No bank card is bound yet.`}</p>}>
        {(list) => (
          <ul className="list">
            {list.map((c) => (
              <li key={c.id} className="bank-card">
                <strong>{c.bankName}</strong>
                <span className="muted small">{c.branchName}</span>
                <span className="card-number">{c.masked}</span>
                <span className="small">{c.holder}</span>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <div className="stacked-actions">
        <Link className="button primary" to="/information/addBankCard">
          {t`Add bank card`}
        </Link>
        <Link className="button secondary" to="/information/usdtAddress">
          {t`USDC wallet addresses`}
        </Link>
      </div>
    </section>
  )
}
