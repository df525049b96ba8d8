import { type Browser, chromium } from '@playwright/test'

/**
 * The browser every measure uses: Debian's Chromium here (Playwright's own download is not
 * reachable), Playwright's or any other on a machine that sets CHROME_PATH.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** No background traffic of Chromium's own: only the page's requests reach the network. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A phone, as in the e2e suite (playwright.config.ts). */
export const PHONE = { viewport: { width: 390, height: 844 }, locale: 'en-US' } as const

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS })
}
