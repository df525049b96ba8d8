import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from 'react-router'
import { kycEntryRefusal } from '../../../machines/funds/kyc.ts'
import type { KycStatus } from '../../../machines/funds/withdrawalGate.ts'
import { AssetsCard } from '../../components/AssetsCard.tsx'
import { BackBar } from '../../components/BackBar.tsx'
import { ChevronIcon } from '../../components/icons.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { PullToRefresh } from '../../components/PullToRefresh.tsx'
import { QuickFunctions } from '../../components/QuickFunctions.tsx'
import { CustomerServiceLink, LogoutButton } from '../../components/SessionLinks.tsx'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { useServices } from '../../lib/services.ts'
import { useAssets } from '../../lib/useAssets.ts'
import { useMarket } from '../../lib/useMarket.ts'

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

function AccountMenu({ kyc }: { kyc: KycStatus | null }) {
  const { t, i18n } = useLingui()
  const { toast, accountLinks } = useServices()
  const navigate = useNavigate()
  const openKyc = () => {
    const refusal = kyc ? kycEntryRefusal(kyc) : null
    if (refusal) toast.show(translateRefusal(i18n, { code: refusal }, ''))
    else navigate('/information/authInfo')
  }
  const entry = (to: string, label: string) => (
    <Link to={to} key={to}>
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
      {accountLinks.map((link) => entry(link.path, i18n._(link.label)))}
      {entry('/information/loginPass', t`Change login password`)}
      {entry('/information/fundPass', t`Set payment password`)}
      {entry('/information/changeLang', t`Change language`)}
      {entry('/information/setting', t`Settings`)}
      {entry('/information/aboutUs', t`About us`)}
      {entry('/information/aboutInfo?doc=agreement', t`User agreement`)}
      {entry('/information/aboutInfo?doc=privacy', t`Privacy policy`)}
      <CustomerServiceLink />
      <LogoutButton label={t`Log out`} />
    </nav>
  )
}
