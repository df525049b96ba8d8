import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test'
import { PHONE_CHROMIUM } from '../support/phoneChromium.ts'
import { registerInvestor } from './investor.ts'

/** The service worker the e2e server serves, rewritten here to play a new deployment. */
const WORKER_FILE = 'dist/sw.js'

/**
 * A browser profile of its own on disk: Chromium refuses to install from an incognito window,
 * and every context Playwright makes is one, so only a persistent one can pass its check.
 */
async function installableBrowser(
  baseURL: string,
  run: (context: BrowserContext) => Promise<void>,
) {
  const profile = mkdtempSync(join(tmpdir(), 'tradeflow-installable-'))
  const { launchOptions, ...phone } = PHONE_CHROMIUM
  const context = await chromium.launchPersistentContext(profile, {
    ...phone,
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  })
  try {
    await run(context)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

/** The files of each language's catalogs the worker lists (decision 0072), by language. */
function languageFiles(): Record<string, string[]> {
  const worker = readFileSync(WORKER_FILE, 'utf8')
  const list = JSON.parse(worker.slice(worker.indexOf('=') + 1, worker.indexOf(';\n'))) as {
    languages: Record<string, { url: string }[]>
  }
  return Object.fromEntries(
    Object.entries(list.languages).map(([language, files]) => [language, files.map((f) => f.url)]),
  )
}

/** Every URL in the page's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    return urls
  })

/**
 * The installable web app (issue 23, decision 0044) in Chromium: the manifest and the service
 * worker pass Chromium's own installability check; the app starts offline from the worker's
 * cache and says it has no connection; no API answer is ever in a cache; a new deployment is
 * offered by the update bar, put off, offered again by a newer one, and taken; the worker keeps
 * the shown language's catalogs, and another's once chosen (decision 0072).
 */
test('the installed app: installable, opens offline, offers an update', async ({ baseURL }) => {
  // A browser of its own that downloads the whole app into its worker, beside the other walks on
  // two cores: idle it takes 12 s, on a busy machine several times that.
  test.setTimeout(180_000)
  await installableBrowser(baseURL!, async (context) => {
    const page = await context.newPage()
    await test.step('the worker installs and controls the page', async () => {
      await registerInvestor(page, '6895')
      await page.goto('/#/home/index')
      await expect(page.locator('.home-screen')).toBeVisible()
      const worker = await page.evaluate(
        async () => (await navigator.serviceWorker.ready).active?.scriptURL,
      )
      expect(worker).toMatch(/\/sw\.js$/)
      // The worker has cached the app; a reload is the first start it controls.
      await page.reload()
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
        .toBe(true)
    })
    await test.step('the installability check of Chromium', async () => {
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
      const manifest = await cdp.send('Page.getAppManifest')
      expect(manifest.errors).toEqual([])
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
        name: 'Tradeflow',
        display: 'standalone',
      })
      const cached = await cachedUrls(page)
      expect(cached.length).toBeGreaterThan(50)
      expect(cached.filter((url) => url.includes('/api/'))).toEqual([])
    })
    await test.step("the shell and the shown language's catalogs are kept, no other's", async () => {
      const paths = (await cachedUrls(page)).map((url) => new URL(url).pathname)
      const languages = languageFiles()
      expect(languages.en?.length).toBeGreaterThan(0)
      for (const [language, files] of Object.entries(languages))
        for (const file of files) expect(paths.includes(file), file).toBe(language === 'en')
    })
    await test.step('an offline start', async () => {
      // Offline: the worker starts the app from its cache; the device says it is offline.
      await context.setOffline(true)
      await page.reload()
      await expect(page.getByTestId('offline-notice')).toBeVisible()
      await expect(page.locator('.home-screen')).toBeVisible()
      await expect(page.locator('.toast')).toContainText('No answer from Tradeflow.')
      await page.screenshot({ path: 'test-results/screens/offline-en.png' })
      await context.setOffline(false)
      await page.getByRole('button', { name: 'Try again' }).first().click()
      await expect(page.locator('.home-screen li').first()).toBeVisible()
      await expect(page.getByTestId('offline-notice')).toHaveCount(0)
    })
    await test.step('the server out of reach', async () => {
      // The device online but the server out of reach (a dead Wi-Fi): the app's calls find out.
      // Routed on the context: a page's own routes may miss what passes its service worker.
      await context.route('**/api/vue/**', (route) => route.abort('internetdisconnected'))
      await page.getByRole('link', { name: 'Market', exact: true }).click()
      await expect(page.getByTestId('offline-notice')).toBeVisible({ timeout: 15_000 })
      await context.unroute('**/api/vue/**')
      // Reachable again. The offline notice goes with the first answer; which comes first (a
      // stream reopening, a poll, the user's tap on the failed screen's 'Try again') is a race:
      // the user taps 'Try again' while it is offered, and the list must load.
      // On a busy machine a load can take seconds: each tap is given ten to show the list.
      const retry = page.getByRole('button', { name: 'Try again' }).first()
      const rows = page.locator('.market-screen .quote-row').first()
      await expect(async () => {
        if (await retry.isVisible()) await retry.click()
        await expect(rows).toBeVisible({ timeout: 10_000 })
      }).toPass({ timeout: 60_000 })
      await expect(page.getByTestId('offline-notice')).toHaveCount(0)
      expect((await cachedUrls(page)).filter((url) => url.includes('/api/'))).toEqual([])
      await page.goto('/#/home/index')
    })
    await test.step('a new deployment', async () => {
      const deployed = readFileSync(WORKER_FILE, 'utf8')
      /** A new deployment: the server's worker changes, and the app's next check finds it. */
      const deploy = async (version: number) => {
        writeFileSync(WORKER_FILE, `${deployed}\n// deployment ${version}\n`)
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
      }
      try {
        const notice = page.getByTestId('update-notice')
        await deploy(2)
        await expect(notice).toContainText('A new version of Tradeflow is ready.')
        // Put off: the app goes on as it is.
        await notice.getByRole('button', { name: 'Later' }).click()
        await expect(notice).toHaveCount(0)
        // A newer one asks again, and is taken: the page reloads under it.
        await deploy(3)
        await expect(notice).toBeVisible()
        await page.screenshot({ path: 'test-results/screens/update-en.png' })
        const reloaded = page.waitForEvent('load', { timeout: 30_000 })
        await notice.getByRole('button', { name: 'Update' }).click()
        await reloaded
        await expect(page.locator('.home-screen')).toBeVisible()
        await expect(notice).toHaveCount(0)
      } finally {
        writeFileSync(WORKER_FILE, deployed)
      }
    })
    await test.step('another language, once chosen, is kept and starts offline', async () => {
      await page.goto('/#/information/changeLang')
      await page.getByRole('button', { name: '한국어' }).click()
      const korean = languageFiles().ko ?? []
      await expect
        .poll(async () => {
          const paths = (await cachedUrls(page)).map((url) => new URL(url).pathname)
          return korean.filter((file) => !paths.includes(file))
        })
        .toEqual([])
      // The page fetched those chunks itself too: offline, only the worker's copies may answer.
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache')
      await page.goto('/#/home/index')
      await context.setOffline(true)
      await page.reload()
      await expect(page.locator('.home-screen')).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
      await expect(page.getByTestId('offline-notice')).toContainText('연결 없음')
      await context.setOffline(false)
    })
  })
})
