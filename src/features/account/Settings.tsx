import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { messageUnreadCall } from '../../../machines/messages/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ChevronIcon } from '../../components/icons.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { CustomerServiceLink, LogoutButton } from '../../components/SessionLinks.tsx'
import { LOCALES } from '../../i18n/locales.ts'
import { chooseTheme, type ThemeChoice, useTheme } from '../../lib/theme.ts'
import { useLoad } from '../../lib/useCall.ts'

/**
 * /information/setting (spec §2; issue 21): language, light or dark (issue 23), passwords,
 * messages, the readable pages, customer service, log out and the app's version.
 */
export default function Settings() {
  const { t, i18n } = useLingui()
  const unread = useLoad(messageUnreadCall, {}).data?.unread ?? 0
  const language = LOCALES.find((l) => l.code === i18n.locale)?.name ?? i18n.locale
  const { choice } = useTheme()
  const themes: Array<{ value: ThemeChoice; label: string }> = [
    { value: 'system', label: t`System` },
    { value: 'light', label: t`Light` },
    { value: 'dark', label: t`Dark` },
  ]
  const entry = (to: string, label: string, value?: string) => (
    <Link to={to}>
      {label}
      <span className="menu-value">
        {value} <ChevronIcon />
      </span>
    </Link>
  )
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Settings`} />
      <nav className="menu" data-testid="settings">
        {entry('/information/changeLang', t`Language`, language)}
        <div className="menu-row" data-testid="appearance">
          <span>{t`Appearance`}</span>
          <SegmentedTabs
            look="chips"
            label={t`Appearance`}
            choices={themes}
            selected={choice}
            onSelect={chooseTheme}
          />
        </div>
        {entry('/information/loginPass', t`Change login password`)}
        {entry('/information/fundPass', t`Set payment password`)}
        {entry('/information/devices', t`Signed-in devices`)}
        {entry('/information/twoFactor', t`Two-factor sign-in`)}
        {entry('/information/userInfo', t`Messages`, unread > 0 ? t`${unread} unread` : '')}
        {entry('/information/aboutUs', t`About us`)}
        {entry('/information/aboutInfo?doc=agreement', t`User agreement`)}
        {entry('/information/aboutInfo?doc=privacy', t`Privacy policy`)}
        <CustomerServiceLink />
        <LogoutButton label={t`Log out`} />
      </nav>
      <p className="muted small version" data-testid="app-version">
        {t`App version ${__APP_VERSION__}`}
      </p>
    </section>
  )
}
