import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { type AgreementTerms, agreementTermsCall } from '../../../machines/agreement/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { ACCOUNT_TYPE_LABELS } from '../../i18n/labels/agreement.ts'
import { formatDateTime } from '../../lib/date.ts'
import { useLoad } from '../../lib/useCall.ts'

/**
 * /information/contract — the agreements (spec §2, §6): the investment agreement with the account
 * type it set, the core-member agreement, and the signed ones.
 */
export default function Agreements() {
  const { t } = useLingui()
  const load = useLoad(agreementTermsCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Contracts`} />
      <LoadState load={load}>{(terms) => <Cards terms={terms} />}</LoadState>
      <Link className="link-button" to="/information/contractOrder">
        {t`Signed contracts`}
      </Link>
    </section>
  )
}

function Cards({ terms }: { terms: AgreementTerms }) {
  const { t, i18n } = useLingui()
  const { investment, coreMember } = terms.latest
  return (
    <ul className="list">
      <li className="card" data-testid="agreement-investment">
        <header className="screen-head">
          <strong>{t`Investment agreement`}</strong>
          <span className="badge">{investment ? t`Signed` : t`Not signed`}</span>
        </header>
        <dl className="stats">
          <Stat label={t`Account type`}>
            <span data-testid="account-type">
              {i18n._(ACCOUNT_TYPE_LABELS[terms.facts.accountType])}
            </span>
          </Stat>
          {investment && <Stat label={t`Signed at`}>{formatDateTime(investment.signedAt)}</Stat>}
        </dl>
        <Link className="button secondary" to="/information/contract1">
          {investment ? t`Read or sign again` : t`Read and sign`}
        </Link>
      </li>
      <li className="card" data-testid="agreement-coreMember">
        <header className="screen-head">
          <strong>{t`Core-member agreement`}</strong>
          <span className="badge">{coreMember ? t`Signed` : t`Not signed`}</span>
        </header>
        {terms.facts.coreMember ? (
          <Link className="button secondary" to="/information/contract2">
            {coreMember ? t`Read or sign again` : t`Read and sign`}
          </Link>
        ) : (
          <p className="muted small">{t`For core members only. The operator names them.`}</p>
        )}
      </li>
    </ul>
  )
}
