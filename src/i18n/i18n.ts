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

/** The apps' compiled catalog of a language (one chunk per language). */
export async function loadCatalog(locale: LocaleCode): Promise<Messages> {
  return (await catalogs[locale]()).messages
}

/** Loads a language's catalog, with any more messages (the flow explorer's), and activates it. */
export async function activateLocale(locale: LocaleCode, more: Messages = {}) {
  const messages = await loadCatalog(locale)
  i18n.loadAndActivate({ locale, messages: { ...messages, ...more } })
  document.documentElement.lang = locale
}

export { i18n }
