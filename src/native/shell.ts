import { App } from '@capacitor/app'
import { Capacitor } from '@capacitor/core'
import { SplashScreen } from '@capacitor/splash-screen'
import { StatusBar, Style } from '@capacitor/status-bar'
import { createActor } from 'xstate'
import { backButtonMachine } from '../../machines/backButton.ts'
import type { AppActivity } from '../lib/appActivity.ts'
import { routeOfDeepLink } from './deepLinks.ts'

/** What the shell hands to the app: the words of the exit hint, where a route opens, the activity. */
export interface ShellHooks {
  /** Tells the person that one more press of back quits (spec §2). */
  hintExit(): void
  /** Opens a hash route of the app (a deep link). */
  openRoute(route: string): void
  /** The app's foreground state, which pauses the quote streams in the background. */
  activity: AppActivity
}

/**
 * The native shell's wiring (Capacitor; issue 23, decision 0043). Loaded only when the shell's
 * bridge is on the page (src/main.tsx), so a browser downloads none of it:
 * - the native splash goes as soon as the page runs, and the page's own splash with its progress
 *   lines shows until the first screen (spec §2);
 * - the status bar is white with dark text (spec §2);
 * - the hardware back button drives the backButton machine: back in history, or a second press
 *   within 1 s quits (spec §2);
 * - a deep link (the app opened by a link, or a link while it runs) opens its route;
 * - the app's state (foreground, background) reaches the app's activity.
 */
export async function startNativeShell(hooks: ShellHooks): Promise<void> {
  if (!Capacitor.isNativePlatform()) return
  // What a person needs first: the back button, links and the app's state. Then the looks,
  // each on its own, so that a plugin missing from a native project spoils only itself.
  const back = createActor(
    backButtonMachine.provide({
      actions: {
        goBack: () => window.history.back(),
        hintExit: hooks.hintExit,
        quitApp: () => void App.exitApp(),
      },
    }),
  ).start()
  await App.addListener('backButton', ({ canGoBack }) =>
    back.send({ type: 'back.press', canGoBack }),
  )
  await App.addListener('appStateChange', ({ isActive }) => hooks.activity.set(isActive))
  const open = (link: string) => {
    const route = routeOfDeepLink(link)
    if (route) hooks.openRoute(route)
  }
  await App.addListener('appUrlOpen', ({ url }) => open(url))
  // The launch link stays the app's for as long as its process lives: a reload of the page
  // (after a failed screen) must not send the person back to it.
  const launch = await App.getLaunchUrl().catch(() => undefined)
  if (launch?.url && sessionStorage.getItem(LAUNCH_LINK_KEY) !== launch.url) {
    sessionStorage.setItem(LAUNCH_LINK_KEY, launch.url)
    open(launch.url)
  }
  await attempt(() => SplashScreen.hide())
  // spec §2: white with dark text; Capacitor's LIGHT style is dark text for a light background.
  await attempt(() => StatusBar.setStyle({ style: Style.Light }))
  if (Capacitor.getPlatform() === 'android')
    await attempt(() => StatusBar.setBackgroundColor({ color: '#ffffff' }))
}

/** Where the launch link already opened is remembered for the life of the page's session. */
const LAUNCH_LINK_KEY = 'tradeflow.launchLinkOpened'

/** A plugin call whose failure must not stop the rest (it is reported in the console). */
async function attempt(call: () => Promise<unknown>) {
  try {
    await call()
  } catch (error) {
    console.warn('native shell:', error)
  }
}
