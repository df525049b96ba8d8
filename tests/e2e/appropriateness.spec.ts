import { expect, test } from '@playwright/test'
import { shot } from './console.ts'
import { registerInvestor } from './investor.ts'

/**
 * Issue 25: a newcomer's first short sale waits for the appropriateness check; the refusal on
 * the ticket leads to it, the risk warning says what trading on margin costs, a wrong answer
 * brings the warning to acknowledge, and then the short goes through.
 */
const WORDS = {
  en: { takeCheck: 'Take the check', send: 'Send answers' },
  de: { takeCheck: 'Prüfung starten', send: 'Antworten senden' },
} as const

for (const language of ['en', 'de'] as const) {
  const words = WORDS[language]
  test(`a first short sale waits for the appropriateness check (${language})`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    await registerInvestor(page, language === 'en' ? '6881' : '6882', { assessed: false })
    await page.goto('/#/market/stockDetail?code=SAN')
    const panel = page.locator('.order-panel')
    await panel.locator('.direction-toggle .short').click()
    const fix = page.getByTestId('refusal-fix')
    await expect(fix).toHaveAttribute('href', '#/trade/appropriateness')
    await expect(fix).toHaveText(words.takeCheck)
    await expect(panel.locator('form.ticket button[type="submit"]')).toBeDisabled()
    await fix.click()

    await expect(page.getByTestId('risk-warning')).toBeVisible()
    await page.locator('input[name="experience"][value="never"]').check()
    await page.locator('input[name="leverageLoss"][value="half"]').check()
    await page.locator('input[name="shortLoss"][value="rises"]').check()
    await page.locator('input[name="closeOut"][value="possible"]').check()
    // Never traded: the warning comes up, and must be acknowledged.
    const warning = page.getByTestId('appropriateness-warning')
    await expect(warning).toBeVisible()
    await shot(page, `${language}-appropriateness-warning`)
    const send = page.getByRole('button', { name: words.send })
    await send.click()
    await expect(page.locator('.toast')).toBeVisible()
    await expect(page.getByTestId('submission-result')).toHaveCount(0)
    await warning.locator('input[name="acknowledged"]').check()
    await send.click()
    await expect(page.getByTestId('appropriateness-result')).toBeVisible()
    await shot(page, `${language}-appropriateness-done`)
    await page.getByTestId('submission-result').getByRole('button').click()

    // Back on the ticket, the short can be sent.
    await expect(page).toHaveURL(/stockDetail/)
    await panel.locator('.direction-toggle .short').click()
    await expect(page.getByTestId('refusal-fix')).toHaveCount(0)
    await expect(panel.locator('form.ticket button[type="submit"]')).toBeEnabled()
  })
}
