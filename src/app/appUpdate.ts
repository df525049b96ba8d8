import { createActor } from 'xstate'
import { appUpdateMachine } from '../../machines/appUpdate.ts'
import { appActivity } from '../lib/appActivity.ts'

/** How often an app left open looks for a new version (besides each return to the foreground). */
const UPDATE_CHECK_MS = 60 * 60_000

/** The waiting service worker's handle, once registered: what "update now" tells to take over. */
let skipWaiting: (() => void) | null = null

/**
 * The installed web app's update flow (machines/appUpdate.ts, decision 0044), one per page. The
 * update bar reads it; the service worker's registration feeds it.
 */
export const appUpdate = createActor(
  appUpdateMachine.provide({ actions: { activateUpdate: () => skipWaiting?.() } }),
).start()

/**
 * Registers the service worker (dist/sw.js, made by vite-plugin-pwa): the app shell and its hashed
 * files are cached for the next start and for offline; API answers never are. Its library loads
 * after the first screen, so a first visit does not wait for it. A new version that has been
 * fetched and waits is put to the person by the update bar; once they accept, the new worker
 * takes over and the page reloads under it.
 */
export async function startServiceWorker(): Promise<void> {
  const { Workbox } = await import('workbox-window')
  const worker = new Workbox('/sw.js')
  let accepted = false
  skipWaiting = () => {
    accepted = true
    worker.messageSkipWaiting()
  }
  worker.addEventListener('waiting', () => appUpdate.send({ type: 'update.waiting' }))
  worker.addEventListener('controlling', () => {
    if (accepted) window.location.reload()
  })
  await worker.register()
  setInterval(() => void worker.update(), UPDATE_CHECK_MS)
  appActivity.subscribe((active) => {
    if (active) void worker.update()
  })
}
