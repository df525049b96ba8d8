import { LANGUAGE_CHOSEN, storeLanguageChoice } from '../serviceWorker/languageChoice.ts'

/**
 * Tells the service worker the language the app shows now, so that it keeps that language's
 * catalogs for a start without a network (decision 0072). The page has already loaded them
 * itself (src/i18n/i18n.ts), so the change shows at once; this is for the next start. The choice
 * is stored first: a worker that installs or waits now reads it there.
 */
export async function keepLanguageOffline(language: string): Promise<void> {
  await storeLanguageChoice(language)
  const registration = await navigator.serviceWorker.getRegistration()
  registration?.active?.postMessage({ type: LANGUAGE_CHOSEN })
}
