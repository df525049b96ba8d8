import { expect, test } from '@playwright/test'
import { openConsole, shot } from './console.ts'
import { holdCalls } from './heldCalls.ts'
import { registerInvestor } from './investor.ts'

const WORDS = {
  en: {
    tab: 'Quantitative trading',
    out: 'Back to the balance',
    records: 'History',
    insufficient: 'Insufficient available balance.',
    retry: 'Try again',
  },
  de: {
    tab: 'Quantitativer Handel',
    out: 'Zurück aufs Guthaben',
    records: 'Verlauf',
    insufficient: 'Verfügbares Guthaben reicht nicht aus.',
    retry: 'Erneut versuchen',
  },
} as const

for (const language of ['en', 'de'] as const) {
  const words = WORDS[language]
  test(`money into the quant account and back, arriving T+2 (${language})`, async ({
    page,
    browser,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    const { account } = await registerInvestor(page, language === 'en' ? '6831' : '6842')

    // Home's tab leads to the quant account, empty at first.
    await page.goto('/#/home/index')
    await page.getByRole('link', { name: words.tab }).first().click()
    await expect(page).toHaveURL(/#\/home\/quantifyTrading/)
    await expect(page.getByTestId('quant-total')).toHaveText('0,00 €')

    // 1.500,50 € in, typed with the decimal comma: in the quant account at once.
    await page.locator('input[name="amount"]').fill('1500,50')
    await page.locator('form button[type="submit"]').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('1.500,50 €')
    await dialog.locator('button.primary').click()
    await expect(page.getByTestId('quant-available')).toHaveText('1.500,50 €')

    // More than is there cannot go back; 500 € can, and is withdrawing until T+2.
    // The form of the other direction replaces this one once the tab is chosen: typed before
    // then, the amount went into the form being left (seen twice on a busy machine).
    const out = page.getByRole('tab', { name: words.out })
    await out.click()
    await expect(out).toHaveAttribute('aria-selected', 'true')
    await page.locator('input[name="amount"]').fill('2000')
    await page.locator('form button[type="submit"]').click()
    // Refused before anything is confirmed or moved, in words.
    await expect(page.getByRole('status')).toContainText(words.insufficient)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('quant-withdrawing')).toHaveText('0,00 €')
    await page.locator('input[name="amount"]').fill('500')
    await page.locator('form button[type="submit"]').click()
    await page.getByRole('dialog').locator('button.primary').click()
    await expect(page.getByTestId('quant-withdrawing')).toHaveText('500,00 €')
    await expect(page.getByTestId('quant-available')).toHaveText('1.000,50 €')
    await shot(page, `${language}-quant-account`)

    // The dollar tab: while its account loads, the euro account is not shown under it, and
    // nothing can be sent from it (a transfer would have moved euros).
    const dollarAccount = await holdCalls(page, 'quant/account', 'USD')
    await page.getByRole('tab', { name: 'USD' }).click()
    await expect(page.getByRole('tab', { name: 'USD' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByTestId('quant-account')).toHaveCount(0)
    await expect(page.locator('input[name="amount"]')).toHaveCount(0)
    await shot(page, `${language}-quant-switching`)
    // Its answer lost on the way: a retry in its place, still nothing of the euro account.
    await dollarAccount.fail()
    await expect(page.getByRole('button', { name: words.retry })).toBeVisible()
    await expect(page.getByTestId('quant-account')).toHaveCount(0)
    await shot(page, `${language}-quant-retry`)
    await page.getByRole('button', { name: words.retry }).click()
    await expect(page.getByTestId('quant-total')).toHaveText('0,00 $')
    await page.getByRole('tab', { name: 'EUR' }).click()
    await expect(page.getByTestId('quant-available')).toHaveText('1.000,50 €')

    // The records: the way back still on its way, the way in done.
    await page.getByRole('link', { name: words.records }).click()
    const records = page.getByTestId('quant-record')
    await expect(records).toHaveCount(2)
    await expect(records.first()).toHaveAttribute('data-state', 'withdrawing')
    await expect(records.nth(1)).toHaveAttribute('data-state', 'done')
    await shot(page, `${language}-quant-records`)

    // The account page counts what the quant account holds.
    await page.goto('/#/information/wallet')
    await expect(page.getByTestId('quant')).toHaveText('1.500,50 €')

    // The console sees the way back on its way.
    const admin = await openConsole(browser, language)
    await admin.locator('.admin-nav [data-section="quant"]').click()
    const row = admin.getByTestId('admin-quant-transfers').locator('tr', { hasText: account })
    await expect(row).toHaveAttribute('data-state', 'withdrawing')
    await expect(row).toContainText('500,00 €')
    await shot(admin, `${language}-console-quant`)
  })
}
