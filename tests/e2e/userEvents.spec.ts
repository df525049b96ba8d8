import { expect, test } from '@playwright/test'
import { confirmInConsole, openConsole } from './console.ts'
import { registerInvestor } from './investor.ts'

/**
 * The user's events reach the open app (issue 24): the investor stays on home while the console
 * sends them a message; the bell counts it without a reload or a navigation, because the server
 * announced the message on the investor's event stream.
 */
const WORDS = {
  en: { unread: 'Messages, 1 unread' },
  de: { unread: 'Nachrichten, 1 ungelesen' },
} as const

for (const language of ['en', 'de'] as const) {
  test(`the bell counts a message as it arrives, without a reload (${language})`, async ({
    page,
    browser,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    const { account } = await registerInvestor(page, language === 'en' ? '6913' : '6924')
    await page.goto('/#/home/index')
    await expect(page.getByTestId('bell')).toBeVisible()
    await expect(page.getByTestId('bell-count')).toHaveCount(0)
    // The app follows its events a moment after the page's load.
    await page.waitForTimeout(3_500)
    // A mark on this page: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }))

    const admin = await openConsole(browser, language)
    await admin.locator('.admin-nav [data-section="messages"]').click()
    const form = admin.getByTestId('admin-broadcast')
    await form.locator('select[name="audience"]').selectOption('account')
    await form.locator('input[name="account"]').fill(account)
    await form.locator('input[name="title"]').fill(`Live ${language}`)
    await form.locator('textarea[name="body"]').fill('Sent while the app was open.')
    await form.locator('button[type="submit"]').click()
    await confirmInConsole(admin)
    await expect(admin.getByTestId('submission-result')).toBeVisible()

    // Still on home, never reloaded: the event stream told the app.
    await expect(page.getByTestId('bell-count')).toHaveText('1', { timeout: 15_000 })
    await expect(page.getByTestId('bell')).toHaveAttribute('aria-label', WORDS[language].unread)
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true)
    expect(new URL(page.url()).hash).toBe('#/home/index')
  })
}
