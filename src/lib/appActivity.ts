type Listener = (active: boolean) => void

/**
 * Whether a person can see the app now: a browser tab in front, or the native shell in the
 * foreground (its `appStateChange`, fed in by src/native/shell.ts). What costs the server or the
 * battery while nobody looks (the quote streams) stops when the app goes to the background and
 * starts again when it comes back (issue 23).
 */
export function createAppActivity(initial: boolean) {
  let active = initial
  const listeners = new Set<Listener>()
  return {
    isActive: () => active,
    set(next: boolean) {
      if (next === active) return
      active = next
      for (const l of listeners) l(active)
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
export type AppActivity = ReturnType<typeof createAppActivity>

/** The page's activity: its visibility, and the shell's app state once the shell reports it. */
export const appActivity: AppActivity = createAppActivity(
  typeof document === 'undefined' || document.visibilityState !== 'hidden',
)
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () =>
    appActivity.set(document.visibilityState !== 'hidden'),
  )
