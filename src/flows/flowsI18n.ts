import type { Messages } from '@lingui/core'
import { activateLocale, i18n } from '../i18n/i18n.ts'
import type { LocaleCode } from '../i18n/locales.ts'

const flowCatalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/flows.po')

/**
 * The explorer reads two catalogs: the apps' (for the server's refusal messages) and its own
 * (its screens and the words of the flows).
 */
export async function activateFlowsLocale(locale: LocaleCode) {
  const load = flowCatalogs[`../../locales/${locale}/flows.po`]
  if (!load) throw new Error(`no flows catalog for ${locale}`)
  const { messages } = await load()
  await activateLocale(locale, messages)
}

export { i18n }
