import { existsSync } from 'node:fs'
import { devices } from '@playwright/test'

/**
 * Debian's headless shell (package chromium-headless-shell), the browser Playwright itself runs
 * headless tests in: the full Chromium's headless mode is the whole browser without a window, and
 * on two cores it made the UI replays take twice as long (decision 0057). The full Chromium when
 * the shell is not installed; PLAYWRIGHT_CHROMIUM picks any other.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
export const TEST_CHROMIUM =
  process.env.PLAYWRIGHT_CHROMIUM ??
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/**
 * The browser every Playwright run here uses: Debian's Chromium (Playwright's own download is
 * not reachable here; TEST_CHROMIUM) as a phone at 390×844, in English until
 * a test chooses a language. Shared by the e2e walks and the UI replays of generated paths.
 * Service workers are blocked: a fresh context per test would otherwise download the whole app in
 * the background each time, and a worker's fetches bypass the routes a replay holds calls with.
 * The installable app's own walk allows them (tests/e2e/installableApp.spec.ts).
 */
export const PHONE_CHROMIUM = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  locale: 'en-US',
  serviceWorkers: 'block' as const,
  launchOptions: {
    executablePath: TEST_CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
}

/** The context options of PHONE_CHROMIUM, for a context a test makes itself. */
export const PHONE_CONTEXT = (() => {
  const { launchOptions: _launch, defaultBrowserType: _browser, ...context } = PHONE_CHROMIUM
  return context
})()
