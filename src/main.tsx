import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import { StrictMode, startTransition, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { HashRouter } from 'react-router'
import { createActor } from 'xstate'
import { marketMachine } from '../machines/market.ts'
import { MARKET_SYMBOL, STORAGE_KEYS } from '../machines/rules.ts'
import type { Refusal } from '../machines/session/events.ts'
import { NavigationBridge, navigateOnce } from './app/navigationBridge.tsx'
import { LINE_ACCOUNT_LINKS } from './app/productLines.ts'
import { preloadRoute } from './app/routeChunks.ts'
import { AppRoutes } from './app/router.tsx'
import { currentPath, isBuiltRoute } from './app/routes.ts'
import { SLOTS } from './app/slots.ts'
import { workerStarted } from './app/workerStarted.ts'
import { createToastStore } from './components/toastStore.ts'
import { provideSession } from './features/session/provideSession.ts'
import { activateLocale, deferCatalog, i18n, needCatalog } from './i18n/i18n.ts'
import { isLocale, pickLocale } from './i18n/locales.ts'
import { API_BASE, contractCaller, createApiClient } from './lib/apiClient.ts'
import { followViewport } from './lib/rootFontSize.ts'
import { type Services, ServicesContext } from './lib/services.ts'
import { FALLBACK_SITE_CONFIG, loadSiteConfig, type SiteConfig } from './lib/siteConfig.ts'
import { SlotsContext } from './lib/slots.ts'
import { browserStore, readCredentials } from './lib/storage.ts'
import { startTheme } from './lib/themeStart.ts'
import './styles/app.css'
import './styles/trade.css'
import './styles/funds.css'

/** How long React 19 keeps a Suspense fallback it has shown on view (its FALLBACK_THROTTLE_MS). */
const FALLBACK_HOLD_MS = 300

/** Takes the page's splash away once the app's first screen is on the page, not before. */
function SplashGone() {
  useLayoutEffect(() => document.getElementById('splash')?.remove(), [])
  return null
}

async function start() {
  followViewport()
  startTheme()
  const store = browserStore()
  // The catalog and the site configuration load side by side, not one after the other: both
  // are needed before the first screen, and a chain of the two was most of a first visit's wait.
  deferCatalog('server')
  const firstLocale = pickLocale(store.getItem(STORAGE_KEYS.language), navigator.languages)
  const locale = activateLocale(firstLocale)
  const toast = createToastStore()
  // The native shell (Capacitor) puts its bridge on the page before any script; a browser, which
  // has none, does not download the shell's wiring (src/native/shell.ts checks it again). It
  // starts before the catalog: its first act is to uncover the page's splash.
  if ('Capacitor' in window)
    void Promise.all([import('./native/shell.ts'), import('./lib/appActivity.ts')]).then(
      ([{ startNativeShell }, { appActivity }]) =>
        startNativeShell({
          hintExit: () => toast.show(i18n._(msg`Press back again to exit`)),
          openRoute: navigateOnce,
          activity: appActivity,
        }),
    )

  let version = 0
  const versionListeners = new Set<() => void>()
  /** Every screen's data loads again (useLoad): a change of market, or a user event. */
  const reloadData = () => {
    version += 1
    for (const l of versionListeners) l()
  }
  const market = createActor(
    marketMachine.provide({
      actions: {
        persistMarket: ({ context }) => store.setItem(STORAGE_KEYS.market, context.market),
        reloadPageData: reloadData,
      },
    }),
    {
      input: {
        saved: store.getItem(STORAGE_KEYS.market),
        inWallet: location.hash.startsWith('#/information/wallet'),
      },
    },
  ).start()

  // A refusal that comes before the catalog is shown once the catalog is there. The server's
  // messages load with the first refusal, not with the first visit (issue 17), and so does the
  // link that puts a refusal right (issue 18: "insufficient balance" leads to a deposit).
  const say = (refusal: Refusal) =>
    void Promise.all([
      locale,
      import('./i18n/serverMessage.ts'),
      import('./i18n/refusalFixes.ts'),
      needCatalog('server'),
    ]).then(
      ([, { translateRefusal }, { refusalFix }]) =>
        toast.show(
          translateRefusal(i18n, refusal, MARKET_SYMBOL[market.getSnapshot().context.market]),
          refusalFix(i18n, refusal),
        ),
      // The server's messages could not load: say "busy" in words of this catalog, not its code.
      () => toast.show(i18n._(msg`System busy, please try again later.`)),
    )
  const call = contractCaller(
    createApiClient({
      baseURL: API_BASE,
      credentials: () => readCredentials(store),
      onRefusal: say,
      onUnauthorized: () => session.send({ type: 'session.expired' }),
    }),
  )
  const session = createActor(
    provideSession({ call, store, navigate: navigateOnce, notify: say }),
    { input: readCredentials(store) },
  ).start()
  const opening = preloadRoute(currentPath(), session.getSnapshot().hasTag('signedIn'))
  const [config] = await Promise.all([
    loadSiteConfig(call).catch((): SiteConfig => FALLBACK_SITE_CONFIG),
    locale,
  ])
  // The first render waits a little for the screen it opens on (the splash is on view), so it
  // draws that screen at once instead of a loading screen React holds for 300 ms; a screen later
  // than that gets the loading screen, which then costs no more than waiting (decision 0056).
  await Promise.race([opening, new Promise((resolve) => setTimeout(resolve, FALLBACK_HOLD_MS))])
  document.title = config.title

  const services: Services = {
    call,
    store,
    toast,
    config,
    session,
    market,
    dataVersion: {
      get: () => version,
      subscribe: (l) => {
        versionListeners.add(l)
        return () => versionListeners.delete(l)
      },
    },
    async setLocale(code) {
      if (!isLocale(code)) return
      await activateLocale(code)
      store.setItem(STORAGE_KEYS.language, code)
      // The worker keeps the new language's catalogs for offline too (decision 0072).
      if (usesServiceWorker())
        void import('./app/offlineLanguage.ts')
          .then(({ keepLanguageOffline }) => keepLanguageOffline(code))
          .catch(() => {
            // No worker, or its cache refused: the language still shows, online.
          })
    },
    isBuiltRoute,
    accountLinks: LINE_ACCOUNT_LINKS,
  }

  // The first render is a transition: React draws the app in slices of a few milliseconds instead
  // of one task that blocks the page (Lighthouse's total blocking time on home, at four times
  // slower CPU: 230–390 ms in three runs before, 39–265 ms and mostly under 125 ms in seven
  // after), with the splash on view until it is drawn.
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <ServicesContext value={services}>
            <SlotsContext value={SLOTS}>
              <HashRouter>
                <NavigationBridge />
                <SplashGone />
                <AppRoutes />
              </HashRouter>
            </SlotsContext>
          </ServicesContext>
        </I18nProvider>
      </StrictMode>,
    ),
  )
  // The user's events (a new message, an order the matcher moved) while signed in, from a moment
  // after the page's load: a first visit does not wait for them (issue 24).
  afterLoad(USER_EVENTS_DELAY_MS, () =>
    Promise.all([import('./app/userEvents.ts'), import('./lib/alertNotifications.ts')])
      .then(([{ followUserEvents }, { showFiredAlerts }]) => {
        const alerts = () =>
          showFiredAlerts(call, i18n, localStorage).catch(() => {
            // No notification this time: the message is in the inbox.
          })
        // Where this device stands first, so that only alerts fired from now on pop up.
        if (session.getSnapshot().hasTag('signedIn')) void alerts()
        followUserEvents(session, () => readCredentials(store), reloadData, alerts)
      })
      .catch(() => {
        // The chunk did not load (a flaky network): screens still load their data as they open.
      }),
  )
  // The installable web app's service worker (decision 0044): a production build in a browser
  // (the native shell carries the app's files itself), registered a moment after the page has
  // loaded, so that its download of the app never competes with the first screen's files.
  if (usesServiceWorker())
    afterLoad(SERVICE_WORKER_DELAY_MS, () =>
      import('./app/appUpdate.ts')
        .then(({ startServiceWorker }) => {
          workerStarted.mark()
          // The language shown now (a change meanwhile is in i18n), else the one the app picked.
          return startServiceWorker(isLocale(i18n.locale) ? i18n.locale : firstLocale)
        })
        .catch(() => {
          // No worker (a private window, a blocked registration): the app runs as a plain page.
        }),
    )
}

/**
 * The installable web app's service worker (decision 0044) runs for a production build in a
 * browser: the native shell carries the app's files itself.
 */
function usesServiceWorker(): boolean {
  return import.meta.env.PROD && 'serviceWorker' in navigator && !('Capacitor' in window)
}

/** How long after the page's load the user's events are followed (with the service worker). */
const USER_EVENTS_DELAY_MS = 3_000

/** How long after the page's load the service worker is registered. */
const SERVICE_WORKER_DELAY_MS = 3_000

/** Runs `then` `ms` after the page's load event (at once counted from now if it has passed). */
function afterLoad(ms: number, then: () => void) {
  const later = () => setTimeout(then, ms)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}

void start()
