import { expect, type Page, test } from '@playwright/test'
import { ADMIN_TOKEN_KEY } from '../../src/admin/adminApi.ts'
import { stepOf, totpAt } from '../support/operatorSignIn.ts'
import { keepOperatorSetUp, nextConsoleCode, shot } from './console.ts'

/**
 * Issue 25: the console's operators must use two-factor sign-in. The seeded operator's first
 * login leads to the set-up and nothing else (English); once it is on, a login asks the code
 * after the password, without a toast (German). Every other walk uses the session this one
 * leaves (console.ts openConsole), so it runs first (playwright.config.ts).
 */
test.describe.configure({ mode: 'serial' })

/** A screenshot at a phone's size too: the console is used on desktops, but not only. */
async function shotBothSizes(page: Page, name: string) {
  await shot(page, name)
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, `${name}-phone`)
  await page.setViewportSize({ width: 1100, height: 900 })
}

async function logIn(page: Page, language: string) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
  await page.goto('/admin.html')
  await page.locator('input[name="username"]').fill('admin')
  await page.locator('input[name="password"]').fill('e2e-admin-password')
  await page.locator('form.admin-login button[type="submit"]').click()
}

test('an operator sets up two-factor sign-in before the console opens (en)', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 })
  await logIn(page, 'en')
  const setUp = page.getByTestId('operator-two-factor')
  await expect(setUp).toContainText('every operator signs in with a code')
  await expect(page.locator('.admin-nav')).toHaveCount(0)
  // The server holds the rule, not the screen: a review queue is refused meanwhile.
  const token = await page.evaluate((key) => sessionStorage.getItem(key) ?? '', ADMIN_TOKEN_KEY)
  const queue = await page.request.post('/api/admin/reviews/list', {
    data: { kind: 'deposit' },
    headers: { token },
  })
  expect((await queue.json()).code).toBe('twoFactor.setUpRequired')
  await shot(page, 'console-2fa-required-en')

  await setUp.getByRole('button', { name: 'Show the QR code' }).click()
  await expect(page.locator('img.totp-qr')).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await shotBothSizes(page, 'console-2fa-qr-en')
  // Real time, as the operator's phone has it (decision 0064: codes ignore TRADEFLOW_CLOCK).
  const now = Date.now()
  await page.locator('input[name="code"]').fill(totpAt(secret, now))
  await page.getByRole('button', { name: 'Turn on' }).click()
  const codes = page.locator('[data-testid="recovery-codes"] li code')
  await expect(codes).toHaveCount(10)
  const recoveryCodes = await codes.allTextContents()
  await shot(page, 'console-2fa-recovery-en')
  await page.getByRole('button', { name: 'I have kept them' }).click()
  await expect(page.locator('.admin-nav')).toBeVisible()
  keepOperatorSetUp({ secret, lastStep: stepOf(now), recoveryCodes, token })
})

test('once it is on, the console asks the code after the password (de)', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 })
  await logIn(page, 'de')
  const code = page.locator('input[name="code"]')
  await expect(code).toBeVisible()
  // Asked on the screen, not told in a toast.
  await expect(page.locator('.toast')).toHaveCount(0)
  await shotBothSizes(page, 'console-2fa-code-de')
  // A wrong code says so beside the form, and stays (issue 48: a toast alone was missed).
  await code.fill('000000')
  await page.locator('form.admin-login button[type="submit"]').click()
  await expect(page.getByTestId('login-refused')).toContainText('Code')
  await expect(page.locator('.toast')).toHaveCount(0)
  await expect(page.getByTestId('login-refused')).toBeVisible()
  await shotBothSizes(page, 'console-2fa-wrong-de')
  // A step the server has not taken: the walk before spent the one it ran in.
  await code.fill(await nextConsoleCode())
  await page.locator('form.admin-login button[type="submit"]').click()
  await expect(page.locator('.admin-nav')).toBeVisible()
  await expect(page.locator('.admin-nav')).toContainText('Einzahlungen')
})
