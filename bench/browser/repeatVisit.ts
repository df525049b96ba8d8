import type { Browser, Page } from '@playwright/test'
import { PHONE } from './chromium.ts'

export interface Visit {
  /** Bytes that came over the network (neither the service worker nor the HTTP cache). */
  networkBytes: number
  /** From the navigation to the screen's form on screen, in ms. */
  readyMs: number
}

/** One visit to `url` until `ready` shows, counting what really crossed the network (CDP). */
async function visit(page: Page, url: string, ready: string): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const local = new Set<string>()
  let networkBytes = 0
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromServiceWorker || e.response.fromDiskCache) local.add(e.requestId)
  })
  cdp.on('Network.requestServedFromCache', (e) => local.add(e.requestId))
  cdp.on('Network.loadingFinished', (e) => {
    if (!local.has(e.requestId)) networkBytes += e.encodedDataLength
  })
  const started = Date.now()
  await page.goto(url)
  await page.locator(ready).first().waitFor({ timeout: 30_000 })
  const readyMs = Date.now() - started
  // Requests still finishing count too (a lazy chunk the screen asked for).
  await page.waitForTimeout(500)
  await cdp.detach()
  return { networkBytes, readyMs }
}

/**
 * Issue 23's benchmark: a first visit and a repeat visit to `url` in one browser profile, with
 * the service worker and (the baseline) with service workers blocked, where only the HTTP cache
 * helps (hashed files are cached for a year, the page is revalidated). The worker is given its
 * time between the visits: the app registers it 3 s after the load, then it fetches the app.
 */
export async function repeatVisits(browser: Browser, url: string, ready: string) {
  const visits = async (worker: boolean) => {
    const context = await browser.newContext({
      ...PHONE,
      serviceWorkers: worker ? 'allow' : 'block',
    })
    try {
      const first = await visit(await context.newPage(), url, ready)
      if (worker) {
        const page = context.pages()[0]!
        await page.evaluate(() => navigator.serviceWorker.ready)
      }
      const second = await visit(await context.newPage(), url, ready)
      return { first, second }
    } finally {
      await context.close()
    }
  }
  return { worker: await visits(true), httpCache: await visits(false) }
}
