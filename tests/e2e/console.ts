import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'

/** A 1×1 PNG: the proof and ID photos the user picks. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)

/** Saves a full-page screenshot under SHOTS_DIR when it is set (for looking, not asserting). */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}

/** A reviewer logged in to the console, in a desktop-sized browser context of their own. */
export async function openConsole(browser: Browser, language: string) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
  await page.goto('/admin.html')
  await page.locator('input[name="username"]').fill('admin')
  await page.locator('input[name="password"]').fill('e2e-admin-password')
  await page.locator('form.admin-login button[type="submit"]').click()
  await expect(page.locator('.admin-nav')).toBeVisible()
  return page
}

/**
 * Confirms the action the console asks about (ConfirmDialog: "Back" and "Confirm" in a
 * `role="dialog"`; the primary button is Confirm in every language) and waits for it to close.
 */
export async function confirmInConsole(admin: Page) {
  const dialog = admin.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.locator('button.primary').click()
  await expect(dialog).toHaveCount(0)
}

/** Opens a queue (or refreshes it when it is open already). */
export async function openQueue(admin: Page, tab: number) {
  await admin.locator('.admin-nav button').nth(tab).click()
  await admin.locator('.admin-filters .refresh').click()
}

/**
 * Decides the account's first request in the open queue with its primary button (approve, or
 * mark paid), confirms it, and waits until the request has left the queue and the result shows.
 */
export async function decideInQueue(admin: Page, account: string) {
  const item = admin.locator('.review-item', { hasText: account }).first()
  await expect(item).toBeVisible()
  await item.locator('button.primary').click()
  await confirmInConsole(admin)
  await expect(admin.getByTestId('submission-result')).toBeVisible()
  await expect(admin.locator('.review-item', { hasText: account })).toHaveCount(0)
}

/** Opens a queue and approves the account's request in it, confirmed. */
export async function approveIn(admin: Page, tab: number, account: string) {
  await openQueue(admin, tab)
  await decideInQueue(admin, account)
}

/** A console token through the API, for a walk that needs a reviewer's step without the console. */
export async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/admin/auth/login', {
    data: { username: 'admin', password: 'e2e-admin-password' },
  })
  return (await login.json()).data.token as string
}

/** The investor's real name submitted and passed by a reviewer, through the API. */
export async function passRealName(
  request: APIRequestContext,
  who: { token: string; account: string },
  idNumber: string,
) {
  const kyc = await request.post('/api/vue/user/realname', {
    headers: who,
    multipart: {
      name: 'E2E Investor',
      idNumber,
      dateOfBirth: '1990-05-17',
      front: { name: 'f.png', mimeType: 'image/png', buffer: PNG },
      back: { name: 'b.png', mimeType: 'image/png', buffer: PNG },
    },
  })
  expect((await kyc.json()).status).toBe(1)
  const token = await adminToken(request)
  const queue = await request.post('/api/admin/reviews/list', {
    headers: { token },
    data: { kind: 'realname', state: 'underReview', size: 100 },
  })
  const mine = (await queue.json()).data.list.find(
    (r: { account: string }) => r.account === who.account,
  )
  await request.post('/api/admin/reviews/decide', {
    headers: { token },
    data: { kind: 'realname', id: mine.id, decision: 'approve' },
  })
}
