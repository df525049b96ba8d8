import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useServices } from '../../app/services.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { CheckIcon } from '../../components/icons.tsx'
import { LOCALES } from '../../i18n/locales.ts'

/** /information/changeLang — the choice is saved under `language` (spec §3). */
export default function ChangeLang() {
  const { t, i18n } = useLingui()
  const { setLocale } = useServices()
  const [switching, setSwitching] = useState<string | null>(null)
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
              disabled={switching !== null}
              onClick={async () => {
                setSwitching(locale.code)
                await setLocale(locale.code)
                setSwitching(null)
              }}
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
