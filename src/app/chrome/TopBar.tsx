import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { BellIcon, SearchIcon, UserIcon } from '../../components/icons.tsx'
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
        {isBuiltRoute('/information/userInfo') && (
          <Link className="icon-button" to="/information/userInfo" aria-label={t`Messages`}>
            <BellIcon />
          </Link>
        )}
      </div>
      {open && <UserCentrePopup onClose={() => setOpen(false)} />}
    </header>
  )
}
