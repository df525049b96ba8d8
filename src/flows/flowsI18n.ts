import type { Messages } from '@lingui/core'
import { activateLocale, i18n } from '../i18n/i18n.ts'
import type { LocaleCode } from '../i18n/locales.ts'

const flowCatalogs: Record<LocaleCode, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/flows.po'),
  'zh-Hant': () => import('../../locales/zh-Hant/flows.po'),
  ko: () => import('../../locales/ko/flows.po'),
  de: () => import('../../locales/de/flows.po'),
  'zh-Hans': () => import('../../locales/zh-Hans/flows.po'),
  es: () => import('../../locales/es/flows.po'),
}

/**
 * The explorer reads two catalogs: the apps' (for the server's refusal messages) and its own
 * (its screens and the words of the flows).
 */
export async function activateFlowsLocale(locale: LocaleCode) {
  const { messages } = await flowCatalogs[locale]()
  await activateLocale(locale, messages)
}

export { i18n }
