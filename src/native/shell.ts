import { createActor } from 'xstate'
import { backButtonMachine } from '../../machines/backButton.ts'

/**
 * The native shell (Capacitor) injects `window.Capacitor` with its plugins; in a plain browser
 * it is absent and none of this runs. Kept to the global so the web build carries no native code.
 */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean
  Plugins?: {
    App?: {
      addListener(event: 'backButton', cb: (e: { canGoBack: boolean }) => void): unknown
      exitApp(): void
    }
    StatusBar?: {
      setStyle(o: { style: 'LIGHT' | 'DARK' }): void
      setBackgroundColor(o: { color: string }): void
    }
  }
}

function capacitor(): CapacitorGlobal | null {
  const cap = (window as unknown as { Capacitor?: CapacitorGlobal }).Capacitor
  return cap?.isNativePlatform?.() ? cap : null
}

export function isNativeShell() {
  return capacitor() !== null
}

/** Wires the hardware back button to its machine and styles the status bar (spec §2 Shell behaviour). */
export function startNativeShell(hintExit: () => void) {
  const cap = capacitor()
  if (!cap?.Plugins?.App) return
  const app = cap.Plugins.App
  // spec §2: the status bar is white with dark text (Capacitor's LIGHT style means dark text).
  cap.Plugins.StatusBar?.setStyle({ style: 'LIGHT' })
  cap.Plugins.StatusBar?.setBackgroundColor({ color: '#ffffff' })
  const back = createActor(
    backButtonMachine.provide({
      actions: { goBack: () => window.history.back(), hintExit, quitApp: () => app.exitApp() },
    }),
  ).start()
  app.addListener('backButton', ({ canGoBack }) => back.send({ type: 'back.press', canGoBack }))
}
