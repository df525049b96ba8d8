import { expect, test } from '@playwright/test'
import { adminToken, shot } from './console.ts'
import { registerInvestor } from './investor.ts'

/**
 * Issue 25: a position protected by its stops, from the ticket (the loss at the stop-loss before
 * confirming) to the stop-loss closing it, with its reason and its message; a stop edited on the
 * position on the way. The prices are the test's own (POST /api/test/price on the e2e server);
 * each language trades a share of its own, so the two walks never move each other's prices.
 */
const WALKS = {
  en: {
    code: 'ENG',
    prefix: '6873',
    buy: 'Buy long',
    confirm: 'Confirm',
    placed: 'Order placed',
    save: 'Save stops',
    saved: 'Stops saved.',
    reason: 'Closed at its stop-loss',
    message: 'Stop-loss reached: Enagás',
  },
  de: {
    code: 'FER',
    prefix: '6874',
    buy: 'Long kaufen',
    confirm: 'Bestätigen',
    placed: 'Order aufgegeben',
    save: 'Stops speichern',
    saved: 'Stops gespeichert.',
    reason: 'Durch Stop-Loss geschlossen',
    message: 'Stop-Loss erreicht: Ferrovial',
  },
} as const

for (const language of ['en', 'de'] as const) {
  const walk = WALKS[language]
  test(`a stop-loss set on the ticket, raised on the position, closes it (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const setPrice = (price: number | null) =>
      page.request.post('/api/test/price', { data: { code: walk.code, price } })
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    const who = await registerInvestor(page, walk.prefix)
    // No lock on this share (the console's setting): its stops act at once (spec §4 Selling).
    const token = adminToken()
    const unlocked = await page.request.post('/api/admin/config/set', {
      data: { name: `trade.${walk.code}.lock`, value: '0m' },
      headers: { token },
    })
    expect((await unlocked.json()).status).toBe(1)
    await setPrice(20)
    try {
      await page.goto(`/#/market/stockDetail?code=${walk.code}`)
      const panel = page.locator('.order-panel')
      await panel.locator('.stepper input').fill('100')
      // A stop-loss at 19 (typed with the locale's decimal separator) and a take-profit at 23.
      const decimal = language === 'de' ? ',' : '.'
      await panel.locator('input[name="stopLoss"]').fill(`19${decimal}00`)
      await panel.locator('input[name="takeProfit"]').fill('23')
      // Before confirming: where the stop stands and what closing there would lose, fees in.
      await expect(page.getByTestId('ticket-stop-loss')).toContainText('19')
      await expect(page.getByTestId('ticket-take-profit')).toContainText('+')
      await panel.getByRole('button', { name: walk.buy }).last().click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByTestId('confirm-stop-loss')).toContainText('19')
      await shot(page, `${language}-stops-confirm`)
      await dialog.getByRole('button', { name: walk.confirm }).click()
      await expect(panel.getByRole('status')).toContainText(walk.placed)

      // On the position: the stops it holds; the stop-loss raised to 19.50.
      await panel.getByRole('link').first().click()
      const card = page.locator('.protection')
      await expect(card.getByTestId('protection-stop-loss')).toContainText('19')
      await card.locator('input[name="stopLoss"]').fill(`19${decimal}50`)
      await card.getByRole('button', { name: walk.save }).click()
      await expect(page.getByTestId('protection-saved')).toHaveText(walk.saved)
      await page.reload()
      // Prices are written the spec §9 way in every language: 19,50 €.
      await expect(card.getByTestId('protection-stop-loss')).toContainText('19,50')
      await shot(page, `${language}-stops-position`)
      // The positions list shows the stops too.
      const detail = page.url()
      await page.goto('/#/trade/index')
      const row = page.getByTestId('position-row').filter({ hasText: walk.code })
      await expect(row.getByTestId('row-stop-loss')).toContainText('19,50')
      await expect(row.getByTestId('row-take-profit')).toContainText('23')
      await shot(page, `${language}-stops-list`)

      // The price falls through the stop-loss: the next sweep closes the position there.
      const positions = async () => {
        const answer = await page.request.post('/api/vue/trade/userstocklist', {
          data: { type: 'Spain' },
          headers: who,
        })
        return ((await answer.json()).data as Array<{ code: string }>).map((p) => p.code)
      }
      await setPrice(19.4)
      await expect.poll(positions, { timeout: 15_000 }).not.toContain(walk.code)
      await page.goto(detail)
      await expect(page.getByText(walk.reason)).toBeVisible()
      await page.goto('/#/information/userInfo')
      await expect(page.getByText(walk.message)).toBeVisible()
      await shot(page, `${language}-stop-loss-message`)
    } finally {
      await setPrice(null)
    }
  })
}
