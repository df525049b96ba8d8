import { expect, test } from '@playwright/test'
import { confirmInConsole, openConsole, shot } from './console.ts'
import { registerInvestor } from './investor.ts'

/**
 * Issue 18: the console shows settings by name with the value in effect, and demo data is said
 * to be demo in the investor's language until an operator replaces it in the console.
 */
const WORDS = {
  en: {
    demo: 'Demo data',
    depositHours: 'Deposit hours',
    madrid: '08:30–22:00 Madrid time',
    default: 'Default',
    edited: 'Deposit channel edited',
    demoOff: 'On → Off',
  },
  es: {
    demo: 'Datos de demostración',
    depositHours: 'Horario de depósitos',
    madrid: '08:30–22:00, hora de Madrid',
    default: 'Predeterminado',
    edited: 'Canal de depósito editado',
    demoOff: 'Activado → Desactivado',
  },
} as const

for (const [language, currency] of [
  ['en', 'USD'],
  ['es', 'USDC'],
] as const) {
  const words = WORDS[language]
  test(`settings in words, demo channels marked and replaced (${language})`, async ({
    page,
    browser,
  }) => {
    // The investor sees the seeded channel marked as demo, in their language.
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    await registerInvestor(page, language === 'en' ? '6631' : '6632')
    await page.goto('/#/information/recharge')
    await expect(page.getByTestId('channel-demo').first()).toHaveText(words.demo)
    await shot(page, `${language}-recharge-demo`)
    await page.locator('.menu a').first().click()
    await expect(page.getByTestId('channel-demo')).toContainText(words.demo)
    await shot(page, `${language}-recharge-channel-demo`)

    // Settings: the name, the value in effect in its unit, the default marked.
    const admin = await openConsole(browser, language)
    await admin.locator('.admin-nav [data-section="settings"]').click()
    const hours = admin.locator('.setting-row[data-name="funds.deposit.hours"]')
    await expect(hours).toContainText(words.depositHours)
    await expect(hours.locator('.setting-effective')).toContainText(words.madrid)
    await expect(hours.locator('.tag')).toHaveText(words.default)
    // A value the server cannot read is named beside the field and cannot be sent.
    await hours.locator('input').fill('22:00-08:30')
    await expect(hours.locator('.problem')).toBeVisible()
    await expect(hours.getByRole('button')).toBeDisabled()
    await hours.locator('input').fill('08:00-22:00')
    await expect(hours.locator('.problem')).toHaveCount(0)
    // Spain's trading rules, opened: fractions read as percent, the lock in trading days.
    const spain = admin.locator('.settings-group').nth(4)
    await spain.locator('summary').click()
    await expect(
      spain.locator('.setting-row[data-name="trade.Spain.stampDuty"] .setting-effective'),
    ).toContainText('0,2 %')
    await expect(
      spain.locator('.setting-row[data-name="trade.Spain.lock"] .setting-effective'),
    ).toContainText(': 1')
    // A rate typed with the language's decimal sign is read as one, and the hint writes it so
    // (not saved: the walks share the server's trading rules).
    const stamp = spain.locator('.setting-row[data-name="trade.Spain.stampDuty"]')
    const sign = language === 'es' ? ',' : '.'
    await expect(stamp.locator('p.muted')).toContainText(`0${sign}001`)
    await stamp.locator('input').fill(`0${sign}003`)
    await expect(stamp.locator('.problem')).toHaveCount(0)
    await expect(stamp.getByRole('button')).toBeEnabled()
    await stamp.locator('input').fill('')
    await shot(admin, `${language}-console-settings`)

    // Channels: the placeholder is marked; saved by an operator, it is no longer demo.
    await admin.locator('.admin-nav [data-section="channels"]').click()
    const card = admin.locator('.review-item', { hasText: ` · ${currency}` }).first()
    await expect(card.locator('.tag.demo')).toHaveText(words.demo)
    await shot(admin, `${language}-console-channels`)
    await card.getByRole('button').first().click()
    await admin.locator('input[name="accountName"]').fill('Tradeflow Client Funds S.L.')
    await admin.locator('input[name="bankName"]').fill(currency === 'USD' ? 'Chase' : 'TRON')
    await admin.locator('.channel-editor form button[type="submit"]').click()
    await confirmInConsole(admin)
    await expect(admin.getByTestId('submission-result')).toBeVisible()
    await expect(card.locator('.tag.demo')).toHaveCount(0)
    await admin.locator('.admin-nav [data-section="audit"]').click()
    const line = admin.locator('.audit-entry[data-action="channels.edit"]').first()
    await expect(line).toContainText(words.edited)
    await expect(line.locator('.audit-changes > div', { hasText: words.demo })).toContainText(
      words.demoOff,
    )

    const phone = await openConsole(browser, language, { width: 390, height: 844 })
    await phone.locator('.admin-nav [data-section="settings"]').click()
    await expect(phone.locator('.setting-row').first()).toBeVisible()
    await shot(phone, `${language}-phone-console-settings`)
    await phone.locator('.admin-nav [data-section="channels"]').click()
    await expect(phone.locator('.review-item').first()).toBeVisible()
    await shot(phone, `${language}-phone-console-channels`)
    await phone.locator('.admin-nav [data-section="audit"]').click()
    await expect(phone.locator('.audit-entry').first()).toBeVisible()
    await shot(phone, `${language}-phone-console-audit`)
  })
}
