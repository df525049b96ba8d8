/**
 * The language whose catalogs the service worker keeps for offline (decision 0072), where the
 * page leaves it and the worker reads it: an entry of a cache of its own. Both sides reach the
 * Cache Storage (a worker has no localStorage), and a stored choice is there for whichever
 * version of the worker installs next, even one installing before the page can talk to it. The
 * worker's URL stays `/sw.js`: a language in it would make each change of language a new
 * worker, installed again.
 *
 * Imported by the worker (src/serviceWorker/worker.ts) and by the page (src/app/appUpdate.ts).
 */

/** Its own cache: the worker's clean-up of an old version's files leaves it alone. */
export const LANGUAGE_CACHE = 'tradeflow-language'
/** The one entry: a made-up path on the site, never asked of the server. */
const CHOICE_PATH = '/language-choice'
/** What the page sends the worker when the choice changes: it reads the new one and keeps it. */
export const LANGUAGE_CHOSEN = 'LANGUAGE_CHOSEN'

/** The page's side: the language now shown (a locale code of src/i18n/locales.ts). */
export async function storeLanguageChoice(language: string): Promise<void> {
  const cache = await caches.open(LANGUAGE_CACHE)
  await cache.put(CHOICE_PATH, new Response(language))
}

/** The worker's side: the stored choice, or none (never stored, or the browser cleared it). */
export async function readLanguageChoice(): Promise<string | undefined> {
  const cache = await caches.open(LANGUAGE_CACHE)
  const stored = await cache.match(CHOICE_PATH)
  return stored ? await stored.text() : undefined
}
