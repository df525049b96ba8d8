/**
 * The installed web app's service worker (issue 23, decisions 0044, 0070 and 0072; built by
 * scripts/build/installableApp.ts into dist/sw.js, with the list of the investor app's files in
 * PRECACHE). It keeps the app's shell and hashed files for the next start and for offline, and
 * never an API answer: a balance or an order is always asked of the server. A new version
 * installs beside the active one and waits until the app says "update" (SKIP_WAITING).
 *
 * Of the six languages' catalogs it keeps the chosen one's (decision 0072): the page stores its
 * language (languageChoice.ts) before it registers the worker and on every change, and then
 * says LANGUAGE_CHOSEN.
 *
 * Not imported by the app: the build bundles this file, so it holds only what a worker runs.
 */
import { SOURCE_LOCALE } from '../i18n/locales.ts'
import { LANGUAGE_CACHE, LANGUAGE_CHOSEN, readLanguageChoice } from './languageChoice.ts'
import type { PrecacheEntry } from './precacheEntry.ts'

/**
 * Written in by the build: every file of the investor app's build (decision 0044), as the shell
 * every language needs and each language's catalog chunks (decision 0072).
 */
declare const PRECACHE: {
  shell: readonly PrecacheEntry[]
  languages: Readonly<Record<string, readonly PrecacheEntry[]>>
}

// The few worker types this file uses (the project's types are the page's, not a worker's).
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(answer: Promise<Response>): void
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown
}
interface WorkerScope {
  readonly location: Location
  readonly clients: { claim(): Promise<void> }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
}
const worker = self as unknown as WorkerScope

/** One cache for the app's files; an entry's key carries its revision, so versions never mix. */
const CACHE = 'tradeflow-app'
/** A hash route's page is the app's one page; the console, the explorer and the API are not. */
const NOT_THE_APP = [/^\/api\//, /^\/admin/, /^\/flows/]
/** The language kept when the page stored none: the source language, every catalog's fallback. */

const ALL_FILES = [PRECACHE.shell, ...Object.values(PRECACHE.languages)].flat()
const keyOf = (entry: PrecacheEntry) =>
  new URL(`${entry.url}?revision=${entry.revision}`, worker.location.origin).href
const keyByPath = new Map(ALL_FILES.map((entry) => [entry.url, keyOf(entry)]))
const appPage = keyByPath.get('/index.html')

/** Each file not already kept at its revision is fetched past the browser's HTTP cache. */
async function keepFiles(entries: readonly PrecacheEntry[]): Promise<void> {
  const cache = await caches.open(CACHE)
  await Promise.all(
    entries.map(async (entry) => {
      const key = keyOf(entry)
      if (await cache.match(key)) return
      const answer = await fetch(entry.url, { cache: 'reload' })
      if (!answer.ok) throw new Error(`${entry.url}: ${answer.status}`)
      await cache.put(key, answer)
    }),
  )
}

/** The catalogs of the language the page last stored (an unknown one has none). */
async function keepChosenLanguage(): Promise<void> {
  const language = (await readLanguageChoice()) ?? SOURCE_LOCALE
  await keepFiles(PRECACHE.languages[language] ?? [])
}

/**
 * Once this version is active: what an earlier one kept, and no longer lists, goes. Another
 * language's catalogs this version lists stay: a person who switches back has them offline,
 * and they are at most the other five languages' (about 30 KB gzip each); they were kept by an
 * earlier choice, and go once a new version changes them, as this version fetches only the
 * chosen language's.
 */
async function dropOldFiles(): Promise<void> {
  for (const name of await caches.keys())
    if (name !== CACHE && name !== LANGUAGE_CACHE) await caches.delete(name)
  const cache = await caches.open(CACHE)
  const kept = new Set(keyByPath.values())
  for (const request of await cache.keys()) if (!kept.has(request.url)) await cache.delete(request)
}

/** The kept file, or the network when it is not there (a cache cleared by the browser). */
async function kept(key: string, request: Request): Promise<Response> {
  return (await caches.match(key)) ?? fetch(request)
}

worker.addEventListener('install', (event) =>
  event.waitUntil(Promise.all([keepFiles(PRECACHE.shell), keepChosenLanguage()])),
)

worker.addEventListener('activate', (event) =>
  event.waitUntil(
    dropOldFiles()
      .then(() => worker.clients.claim())
      // A language chosen while this version waited was told to the one active then. Without a
      // network now, its catalogs come with the next choice or version.
      .then(() => keepChosenLanguage().catch(() => {})),
  ),
)

worker.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type
  if (type === 'SKIP_WAITING') void worker.skipWaiting()
  // A failed download is fetched again with the next choice or version; the page has its own.
  if (type === LANGUAGE_CHOSEN) event.waitUntil(keepChosenLanguage().catch(() => {}))
})

worker.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== worker.location.origin) return
  const key = keyByPath.get(url.pathname)
  if (key) event.respondWith(kept(key, request))
  else if (
    request.mode === 'navigate' &&
    appPage &&
    !NOT_THE_APP.some((path) => path.test(url.pathname))
  )
    event.respondWith(kept(appPage, request))
  // Anything else (the API above all) goes to the network untouched.
})
