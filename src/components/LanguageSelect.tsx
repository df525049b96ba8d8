import { useLingui } from '@lingui/react/macro'
import { STORAGE_KEYS } from '../../machines/rules.ts'
import { isLocale, LOCALES, type LocaleCode } from '../i18n/locales.ts'

/**
 * The six languages as a compact select, for the console and the flow explorer (the investor app
 * has its own language screen). The choice is saved where the investor app keeps it.
 */
export function LanguageSelect({ activate }: { activate(locale: LocaleCode): Promise<void> }) {
  const { t, i18n } = useLingui()
  return (
    <select
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(e) => {
        const code = e.target.value
        if (!isLocale(code)) return
        localStorage.setItem(STORAGE_KEYS.language, code)
        void activate(code)
      }}
    >
      {LOCALES.map((l) => (
        <option key={l.code} value={l.code}>
          {l.name}
        </option>
      ))}
    </select>
  )
}
