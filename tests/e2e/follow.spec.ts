import { expect, test } from '@playwright/test'
import { openConsole, shot } from './console.ts'
import { registerInvestor } from './investor.ts'

const WORDS = {
  en: {
    tab: 'Follow funds',
    amount: '2,000.00',
    fee: 'service fee of 40,00 €',
    confirm: 'Confirm',
    locked: 'In progress, locked',
  },
  de: {
    tab: 'Fonds folgen',
    amount: '2.000,00',
    fee: '40,00 €',
    confirm: 'Bestätigen',
    locked: 'Läuft, gesperrt',
  },
} as const

for (const language of ['en', 'de'] as const) {
  const words = WORDS[language]
  test(`a fund followed from home, its record drawn, its terms in words (${language})`, async ({
    page,
    browser,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    const { account } = await registerInvestor(page, language === 'en' ? '6811' : '6822')

    // Home's tab leads to the funds; each shows what it expects and what it earned, apart.
    await page.goto('/#/home/index')
    await page.getByRole('link', { name: words.tab }).first().click()
    await expect(page).toHaveURL(/#\/home\/fllow/)
    const funds = page.locator('[data-testid^="fund-"]')
    await expect(funds).toHaveCount(3)
    await expect(funds.first().getByTestId('earned')).toHaveText(/^[+-]?\d+,\d{2}\s%$/)
    await shot(page, `${language}-follow-list`)

    // The bank basket: its NAV since its start, its orders, the fees for the amount typed.
    await page.locator('[data-testid^="fund-"]', { hasText: 'Ibex banks' }).click()
    await expect(page.getByTestId('nav-chart')).toHaveAttribute('data-days', /^\d{3}$|^[5-9]\d$/)
    await expect(page.getByTestId('strategy-orders').locator('tbody tr').first()).toBeVisible()
    await page.locator('input[name="amount"]').fill(words.amount)
    await expect(page.getByTestId('fee-words')).toContainText(words.fee)
    await shot(page, `${language}-follow-detail`)
    await page.locator('form button[type="submit"]').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('2.000,00 €')
    await dialog.locator('button.primary').click()

    // My follows: in progress and locked, worth what went in until today's close prices it.
    await expect(page).toHaveURL(/#\/home\/qcList/)
    const card = page.locator('[data-testid^="follow-F"]').first()
    await expect(card).toHaveAttribute('data-state', 'locked')
    await expect(card.getByTestId('follow-value')).toHaveText('2.000,00 €')
    await expect(card.getByTestId('priced-at')).toContainText('2026.11.23')
    await expect(card.getByRole('button')).toHaveCount(0)
    await expect(card).toContainText(words.locked)
    await shot(page, `${language}-follow-mine`)

    // The account counts it: 2.000,00 € in copy trades, 8.000,00 € available.
    await page.goto('/#/information/wallet')
    await expect(page.getByTestId('following')).toHaveText('2.000,00 €')
    await expect(page.getByTestId('available')).toHaveText('8.000,00 €')

    // Home's other new tab: the market's dividend stocks, highest yield first.
    await page.goto('/#/home/dividend')
    const yields = page.getByTestId('dividend-list').getByTestId('yield')
    await expect(yields.first()).toHaveText(/^\d+(,\d+)?\s%$/)
    const shown = (await yields.allTextContents()).map((y) =>
      Number(y.replace(/[^\d,]/g, '').replace(',', '.')),
    )
    expect(shown).toEqual([...shown].sort((a, b) => b - a))
    await shot(page, `${language}-dividends`)

    // The console sees the follower of the fund and what they hold.
    const admin = await openConsole(browser, language)
    await admin.locator('.admin-nav [data-section="follow"]').click()
    const fund = admin.locator('[data-testid^="admin-fund-"]', { hasText: 'Ibex banks' })
    await fund
      .getByRole('button', { name: language === 'en' ? 'Followers' : /.+/ })
      .last()
      .click()
    await expect(fund.getByTestId('fund-followers')).toContainText(account)
    await shot(admin, `${language}-console-funds`)
  })
}
