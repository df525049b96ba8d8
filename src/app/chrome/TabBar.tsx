import { useLingui } from '@lingui/react/macro'
import { NavLink } from 'react-router'
import { ChartIcon, HomeIcon, StarIcon, SwapIcon, WalletIcon } from '../../components/icons.tsx'

/** spec §2 Bottom tab bar: five tabs; the lit one carries the `navActive` class. */
export function TabBar() {
  const { t } = useLingui()
  const tabs = [
    { to: '/home/index', label: t`Home`, Icon: HomeIcon },
    { to: '/market/index', label: t`Market`, Icon: ChartIcon },
    { to: '/favorite/index', label: t`Watchlist`, Icon: StarIcon },
    { to: '/trade/index', label: t`Trade`, Icon: SwapIcon },
    { to: '/information/wallet', label: t`Wallet`, Icon: WalletIcon },
  ]
  return (
    <nav className="tab-bar" aria-label={t`Main`}>
      {tabs.map(({ to, label, Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) => (isActive ? 'tab navActive' : 'tab')}
        >
          <Icon />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  )
}
