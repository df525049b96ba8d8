import { createActor } from 'xstate'
import { appUpdateMachine } from '../../machines/appUpdate.ts'
import { appActivity } from '../lib/appActivity.ts'
import { storeLanguageChoice } from '../serviceWorker/languageChoice.ts'

/** How often an app left open looks for a new version (besides each return to the foreground). */
const UPDATE_CHECK_MS = 60 * 60_000

/** What "update now" does once the worker is registered: let the waiting version take over. */
let activate: (() => void) | null = null

/**
 * The installed web app's update flow (machines/appUpdate.ts, decision 0044), one per page. The
 * update bar reads it; the service worker's registration feeds it.
 */
export const appUpdate = createActor(
  appUpdateMachine.provide({ actions: { activateUpdate: () => activate?.() } }),
).start()

/**
 * Registers the service worker (dist/sw.js, made by scripts/build/installableApp.ts): the app
 * shell, its hashed files and the catalogs of `language` (the one shown now) are cached for the
 * next start and for offline (decision 0072); API answers never are. A new version is a
 * worker that installs while another is active: it waits, and the update bar asks. Watched on the
 * registration itself, not through a library's guess of what is "external": a version found
 * before this runs, while it installs, or days later are all asked about.
 */
export async function startServiceWorker(language: string): Promise<void> {
  const container = navigator.serviceWorker
  // Stored before the worker installs: its install reads which language's catalogs to keep.
  await storeLanguageChoice(language)
  const registration = await container.register('/sw.js')
  const waiting = () => appUpdate.send({ type: 'update.waiting' })
  /** A worker installed beside an active one is a new version, waiting for its turn. */
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return
    const check = () => {
      if (worker.state === 'installed' && registration.active) waiting()
    }
    check()
    worker.addEventListener('statechange', check)
  }
  let accepted = false
  activate = () => {
    accepted = true
    // Another tab may have let it take over already: then this page only needs the new code.
    if (registration.waiting) registration.waiting.postMessage({ type: 'SKIP_WAITING' })
    else window.location.reload()
  }
  watch(registration.waiting)
  watch(registration.installing)
  registration.addEventListener('updatefound', () => watch(registration.installing))
  let controlled = container.controller !== null
  container.addEventListener('controllerchange', () => {
    // The first worker of a first visit taking the page is not an update.
    if (!controlled) {
      controlled = true
      return
    }
    if (accepted) window.location.reload()
    // Another tab took the new version: this page still runs the old code, whose screens are no
    // longer cached; it asks, and "update" reloads it.
    else waiting()
  })
  // No network: the next check will do.
  const look = () => void registration.update().catch(() => {})
  setInterval(look, UPDATE_CHECK_MS)
  appActivity.subscribe((active) => {
    if (active) look()
  })
}
