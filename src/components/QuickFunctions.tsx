import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'

/** The quick links under the assets card: deposit, withdraw, bank cards, records (spec §2). */
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
