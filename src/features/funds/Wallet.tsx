import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { balancesCall } from '../../../machines/account/calls.ts'
import { AssetsCard } from '../../components/AssetsCard.tsx'
import { ChevronIcon } from '../../components/icons.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { PullToRefresh } from '../../components/PullToRefresh.tsx'
import { QuickFunctions } from '../../components/QuickFunctions.tsx'
import { CustomerServiceLink, LogoutButton } from '../../components/SessionLinks.tsx'
import { formatAmount } from '../../lib/money.ts'
import { useAssets } from '../../lib/useAssets.ts'
import { useLoad } from '../../lib/useCall.ts'
import { useMarket } from '../../lib/useMarket.ts'

/**
 * /information/wallet — tab 4 (spec §2): the assets of the market chosen in the top bar, which
 * here also offers USDC, every currency held, the quick functions and the account menu.
 */
export default function Wallet() {
  const { t } = useLingui()
  const market = useMarket()
  const assets = useAssets(market)
  const balances = useLoad(balancesCall, {})
  return (
    <section className="screen">
      <PullToRefresh onRefresh={() => Promise.all([assets.refresh(), balances.refresh()])}>
        <LoadState load={assets}>{(data) => <AssetsCard data={data} />}</LoadState>
        <QuickFunctions />
        <h2 className="section-title">{t`Balances`}</h2>
        <LoadState
          load={balances}
          empty={
            <p className="empty">{t`No money in the account yet. Make a deposit to start.`}</p>
          }
        >
          {(list) => (
            <ul className="list" data-testid="balances">
              {list.map((b) => (
                <li key={b.currency} className="list-row">
                  <strong>{b.currency}</strong>
                  <span>
                    {formatAmount(b.available, b.currency)}
                    {b.frozen !== '0.00' ? (
                      <span className="muted small">
                        {' '}
                        · {t`frozen`} {formatAmount(b.frozen, b.currency)}
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
        <nav className="menu">
          <Link to="/information/index">
            {t`My account`} <ChevronIcon />
          </Link>
          <Link to="/information/changeLang">
            {t`Change language`} <ChevronIcon />
          </Link>
          <CustomerServiceLink />
          <LogoutButton label={t`Log out`} />
        </nav>
      </PullToRefresh>
    </section>
  )
}
