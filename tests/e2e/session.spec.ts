import { expect, type Page, test } from '@playwright/test'

/** A phone number no earlier run used: runs share nothing, but retries within one run might. */
const account = () => `6${String(Date.now()).slice(-8)}`
const PASSWORD = 'correct horse'

async function register(page: Page, phone: string) {
  await page.goto('/')
  await expect(page).toHaveURL(/#\/login\/start$/)
  await page.getByRole('link', { name: 'Get started' }).click()
  await page.getByRole('link', { name: 'Create an account' }).click()
  await page.getByLabel('Phone number').fill(phone)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByLabel('Invitation code').fill('E2EINVITE')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/#\/login\/loginAfter$/)
}

test('a visitor registers with the invitation code, logs in, sees the account, switches language, logs out', async ({
  page,
}) => {
  const phone = account()
  await register(page, phone)
  await expect(page.getByRole('heading', { name: 'Welcome to Tradeflow' })).toBeVisible()

  // Log out from the wallet tab, then log in again with the same account.
  await page.getByRole('link', { name: 'Start' }).click()
  await page.getByRole('link', { name: 'Wallet' }).click()
  await expect(page.getByTestId('account-name')).toHaveText(phone)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Logging out…' })).toBeVisible()
  await expect(page).toHaveURL(/#\/login\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('tokend'))).toBeNull()

  await page.getByLabel('Phone number').fill(phone)
  await page.getByLabel('Password').fill('wrong horse')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Wrong account or password.' }),
  ).toBeVisible()
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/#\/home\/index$/)
  await expect(page.locator('.tab.navActive')).toHaveText('Home')

  // The account tab shows getUserinfo.
  await page.getByRole('link', { name: 'Wallet' }).click()
  await expect(page.getByTestId('account-name')).toHaveText(phone)
  await expect(page.getByText('Real name not verified')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'USDC' })).toBeVisible()
  await page.getByRole('link', { name: 'Trade' }).click()
  await expect(page.getByRole('tab', { name: 'USDC' })).toHaveCount(0)
  await expect(page.getByText('You hold no positions in this market.')).toBeVisible()

  // A path with no screen says so and leads home, instead of landing on Home without a word.
  await page.goto('/#/home/nothingHere')
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to Home' }).click()
  await expect(page).toHaveURL(/#\/home\/index$/)

  // German, then Korean; the choice is saved under `language`.
  await page.getByRole('link', { name: 'Wallet' }).click()
  await page.getByRole('link', { name: 'Change language' }).click()
  await page.getByRole('button', { name: 'Deutsch' }).click()
  await expect(page.getByRole('heading', { name: 'Sprache' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de')
  await page.getByRole('button', { name: 'Zurück' }).click()
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible()
  await page.getByRole('link', { name: 'Sprache ändern' }).click()
  await page.getByRole('button', { name: '한국어' }).click()
  await expect(page.getByRole('heading', { name: '언어' })).toBeVisible()
  await page.getByRole('button', { name: '뒤로' }).click()
  await expect(page.getByText('실명 미인증')).toBeVisible()

  // The language survives a reload; logging out in Korean ends on the login screen.
  await page.reload()
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible()
  await page.getByRole('button', { name: '로그아웃' }).click()
  await expect(page).toHaveURL(/#\/login\/login$/)
  await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible()
})

test('a session revoked on the server: the next call shows the toast and asks to log in again', async ({
  page,
  request,
}) => {
  const phone = account()
  await register(page, phone)
  const token = await page.evaluate(() => localStorage.getItem('tokend'))
  const revoked = await request.post('/api/vue/user/logout', {
    headers: { token: token!, account: phone },
    data: {},
  })
  expect((await revoked.json()).status).toBe(1)

  await page.getByRole('link', { name: 'Start' }).click()
  await page.getByRole('link', { name: 'Wallet' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your session has ended. Please log in again.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/#\/information\/wallet$/)
  // Log in again, the account kept (not from storage: that is cleared).
  await expect(page).toHaveURL(/#\/login\/reLogin\?account=/, { timeout: 5_000 })
  await expect(page.locator('input[name="account"]')).toHaveValue(phone)
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
})

test('a visitor who opens a screen of the app is sent to login; the rules of registration speak first', async ({
  page,
}) => {
  await page.goto('/#/trade/index')
  await expect(page).toHaveURL(/#\/login\/login$/)
  await page.goto('/#/login/register')
  await page.getByLabel('Phone number').fill('12')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByLabel('Invitation code').fill('E2EINVITE')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Please enter a valid phone number.' }),
  ).toBeVisible()
  await page.getByLabel('Phone number').fill('600999888')
  await page.getByLabel('Invitation code').fill('WRONG')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'The inviter does not exist. Please check the invitation code.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/#\/login\/register$/)
})
