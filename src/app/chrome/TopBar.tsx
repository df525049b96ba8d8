import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import { messageUnreadCall } from '../../../machines/messages/calls.ts'
import { BellIcon, SearchIcon, UserIcon } from '../../components/icons.tsx'
import { useLoad } from '../../lib/useLoad.ts'
import { isBuiltRoute } from '../routes.ts'
import { MarketSwitcher } from './MarketSwitcher.tsx'
import { UserCentrePopup } from './UserCentrePopup.tsx'

/**
 * spec §2 Top bar: user centre, market switcher, search and messages. Search and messages
 * appear once their screens exist (Markets and Money work), never as dead links.
 */
export function TopBar() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <header className="top-bar">
      <button
        type="button"
        className="icon-button"
        aria-label={t`User centre`}
        onClick={() => setOpen(true)}
      >
        <UserIcon />
      </button>
      <MarketSwitcher />
      <div className="top-bar-end">
        {isBuiltRoute('/favorite/search') && (
          <Link className="icon-button" to="/favorite/search" aria-label={t`Search`}>
            <SearchIcon />
          </Link>
        )}
        {isBuiltRoute('/information/userInfo') && <Bell />}
      </div>
      {open && <UserCentrePopup onClose={() => setOpen(false)} />}
    </header>
  )
}

/** The bell: to the inbox, with how many messages are unread (issue 21). */
function Bell() {
  const { t } = useLingui()
  const load = useLoad(messageUnreadCall, {})
  const unread = load.data?.unread ?? 0
  return (
    <Link
      className="icon-button bell"
      to="/information/userInfo"
      aria-label={unread > 0 ? t`Messages, ${unread} unread` : t`Messages`}
      data-testid="bell"
    >
      <BellIcon />
      {unread > 0 && (
        <span className="bell-count" data-testid="bell-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  )
}
