import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Link } from 'react-router'
import { ChevronIcon, UserIcon } from '../../components/icons.tsx'
import { CustomerServiceLink, LogoutButton } from '../../components/SessionLinks.tsx'
import { useModalWhileRendered } from '../../components/useModalWhileRendered.ts'
import { useServices } from '../../lib/services.ts'

/** spec §2 Top bar: the user-centre popup on the left, with customer service and exit. */
export function UserCentrePopup({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const { session } = useServices()
  const account = useSelector(session, (s) => s.context.account)
  // Esc and a tap on the backdrop close it (then onClose); a link unmounts it, and focus goes
  // back to the avatar that opened it either way.
  const panel = useModalWhileRendered(onClose)
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is the dialog's own Esc (cancel, then close); a tap on the backdrop has no key to match
    <dialog
      ref={panel}
      className="user-centre"
      onClick={(e) => e.target === panel.current && panel.current.close()} // a tap on the backdrop
    >
      <div className="user-centre-panel">
        <div className="user-centre-head">
          <UserIcon />
          <strong>{account}</strong>
        </div>
        <nav>
          <Link to="/information/wallet" onClick={onClose}>
            {t`My account`} <ChevronIcon />
          </Link>
          <Link to="/information/changeLang" onClick={onClose}>
            {t`Language`} <ChevronIcon />
          </Link>
          {/* The password again, the account filled in (issue 48: /login/reLogin had no link). */}
          <Link
            to={`/login/reLogin?account=${encodeURIComponent(account ?? '')}`}
            onClick={onClose}
          >
            {t`Log in again`} <ChevronIcon />
          </Link>
          <CustomerServiceLink />
          <LogoutButton label={t`Exit`} />
        </nav>
      </div>
    </dialog>
  )
}
