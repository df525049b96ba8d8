import { i18n, type Messages } from '@lingui/core'
import type { LocaleCode } from './locales.ts'

const catalogs: Record<LocaleCode, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  'zh-Hant': () => import('../../locales/zh-Hant/messages.po'),
  ko: () => import('../../locales/ko/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  'zh-Hans': () => import('../../locales/zh-Hans/messages.po'),
  es: () => import('../../locales/es/messages.po'),
}

/** Loads a compiled catalog (one chunk per language) and makes it the active one. */
export async function activateLocale(locale: LocaleCode) {
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
}

export { i18n }
