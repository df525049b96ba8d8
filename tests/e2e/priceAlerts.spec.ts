import { expect, test } from '@playwright/test'
import { shot } from './console.ts'
import { registerInvestor } from './investor.ts'

/**
 * Issue 25, price alerts in English and German: set on a share's page (a rise refused where the
 * price already is, then taken), seen on the watchlist's alerts screen, fired once when the price
 * gets there (the test's own price, POST /api/test/price), and told by a message; a second alert
 * removed before it fires never does. Each language watches a share of its own.
 */
const WALKS = {
  en: { code: 'IAG', prefix: '6877', message: 'Price alert: International Airlines Group' },
  de: { code: 'MAP', prefix: '6878', message: 'Kursalarm: Mapfre' },
} as const

for (const language of ['en', 'de'] as const) {
  const walk = WALKS[language]
  test(`a price alert set, fired once and told; another removed (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const setPrice = (price: number | null) =>
      page.request.post('/api/test/price', { data: { code: walk.code, price } })
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    const who = await registerInvestor(page, walk.prefix)
    await setPrice(5)
    try {
      await page.goto(`/#/market/stockDetail?code=${walk.code}`)
      const alerts = page.locator('.price-alerts')
      await expect(alerts.getByTestId('alerts-empty')).toBeVisible()
      const level = alerts.locator('input[name="level"]')
      const set = alerts.locator('form button[type="submit"]')
      // A rise to where the price already is would fire at once: refused, said why. Sent with
      // the keyboard's Enter: the order panel above still grows as its terms arrive, and a click
      // aimed at the button while it moves can land beside it (the likely cause of a CI run, de,
      // in which no toast came and nothing was sent).
      await level.fill('5')
      await level.press('Enter')
      await expect(page.locator('.toast')).toBeVisible()
      const decimal = language === 'de' ? ',' : '.'
      await level.fill(`5${decimal}50`)
      await level.press('Enter')
      await expect(alerts.getByTestId('alert-set')).toBeVisible()
      // A fall to 4: set, then removed.
      await alerts.getByRole('tab').nth(1).click()
      await level.fill('4')
      await set.click()
      await expect(alerts.locator('.alert-row[data-state="active"]')).toHaveCount(2)
      await alerts.locator('.alert-row[data-state="active"]').nth(1).locator('button').click()
      await expect(alerts.locator('.alert-row[data-state="active"]')).toHaveCount(1)
      await shot(page, `${language}-alerts-set`)

      // The watchlist's alerts screen lists it.
      await page.goto('/#/favorite/index')
      await page.getByTestId('alerts-link').click()
      await expect(page.locator('.alert-row[data-state="active"]')).toHaveCount(1)

      // The price gets there; the matcher's sweep fires it, once.
      await setPrice(5.6)
      const listed = async () => {
        const answer = await page.request.post('/api/vue/alerts/list', { data: {}, headers: who })
        return ((await answer.json()).data as Array<{ state: string }>).map((a) => a.state)
      }
      await expect.poll(listed, { timeout: 15_000 }).toEqual(['fired'])
      await setPrice(3.9)
      await page.reload()
      await expect(page.locator('.alert-row[data-state="fired"]')).toHaveCount(1)
      await shot(page, `${language}-alerts-fired`)
      await page.goto('/#/information/userInfo')
      await expect(page.getByText(walk.message)).toHaveCount(1)
      await shot(page, `${language}-alert-message`)
    } finally {
      await setPrice(null)
    }
  })
}
