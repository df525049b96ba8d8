import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Link } from 'react-router-dom'
import { useServices } from '../../app/services.ts'
import { ChevronIcon, UserIcon } from '../../components/icons.tsx'
import { LoadState } from '../../components/LoadState.tsx'
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
  const { session, config } = useServices()
  const busy = useSelector(session, (s) => s.hasTag('busy'))
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
              <span className={user.is_true === 1 ? 'badge ok' : 'badge'}>
                {user.is_true === 1 ? t`Real name verified` : t`Real name not verified`}
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
        {config.service && (
          <a href={config.service} target="_blank" rel="noreferrer">
            {t`Customer service`} <ChevronIcon />
          </a>
        )}
        <button
          type="button"
          className="danger"
          disabled={busy}
          onClick={() => session.send({ type: 'session.logout' })}
        >
          {busy ? t`Logging out…` : t`Log out`}
        </button>
      </nav>
    </section>
  )
}
