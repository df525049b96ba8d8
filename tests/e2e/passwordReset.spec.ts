import { type Browser, expect, type Page, test } from '@playwright/test'
import { confirmInConsole, openConsole, shot } from './console.ts'

/**
 * Issue 18, item 14, decision 0024: a new investor opens the user agreement from the registration
 * form and comes back to what they typed; later, having forgotten the password, they get a
 * one-time code from customer service (an operator issues it in the console), set a new password
 * on the app, and log in with it, while the session they had is ended. In English and German.
 */
const PASSWORD = 'correct horse'
const NEW_PASSWORD = 'a brand new horse'

const WORDS = {
  en: {
    agreement: 'user agreement',
    agreementTitle: 'User agreement',
    firstSection: 'What Tradeflow is',
    back: 'Back',
    createAccount: 'Create account',
    forgot: 'Forgot password?',
    resetTitle: 'Reset password',
    setPassword: 'Set new password',
    changed: 'Password changed',
    done: 'Done',
    logIn: 'Log in',
    issue: 'Issue password reset code',
    issueCode: 'Issue code',
  },
  de: {
    agreement: 'Nutzungsvereinbarung',
    agreementTitle: 'Nutzungsvereinbarung',
    firstSection: 'Was Tradeflow ist',
    back: 'Zurück',
    createAccount: 'Konto erstellen',
    forgot: 'Passwort vergessen?',
    resetTitle: 'Passwort zurücksetzen',
    setPassword: 'Neues Passwort festlegen',
    changed: 'Passwort geändert',
    done: 'Fertig',
    logIn: 'Anmelden',
    issue: 'Code zum Zurücksetzen des Passworts ausstellen',
    issueCode: 'Code ausstellen',
  },
} as const

/** A phone in the language, as a device of its own (no session shared with another page). */
async function phoneIn(browser: Browser, language: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', lang)
  }, language)
  return page
}

for (const language of ['en', 'de'] as const) {
  const w = WORDS[language]
  test(`${language}: register after reading the agreement, then reset a forgotten password with a console-issued code`, async ({
    browser,
  }) => {
    const account = `6${language === 'en' ? 1 : 2}${String(Date.now()).slice(-7)}`

    // Register: the agreement opens from the checkbox's text, and back keeps what was typed.
    const first = await phoneIn(browser, language)
    await first.goto('/#/login/register')
    await first.locator('input[name="account"]').fill(account)
    await first.locator('input[name="password"]').fill(PASSWORD)
    await first.locator('input[name="password2"]').fill(PASSWORD)
    await first.locator('input[name="invite"]').fill('e2einvite')
    await shot(first, `${language}-register`)
    await first.getByRole('link', { name: w.agreement }).click()
    await expect(first).toHaveURL(/#\/information\/aboutInfo\?doc=agreement$/)
    await expect(first.getByRole('heading', { name: w.agreementTitle, level: 1 })).toBeVisible()
    await expect(first.getByRole('heading', { name: w.firstSection })).toBeVisible()
    await shot(first, `${language}-agreement`)
    await first.getByRole('button', { name: w.back }).click()
    await expect(first).toHaveURL(/#\/login\/register$/)
    await expect(first.locator('input[name="account"]')).toHaveValue(account)
    await expect(first.locator('input[name="password2"]')).toHaveValue(PASSWORD)
    await expect(first.locator('input[name="invite"]')).toHaveValue('e2einvite')
    await first.getByRole('checkbox').check()
    await first.getByRole('button', { name: w.createAccount }).click()
    await expect(first).toHaveURL(/#\/login\/loginAfter$/)

    // Customer service has verified the caller; the operator issues a code, shown once.
    const admin = await openConsole(browser, language)
    await admin.locator('.admin-nav [data-section="users"]').click()
    await admin.locator('.admin-search').fill(account)
    await admin.getByTestId(`user-${account}`).getByRole('button', { name: w.issue }).click()
    const form = admin.getByTestId('reset-code')
    await expect(form.locator('input[name="account"]')).toHaveValue(account)
    await form.locator('input[name="reason"]').fill('Called in; name and ID number match the file')
    await form.getByRole('button', { name: w.issueCode }).click()
    await confirmInConsole(admin)
    const code = ((await admin.getByTestId('reset-code-value').textContent()) ?? '').trim()
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5} [2-9A-HJKMNP-Z]{5}$/)
    await shot(admin, `${language}-console-code`)
    await admin.context().close()

    // On another phone: login → "Forgot password?" → the reset form.
    const second = await phoneIn(browser, language)
    await second.goto('/#/login/login')
    const forgot = second.getByRole('link', { name: w.forgot })
    await expect(forgot).toBeVisible()
    await shot(second, `${language}-login`)
    await forgot.click()
    await expect(second.getByRole('heading', { name: w.resetTitle })).toBeVisible()
    await expect(
      second.locator('.reset-steps a[href="https://service.example/chat"]'),
    ).toBeVisible()
    await shot(second, `${language}-forgot`)
    await second.locator('input[name="account"]').fill(account)
    await second.locator('input[name="code"]').fill(code.toLowerCase())
    await second.locator('input[name="password"]').fill(NEW_PASSWORD)
    await second.locator('input[name="password2"]').fill(NEW_PASSWORD)
    await shot(second, `${language}-reset-form`)
    await second.getByRole('button', { name: w.setPassword }).click()
    await expect(second.getByRole('heading', { name: w.changed })).toBeVisible()
    await second.getByRole('button', { name: w.done }).click()
    await expect(second).toHaveURL(/#\/login\/login$/)
    await second.locator('input[name="account"]').fill(account)
    await second.locator('input[name="password"]').fill(NEW_PASSWORD)
    await second.getByRole('button', { name: w.logIn, exact: true }).click()
    await expect(second).toHaveURL(/#\/home\/index$/)

    // The session the first phone had is over: its next call is refused and it is asked to log
    // in again, its account filled in.
    await first.goto('/#/information/index')
    await expect(first).toHaveURL(/#\/login\/reLogin\?account=/, { timeout: 10_000 })
  })
}
