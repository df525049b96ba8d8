import { expect, test } from '@playwright/test'
import { shot } from './console.ts'
import { registerInvestor } from './investor.ts'

/**
 * Issue 25: a position on margin, from the ticket's close-out price to a margin call and a
 * close-out. The prices are the test's own (POST /api/test/price on the e2e server); each
 * language trades a share of its own, so the two walks never move each other's prices.
 */
const WALKS = {
  en: {
    code: 'ACX',
    prefix: '6871',
    buy: 'Buy long',
    confirm: 'Confirm',
    placed: 'Order placed',
    closedOut: 'Position closed out: Acerinox',
  },
  de: {
    code: 'ANE',
    prefix: '6872',
    buy: 'Long kaufen',
    confirm: 'Bestätigen',
    placed: 'Order aufgegeben',
    closedOut: 'Position glattgestellt: Acciona Energía',
  },
} as const

for (const language of ['en', 'de'] as const) {
  const walk = WALKS[language]
  test(`a position on margin is called, then closed out (${language})`, async ({ page }) => {
    test.setTimeout(90_000)
    const setPrice = (price: number | null) =>
      page.request.post('/api/test/price', { data: { code: walk.code, price } })
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    const who = await registerInvestor(page, walk.prefix)
    await setPrice(20)
    try {
      // 100 shares at 20 with 5× leverage (the retail cap on shares): 2,000 on 400 of margin.
      await page.goto(`/#/market/stockDetail?code=${walk.code}`)
      const panel = page.locator('.order-panel')
      // A retail client is offered no more than the cap, and told why.
      await expect(panel.getByRole('tab', { name: '10×' })).toHaveCount(0)
      await expect(page.getByTestId('retail-cap')).toContainText('5×')
      await panel.getByRole('tab', { name: '5×' }).click()
      await panel.locator('.stepper input').fill('100')
      // Before confirming: where the position would be closed out, and the loss there.
      await expect(page.getByTestId('ticket-close-out')).toContainText('18')
      await panel.getByRole('button', { name: walk.buy }).last().click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByTestId('confirm-close-out')).toContainText('18')
      await shot(page, `${language}-margin-confirm`)
      await dialog.getByRole('button', { name: walk.confirm }).click()
      await expect(panel.getByRole('status')).toContainText(walk.placed)

      // 5 % down: 100 of the 400 lost, and the fee: below the 75 % maintenance margin.
      await setPrice(19)
      const positions = async () => {
        const answer = await page.request.post('/api/vue/trade/userstocklist', {
          data: { type: 'Spain' },
          headers: who,
        })
        return (await answer.json()).data as Array<{ code: string; marginCall: boolean }>
      }
      // The matcher calls it within a sweep or two; the screen shows what the server holds.
      await expect
        .poll(async () => (await positions()).find((p) => p.code === walk.code)?.marginCall, {
          timeout: 15_000,
        })
        .toBe(true)
      await page.goto('/#/trade/index')
      const row = page.getByTestId('position-row').filter({ hasText: walk.code })
      await expect(row.getByTestId('margin-call')).toBeVisible()
      await expect(page.getByTestId('margin-call-banner')).toBeVisible()
      await expect(row.getByTestId('close-out-price')).toContainText('18')
      await shot(page, `${language}-margin-call`)

      // 10 % down: half the margin gone, closed out at once, lock or not.
      await setPrice(18)
      // The open screen hears of it through the user's event stream once that is open (a moment
      // after the app starts, tests/e2e/userEvents.spec.ts); here the next load shows it.
      const holdings = async () => (await positions()).map((p) => p.code)
      await expect.poll(holdings, { timeout: 15_000 }).not.toContain(walk.code)
      await page.reload()
      // Its only position gone, the holdings list is empty.
      await expect(page.locator('.trade-screen p.empty')).toBeVisible()
      await expect(row).toHaveCount(0)
      await expect(page.getByTestId('margin-call-banner')).toHaveCount(0)
      await page.goto('/#/information/userInfo')
      await expect(page.getByText(walk.closedOut)).toBeVisible()
      await shot(page, `${language}-closed-out-message`)
    } finally {
      await setPrice(null)
    }
  })
}
