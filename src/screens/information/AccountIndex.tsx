import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from 'react-router-dom'
import { isKycVerified, kycEntryRefusal } from '../../../machines/funds/kyc.ts'
import type { KycStatus } from '../../../machines/funds/withdrawalGate.ts'
import { CREDIT_CURRENCY } from '../../../machines/rules.ts'
import { useServices } from '../../app/services.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ChevronIcon, UserIcon } from '../../components/icons.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { PullToRefresh } from '../../components/PullToRefresh.tsx'
import { CustomerServiceLink, LogoutButton } from '../../components/SessionLinks.tsx'
import { KYC_BADGE_LABELS } from '../../funds/labels.ts'
import { type AccountAssets, useAssets } from '../../funds/useAssets.ts'
import { useMarket } from '../../funds/useFundsActions.ts'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { formatAmount, profitClass } from '../../lib/money.ts'

/**
 * /information/index — the account page (spec §2): real name or account, total assets,
 * available, profit and frozen in the chosen market, the exchange button, the quick functions,
 * the menu and logout; pull down to refresh.
 */
export default function AccountIndex() {
  const { t } = useLingui()
  const market = useMarket()
  const assets = useAssets(market)
  return (
    <section className="screen sub-screen">
      <BackBar title={t`My account`} />
      <PullToRefresh onRefresh={assets.refresh}>
        <LoadState load={assets}>{(data) => <AssetsCard data={data} />}</LoadState>
        <QuickFunctions />
        <AccountMenu kyc={assets.data?.kyc ?? null} />
      </PullToRefresh>
    </section>
  )
}

export function AssetsCard({ data }: { data: AccountAssets }) {
  const { t, i18n } = useLingui()
  const money = (value: string) => formatAmount(value, data.currency)
  return (
    <div className="assets-card" data-testid="assets-card">
      <div className="assets-who">
        <UserIcon />
        <div>
          <strong data-testid="account-name">{data.realname || data.account}</strong>
          <span className={isKycVerified(data.kyc) ? 'badge ok' : 'badge'}>
            {i18n._(KYC_BADGE_LABELS[data.kyc])}
          </span>
        </div>
      </div>
      <div className="assets-total">
        <span>{t`Total assets`}</span>
        <strong data-testid="total-assets">{money(data.total)}</strong>
      </div>
      <dl className="assets-grid">
        <div>
          <dt>{t`Available`}</dt>
          <dd data-testid="available">{money(data.available)}</dd>
        </div>
        <div>
          <dt>{t`Profit`}</dt>
          <dd className={profitClass(data.profit)}>{money(data.profit)}</dd>
        </div>
        <div>
          <dt>{t`Frozen`}</dt>
          <dd>{money(data.frozen)}</dd>
        </div>
        {data.borrowed !== '0.00' && (
          <div>
            <dt>{t`Borrowed`}</dt>
            <dd data-testid="borrowed">{formatAmount(data.borrowed, CREDIT_CURRENCY)}</dd>
          </div>
        )}
      </dl>
      <Link className="button secondary exchange-button" to="/information/exChange">
        {t`Currency exchange`}
      </Link>
    </div>
  )
}

export function QuickFunctions() {
  const { t } = useLingui()
  return (
    <nav className="quick-functions" aria-label={t`Quick functions`}>
      <Link to="/information/recharge">{t`Deposit`}</Link>
      <Link to="/information/cashOut">{t`Withdraw`}</Link>
      <Link to="/information/bankList">{t`Bank cards`}</Link>
      <Link to="/information/fundRecord">{t`Records`}</Link>
    </nav>
  )
}

function AccountMenu({ kyc }: { kyc: KycStatus | null }) {
  const { t, i18n } = useLingui()
  const { toast } = useServices()
  const navigate = useNavigate()
  const openKyc = () => {
    const refusal = kyc ? kycEntryRefusal(kyc) : null
    if (refusal) toast.show(translateRefusal(i18n, { code: refusal }, ''))
    else navigate('/information/authInfo')
  }
  const entry = (to: string, label: string) => (
    <Link to={to}>
      {label} <ChevronIcon />
    </Link>
  )
  return (
    <nav className="menu">
      {entry('/information/recharge', t`Deposit information`)}
      {entry('/information/cashOut', t`Withdrawal`)}
      {entry('/information/bankList', t`Account management`)}
      <button type="button" onClick={openKyc}>
        {t`Real-name verification`} <ChevronIcon />
      </button>
      {entry('/information/fundRecord', t`Transaction records`)}
      {entry('/information/loanRating', t`Credit rating`)}
      {entry('/trade/creditLoan', t`Credit loan`)}
      {entry('/information/loginPass', t`Change login password`)}
      {entry('/information/fundPass', t`Set payment password`)}
      {entry('/information/changeLang', t`Change language`)}
      <CustomerServiceLink />
      <LogoutButton label={t`Log out`} />
    </nav>
  )
}
