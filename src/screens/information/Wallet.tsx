import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { isRealNameVerified } from '../../../machines/session/guards.ts'
import { ChevronIcon, UserIcon } from '../../components/icons.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { CustomerServiceLink, LogoutButton } from '../../components/SessionLinks.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { useApiData } from '../../lib/useApiData.ts'

interface UserInfo {
  account: string
  realname: string
  is_true: 0 | 1
  createdAt: string
}

/**
 * /information/wallet — tab 4: who is logged in (spec §7 getUserinfo) and the account menu.
 * Balances and the money menu arrive with the Money work.
 */
export default function Wallet() {
  const { t } = useLingui()
  const info = useApiData<UserInfo>('user/getUserinfo', {})
  return (
    <section className="screen">
      <LoadState load={info}>
        {(user) => (
          <div className="account-card">
            <UserIcon />
            <div>
              <strong data-testid="account-name">{user.realname || user.account}</strong>
              <div className="muted small">{user.realname ? user.account : null}</div>
              <span className={isRealNameVerified(user) ? 'badge ok' : 'badge'}>
                {isRealNameVerified(user) ? t`Real name verified` : t`Real name not verified`}
              </span>
              <div className="muted small">{t`Member since ${formatDateTime(user.createdAt)}`}</div>
            </div>
          </div>
        )}
      </LoadState>
      <nav className="menu">
        <Link to="/information/changeLang">
          {t`Change language`} <ChevronIcon />
        </Link>
        <CustomerServiceLink />
        <LogoutButton label={t`Log out`} />
      </nav>
    </section>
  )
}
