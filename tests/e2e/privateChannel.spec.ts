import { expect, test } from '@playwright/test'
import { confirmInConsole, openConsole, PNG, shot } from './console.ts'
import { registerInvestor } from './investor.ts'

const TEXTS = {
  en: {
    add: 'Add a channel',
    saved: 'Channel saved',
    private: 'Private',
    wrongPassword: 'Wrong channel password.',
    wrongKey: 'The secret key does not match this channel.',
    submitted: 'Deposit submitted',
  },
  de: {
    add: 'Kanal hinzufügen',
    saved: 'Kanal gespeichert',
    private: 'Privat',
    wrongPassword: 'Falsches Kanalpasswort.',
    wrongKey: 'Der geheime Schlüssel passt nicht zu diesem Kanal.',
    submitted: 'Einzahlung eingereicht',
  },
} as const

for (const language of ['en', 'de'] as const) {
  test(`a private deposit channel: set up in the console, its password and key checked (${language})`, async ({
    page,
    browser,
  }) => {
    const text = TEXTS[language]
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    await registerInvestor(page, language === 'en' ? '6641' : '6642')
    const admin = await openConsole(browser, language)

    // The operator adds a channel whose details only customer service gives out (decision 0038).
    await admin.locator('.admin-nav [data-section="channels"]').click()
    await admin.getByRole('button', { name: text.add }).click()
    const editor = admin.locator('.channel-editor')
    await editor.locator('input[name="accountName"]').fill('Tradeflow Private Clients')
    await editor.locator('input[name="accountNumber"]').fill('ES91 2100 0418 4502 0005 1332')
    await editor.locator('input[name="bankName"]').fill(`Banco Privado ${language}`)
    await editor.locator('input[name="min"]').fill('100')
    await editor.locator('input[name="max"]').fill('50000')
    await editor.locator('select[name="access"]').selectOption('private')
    await editor.locator('input[name="password"]').fill('Kanal-2026')
    await editor.locator('input[name="secretKey"]').fill('K7Q2')
    await shot(admin, `${language}-console-private-channel`)
    await editor.locator('form button[type="submit"]').click()
    await confirmInConsole(admin)
    await expect(editor.getByTestId('submission-result')).toContainText(text.saved)

    // The investor sees a private channel without its account, asks for password and key.
    await page.goto('/#/information/recharge')
    const channel = page.locator('.menu a').last()
    await expect(channel.getByTestId('channel-private-badge')).toHaveText(text.private)
    await channel.click()
    await expect(page.getByTestId('channel-private')).toBeVisible()
    await expect(page.getByText('ES91 2100')).toHaveCount(0)
    await page.locator('input[name="amount"]').fill('500')
    await page
      .locator('input[name="proof"]')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG })
    await page.locator('input[name="channelPassword"]').fill('kanal-2026')
    await page.locator('input[name="secretKey"]').fill('K7Q2')
    await page.locator('form button[type="submit"]').click()
    await page.getByRole('dialog').locator('button.primary').click()
    await expect(page.locator('.toast')).toHaveText(text.wrongPassword)
    await page.locator('input[name="channelPassword"]').fill('Kanal-2026')
    await page.locator('input[name="secretKey"]').fill('K7Q3')
    await page.locator('form button[type="submit"]').click()
    await page.getByRole('dialog').locator('button.primary').click()
    await expect(page.locator('.toast')).toHaveText(text.wrongKey)
    await page.locator('input[name="secretKey"]').fill('K7Q2')
    await shot(page, `${language}-recharge-private`)
    await page.locator('form button[type="submit"]').click()
    await page.getByRole('dialog').locator('button.primary').click()
    await expect(page.getByTestId('submission-result')).toContainText(text.submitted)
    await admin.context().close()
  })
}
