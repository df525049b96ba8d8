type Listener = () => void
let started = false
const listeners = new Set<Listener>()

/**
 * Whether the service worker's code has been loaded (src/main.tsx, after the page's load): until
 * then the update bar's code is not either, so a first visit downloads neither (issue 17).
 */
export const workerStarted = {
  get: () => started,
  mark() {
    started = true
    for (const l of listeners) l()
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}
