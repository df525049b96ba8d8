/**
 * The installed web app's service worker (issue 23, decision 0044; built by
 * scripts/build/installableApp.ts into dist/sw.js, with the list of the investor app's files in
 * PRECACHE). It keeps the app's shell and hashed files for the next start and for offline, and
 * never an API answer: a balance or an order is always asked of the server. A new version
 * installs beside the active one and waits until the app says "update" (SKIP_WAITING).
 *
 * Not imported by the app: the build reads this file, so it holds only what a worker runs.
 */

/** One file of the app: its path, and a hash of its content (a new one is fetched again). */
interface PrecacheEntry {
  url: string
  revision: string
}

/** Written in by the build: every file of the investor app's build (decision 0044). */
declare const PRECACHE: readonly PrecacheEntry[]

// The few worker types this file uses (the project's types are the page's, not a worker's).
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(answer: Promise<Response>): void
}
interface WorkerScope {
  readonly location: Location
  readonly clients: { claim(): Promise<void> }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}
const worker = self as unknown as WorkerScope

/** One cache for the app's files; an entry's key carries its revision, so versions never mix. */
const CACHE = 'tradeflow-app'
/** A hash route's page is the app's one page; the console, the explorer and the API are not. */
const NOT_THE_APP = [/^\/api\//, /^\/admin/, /^\/flows/]

const keyOf = (entry: PrecacheEntry) =>
  new URL(`${entry.url}?revision=${entry.revision}`, worker.location.origin).href
const keyByPath = new Map(PRECACHE.map((entry) => [entry.url, keyOf(entry)]))
const appPage = keyByPath.get('/index.html')

/** Each file not already kept at its revision is fetched past the browser's HTTP cache. */
async function keepFiles(): Promise<void> {
  const cache = await caches.open(CACHE)
  await Promise.all(
    PRECACHE.map(async (entry) => {
      const key = keyOf(entry)
      if (await cache.match(key)) return
      const answer = await fetch(entry.url, { cache: 'reload' })
      if (!answer.ok) throw new Error(`${entry.url}: ${answer.status}`)
      await cache.put(key, answer)
    }),
  )
}

/** Once this version is active: what an earlier one kept, and no longer lists, goes. */
async function dropOldFiles(): Promise<void> {
  for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name)
  const cache = await caches.open(CACHE)
  const kept = new Set(keyByPath.values())
  for (const request of await cache.keys()) if (!kept.has(request.url)) await cache.delete(request)
}

/** The kept file, or the network when it is not there (a cache cleared by the browser). */
async function kept(key: string, request: Request): Promise<Response> {
  return (await caches.match(key)) ?? fetch(request)
}

worker.addEventListener('install', (event) => event.waitUntil(keepFiles()))

worker.addEventListener('activate', (event) =>
  event.waitUntil(dropOldFiles().then(() => worker.clients.claim())),
)

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting()
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
