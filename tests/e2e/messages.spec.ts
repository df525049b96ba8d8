import { expect, test } from '@playwright/test'
import { confirmInConsole, openConsole, shot } from './console.ts'
import { registerInvestor } from './investor.ts'

/**
 * The inbox end to end (issue 21): the console sends a message to one account; the investor's
 * bell counts it, the inbox lists it unread, opening it reads it, and the bell is quiet again.
 */
const WORDS = {
  en: { messages: 'Messages', allMessages: 'All messages' },
  de: { messages: 'Nachrichten', allMessages: 'Alle Nachrichten' },
} as const

for (const language of ['en', 'de'] as const) {
  const words = WORDS[language]
  test(`a message from the console reaches the inbox and is read (${language})`, async ({
    page,
    browser,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    const { account } = await registerInvestor(page, language === 'en' ? '6871' : '6882')
    const title = `Statement ready ${language}`

    const admin = await openConsole(browser, language)
    await admin.locator('.admin-nav [data-section="messages"]').click()
    const form = admin.getByTestId('admin-broadcast')
    await form.locator('select[name="audience"]').selectOption('account')
    await form.locator('input[name="account"]').fill(account)
    await form.locator('input[name="title"]').fill(title)
    await form.locator('textarea[name="body"]').fill('Your November statement is ready.')
    await form.locator('button[type="submit"]').click()
    await confirmInConsole(admin)
    await expect(admin.getByTestId('submission-result')).toBeVisible()

    await page.goto('/#/home/index')
    await expect(page.getByTestId('bell-count')).toHaveText('1')
    await page.getByTestId('bell').click()
    const message = page.getByTestId('message').first()
    await expect(message).toHaveAttribute('data-state', 'unread')
    await expect(message).toContainText(title)
    await shot(page, `${language}-messages`)
    await message.getByRole('link').click()
    await expect(page.getByTestId('message-detail')).toContainText(
      'Your November statement is ready.',
    )
    await shot(page, `${language}-message`)
    await page.getByRole('link', { name: words.allMessages }).click()
    await expect(page.getByTestId('message').first()).toHaveAttribute('data-state', 'read')
    await page.goto('/#/home/index')
    await expect(page.getByTestId('bell')).toBeVisible()
    await expect(page.getByTestId('bell-count')).toHaveCount(0)
  })
}
