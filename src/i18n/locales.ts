/** The six languages (spec §1), each named in itself for the language screen. */
export const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'zh-Hant', name: '繁體中文' },
  { code: 'ko', name: '한국어' },
  { code: 'de', name: 'Deutsch' },
  { code: 'zh-Hans', name: '简体中文' },
  { code: 'es', name: 'Español' },
] as const
export type LocaleCode = (typeof LOCALES)[number]['code']
/** The language the catalogs are written in (lingui.config.ts), and the one spoken when none fits. */
export const SOURCE_LOCALE: LocaleCode = 'en'

/** The language the app speaks now, as calls that answer in a language take it (news). */
export function localeOf(i18n: { locale: string }): LocaleCode {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE
}

export function isLocale(value: unknown): value is LocaleCode {
  return LOCALES.some((l) => l.code === value)
}

/** The saved choice, else the browser's language, else English. */
export function pickLocale(saved: string | null, browser: readonly string[]): LocaleCode {
  if (isLocale(saved)) return saved
  for (const tag of browser) {
    const lower = tag.toLowerCase()
    if (lower.startsWith('zh')) return /tw|hk|mo|hant/.test(lower) ? 'zh-Hant' : 'zh-Hans'
    const base = lower.split('-')[0]
    const match = LOCALES.find((l) => l.code === base)
    if (match) return match.code
  }
  return SOURCE_LOCALE
}
