import { expect, test } from '@playwright/test'
import { installFakeNativeBridge } from '../support/fakeNativeBridge.ts'
import { registerInvestor } from './investor.ts'

declare global {
  interface Window {
    /** Quote streams the page has open now (counted by the wrapper below). */
    __openStreams: number
  }
}

const HINT = { en: 'Press back again to exit', de: 'Zum Beenden erneut „Zurück“ drücken' } as const

/**
 * The production build inside the native shell, with Android faked at the bridge every plugin
 * call crosses (issue 23; tests/support/fakeNativeBridge.ts): the link that opened the app opens
 * its screen, a link while it runs opens another, the status bar and splash are set as spec §2
 * says, the quote stream stops in the background and comes back in the foreground, and a back
 * press at the first page says, in the app's language, that one more quits.
 */
for (const language of ['en', 'de'] as const) {
  test(`the app in the native shell: links, status bar, background, back (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    await page.addInitScript(installFakeNativeBridge)
    // The page's EventSources, counted while open: a stream left open in the background shows.
    await page.addInitScript(() => {
      window.__openStreams = 0
      const Native = window.EventSource
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init)
          window.__openStreams += 1
        }
        override close() {
          if (this.readyState !== Native.CLOSED) window.__openStreams -= 1
          super.close()
        }
      } as typeof EventSource
    })
    await page.addInitScript(() => {
      window.__nativeShell.launchUrl = 'tradeflow://market/stockDetail?code=SAN'
    })
    await registerInvestor(page, language === 'en' ? '6893' : '6894')
    let streams = 0
    page.on('request', (request) => {
      if (request.url().includes('/market/stream')) streams += 1
    })
    await page.goto('/#/home/index')

    await expect(page).toHaveURL(/#\/market\/stockDetail\?code=SAN$/)
    await expect(page.getByText('Banco Santander').first()).toBeVisible()
    const calls = () => page.evaluate(() => window.__nativeShell.calls.map((c) => c.method))
    expect(await calls()).toEqual(
      expect.arrayContaining(['hide', 'setStyle', 'setBackgroundColor']),
    )

    const fire = (event: string, data: unknown) =>
      page.evaluate(({ event, data }) => window.__nativeShell.fire('App', event, data), {
        event,
        data,
      })
    await fire('appUrlOpen', { url: 'tradeflow://market/index' })
    await expect(page).toHaveURL(/#\/market\/index$/)

    const open = () => page.evaluate(() => window.__openStreams)
    await expect.poll(open).toBeGreaterThan(0)
    await fire('appStateChange', { isActive: false })
    expect(await open()).toBe(0)
    const inBackground = streams
    await page.waitForTimeout(500)
    expect(streams).toBe(inBackground)
    await fire('appStateChange', { isActive: true })
    await expect.poll(open).toBeGreaterThan(0)
    await expect.poll(() => streams).toBeGreaterThan(inBackground)

    await fire('backButton', { canGoBack: false })
    await expect(page.locator('.toast')).toHaveText(HINT[language])
    await page.screenshot({ path: `test-results/screens/native-shell-${language}.png` })
  })
}
