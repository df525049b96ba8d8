import type { Browser, Request, Response } from '@playwright/test'
import type { StoredSession } from './appServer.ts'
import { PHONE } from './chromium.ts'

export interface FirstVisit {
  /** JavaScript bodies as they came over the wire (compressed), in bytes. */
  bytes: number
  files: number
  /** Content-Encoding of those responses ("none" when sent as they are). */
  encodings: string[]
}

const QUIET_MS = 500
const CAP_MS = 30_000

const isJavaScript = (response: Response) =>
  /javascript/.test(response.headers()['content-type'] ?? '')
const isStream = (response: Response) =>
  /^text\/event-stream/.test(response.headers()['content-type'] ?? '')

/**
 * What a browser downloads as JavaScript on a first visit to `url` until the `ready` selector
 * shows and the network is quiet: a new context (empty HTTP cache), the session (if any) in localStorage before the first script runs, as a returning
 * user's would be; every script response until the network is quiet, lazy chunks included,
 * counted at its encoded (over the wire) size. Playwright's own "networkidle" never comes on a
 * screen with a quote stream open, so quiet means: no request in flight other than a stream.
 */
export async function firstVisitJs(
  browser: Browser,
  url: string,
  ready: string,
  session?: StoredSession,
): Promise<FirstVisit> {
  const context = await browser.newContext(PHONE)
  try {
    if (session) {
      await context.addInitScript((stored) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value)
      }, session)
    }
    const page = await context.newPage()
    const scripts: Response[] = []
    const inFlight = new Set<Request>()
    let lastChange = Date.now()
    const settle = (request: Request) => {
      inFlight.delete(request)
      lastChange = Date.now()
    }
    page.on('request', (request) => {
      inFlight.add(request)
      lastChange = Date.now()
    })
    page.on('requestfinished', settle)
    page.on('requestfailed', settle)
    page.on('response', (response) => {
      if (isJavaScript(response)) scripts.push(response)
      if (isStream(response)) settle(response.request())
    })
    await page.goto(url, { waitUntil: 'load' })
    // The screen itself, so that a page that failed to start is not counted as a light one.
    await page.locator(ready).first().waitFor({ timeout: CAP_MS })
    const deadline = Date.now() + CAP_MS
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS)) {
      await page.waitForTimeout(100)
    }
    // A session the server refused would send the app to the login screen: a different visit.
    const wanted = new URL(url).hash
    const landed = new URL(page.url()).hash
    if (landed !== wanted) throw new Error(`${url} ended on ${landed}, not ${wanted}`)
    const sizes = await Promise.all(scripts.map((r) => r.request().sizes()))
    return {
      bytes: sizes.reduce((sum, s) => sum + s.responseBodySize, 0),
      files: scripts.length,
      encodings: [...new Set(scripts.map((r) => r.headers()['content-encoding'] ?? 'none'))],
    }
  } finally {
    await context.close()
  }
}
