import { expect, type Page, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { shot } from './console.ts'
import { registerInvestor } from './investor.ts'

/**
 * Issue 25, two-factor sign-in in English and German: set up from Settings with the login
 * password, the QR code's key and a first code, the ten recovery codes shown once; then a login
 * asks the code after the password (a recovery code here: the walk never moves the shared clock
 * to reach a fresh 30-second step), and adding a bank card is refused without a code and taken
 * with one.
 */
const WALKS = {
  en: { prefix: '6875', required: 'Enter the code from your authenticator app.' },
  de: { prefix: '6876', required: null },
} as const

/**
 * The code the investor's authenticator app shows now: on real time, which the server checks it
 * on whatever its business clock says (decision 0064).
 */
async function codeNow(_page: Page, secret: string) {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() })
}

for (const language of ['en', 'de'] as const) {
  const walk = WALKS[language]
  test(`two-factor sign-in: set up, asked at login and for a bank card (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    const who = await registerInvestor(page, walk.prefix)

    // Set up: password, the key (as an app that cannot scan takes it), a first code.
    await page.goto('/#/information/twoFactor')
    await page.locator('input[name="password"]').fill('correct horse')
    await page.locator('form button[type="submit"]').click()
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expect(page.locator('img.totp-qr')).toBeVisible()
    await shot(page, `${language}-two-factor-qr`)
    await page.locator('input[name="code"]').fill(await codeNow(page, secret))
    await page.locator('form button[type="submit"]').click()
    const codes = page.getByTestId('recovery-codes')
    await expect(codes.locator('li')).toHaveCount(10)
    const recovery = await codes.locator('li code').allTextContents()
    await shot(page, `${language}-two-factor-recovery`)
    await codes.locator('button').click()
    await expect(page.getByTestId('two-factor-on')).toContainText('10')

    // A login on another phone: the password, then the code step.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } })
    try {
      const phone = await other.newPage()
      await phone.addInitScript((lang) => localStorage.setItem('language', lang), language)
      await phone.goto('/#/login/login')
      await phone.locator('input[name="account"]').fill(who.account)
      await phone.locator('input[name="password"]').fill('correct horse')
      await phone.locator('form button[type="submit"]').click()
      const code = phone.locator('input[name="code"]')
      await expect(code).toBeVisible()
      await shot(phone, `${language}-two-factor-login`)
      await code.fill(recovery[0]!)
      await phone.locator('form button[type="submit"]').click()
      await expect(phone).not.toHaveURL(/#\/login\//)
    } finally {
      await other.close()
    }

    // A bank card: refused without the code, taken with one (the second recovery code).
    await page.goto('/#/information/addBankCard')
    await page.locator('input[name="holder"]').fill('Ana Test')
    await page.locator('input[name="first4"]').fill('4000')
    await page.locator('input[name="last12"]').fill(String(Date.now()).slice(-12).padStart(12, '7'))
    await page.locator('input[name="bankName"]').fill('Banco')
    await page.locator('input[name="branchName"]').fill('Madrid')
    await page.locator('input[name="bankCode"]').fill('0049')
    const submit = page.locator('form button[type="submit"]')
    await submit.click()
    const toast = page.locator('.toast')
    await expect(toast).toBeVisible()
    if (walk.required) await expect(toast).toContainText(walk.required)
    await page.locator('input[name="twoFactorCode"]').fill(recovery[1]!)
    await submit.click()
    await expect(page.getByTestId('submission-result')).toBeVisible()
    await shot(page, `${language}-two-factor-card`)
  })
}
