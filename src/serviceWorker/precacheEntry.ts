/**
 * One file of the app the service worker keeps: its path from the site's root, and a hash of its
 * content (a new hash is fetched again). Written by the build (scripts/build/installableApp.ts),
 * read by the worker (worker.ts).
 */
export interface PrecacheEntry {
  url: string
  revision: string
}
