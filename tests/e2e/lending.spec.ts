import { expect, test } from '@playwright/test'
import { openConsole, shot } from './console.ts'
import { registerInvestor } from './investor.ts'

const WORDS = {
  en: { entry: 'Stock lending', lend: 'Lend', recall: 'Recall', none: 'No shares to lend now.' },
  de: {
    entry: 'Wertpapierleihe',
    lend: 'Verleihen',
    recall: 'Zurückrufen',
    none: 'Derzeit keine Aktien zum Verleihen.',
  },
} as const

for (const language of ['en', 'de'] as const) {
  const words = WORDS[language]
  test(`shares offered to the lending pool from the account page, then recalled (${language})`, async ({
    page,
    browser,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    const { token, account } = await registerInvestor(page, language === 'en' ? '6851' : '6862')
    // 500 Santander shares, bought at market (about 4.300 € of the demo balance).
    const bought = await page.request.post('/api/vue/trade/buy', {
      data: { code: 'SAN', direction: 'long', priceType: 'market', leverage: 1, lots: 500 },
      headers: { token, account },
    })
    const { data: placed } = await bought.json()
    expect(placed.orderNo).toBeTruthy()

    await page.goto('/#/information/index')
    await page.getByRole('link', { name: words.entry }).click()
    await expect(page).toHaveURL(/#\/information\/stockLending/)
    const lendable = page.locator('[data-testid^="lendable-"]')
    await expect(lendable).toHaveCount(1)
    await lendable.getByRole('link', { name: words.lend }).click()

    // The terms in words, then 300 of the 500 lots offered.
    await expect(page.getByTestId('lending-words')).toContainText('1 %')
    await page.locator('input[name="lots"]').fill('300')
    await expect(page.getByTestId('lending-day-fee')).toContainText('300')
    await shot(page, `${language}-lend-form`)
    await page.locator('form button[type="submit"]').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('300')
    await dialog.locator('button.primary').click()

    await expect(page).toHaveURL(/#\/information\/stockLending/)
    const card = page.locator('[data-testid^="lending-B"]').first()
    await expect(card).toHaveAttribute('data-state', /inProgress|success/)
    // Shares with the pool are not offered again, and the screen says there is nothing to lend.
    await expect(page.locator('[data-testid^="lendable-"]')).toHaveCount(0)
    await expect(page.getByText(words.none)).toBeVisible()
    await shot(page, `${language}-lending`)
    // The position says its shares are lent, and what closing does.
    await page.goto(`/#/trade/positionDetail?orderNo=${placed.orderNo}`)
    await expect(page.getByTestId('position-lent')).toContainText('300')
    await shot(page, `${language}-position-lent`)
    await page.goto('/#/information/stockLending')
    await card.getByRole('button', { name: words.recall }).click()
    await page.getByRole('dialog').locator('button.primary').click()
    await expect(card).toHaveAttribute('data-state', 'finished')
    await expect(card.getByRole('button')).toHaveCount(0)
    await expect(page.locator('[data-testid^="lendable-"]')).toHaveCount(1)
    await expect(page.getByText(words.none)).toHaveCount(0)
    // Recalled, the position offers its shares again.
    await page.goto(`/#/trade/positionDetail?orderNo=${placed.orderNo}`)
    await expect(page.getByTestId('position-lend')).toBeVisible()

    // The console lists the lending, finished.
    const admin = await openConsole(browser, language)
    await admin.locator('.admin-nav [data-section="lending"]').click()
    await admin.getByRole('tab').last().click()
    const row = admin.getByTestId('admin-lendings').locator('tr', { hasText: account })
    await expect(row).toHaveAttribute('data-state', 'finished')
    await shot(admin, `${language}-console-lending`)
  })
}
