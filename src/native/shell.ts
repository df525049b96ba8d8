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
  await SplashScreen.hide()
  // spec §2: white with dark text; Capacitor's LIGHT style is dark text for a light background.
  await StatusBar.setStyle({ style: Style.Light })
  if (Capacitor.getPlatform() === 'android')
    await StatusBar.setBackgroundColor({ color: '#ffffff' })
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
  const launch = await App.getLaunchUrl()
  if (launch?.url) open(launch.url)
}
