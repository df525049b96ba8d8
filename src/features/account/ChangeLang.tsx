import { useLingui } from '@lingui/react/macro'
import { BackBar } from '../../components/BackBar.tsx'
import { CheckIcon } from '../../components/icons.tsx'
import { LOCALES } from '../../i18n/locales.ts'
import { useServices } from '../../lib/services.ts'

/**
 * /information/changeLang — the choice is saved under `language` (spec §3). The tick moves once
 * the language's catalog has loaded and is active.
 */
export default function ChangeLang() {
  const { t, i18n } = useLingui()
  const { setLocale } = useServices()
  return (
    <div className="sub-page">
      <BackBar title={t`Language`} />
      <ul className="choice-list" aria-label={t`Language`}>
        {LOCALES.map((locale) => (
          <li key={locale.code}>
            <button
              type="button"
              lang={locale.code}
              aria-pressed={i18n.locale === locale.code}
              onClick={() => void setLocale(locale.code)}
            >
              <span>{locale.name}</span>
              {i18n.locale === locale.code && <CheckIcon />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
