import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'
import { ADMIN_TOKEN_KEY } from '../../src/admin/adminApi.ts'
import { OperatorSignIn, type OperatorState } from '../support/operatorSignIn.ts'

/** A 1×1 PNG: the proof and ID photos the user picks. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * Saves a full-page screenshot under SHOTS_DIR when it is set (for looking, not asserting);
 * SHOTS_FULL=0 keeps it to the phone's screen, as a person sees it (fixed layers where they are).
 */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (dir)
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: process.env.SHOTS_FULL !== '0' })
}

/** Where the console sign-in walk leaves the operator's second factor for the other walks. */
const OPERATOR_FILE = '.e2e-data/operator.json'

export const readOperatorSetUp = (): OperatorState =>
  JSON.parse(readFileSync(OPERATOR_FILE, 'utf8')) as OperatorState

/** Written whole, then renamed: walks in other workers read the file meanwhile. */
export function keepOperatorSetUp(setUp: OperatorState) {
  writeFileSync(`${OPERATOR_FILE}.${process.pid}`, JSON.stringify(setUp))
  renameSync(`${OPERATOR_FILE}.${process.pid}`, OPERATOR_FILE)
}

/**
 * The operator's next code, as their app would show it in a step the server has not taken yet
 * (or a recovery code when none is left in the window); what was spent is kept for the next.
 */
export async function nextConsoleCode() {
  const operator = new OperatorSignIn('')
  operator.adopt(readOperatorSetUp())
  // Real time: one-time codes are checked on the server's wall clock (decision 0064).
  const code = await operator.nextCode({ now: () => Promise.resolve(Date.now()) })
  keepOperatorSetUp(operator.state())
  return code
}

/**
 * The console's login form walked: password, then a recovery code where it asks for the code —
 * other walks move the shared clock meanwhile, past the window of an app's code.
 */
export async function signInToConsole(page: Page) {
  await page.locator('input[name="username"]').fill('admin')
  await page.locator('input[name="password"]').fill('e2e-admin-password')
  await page.locator('form.admin-login button[type="submit"]').click()
  const operator = new OperatorSignIn('')
  operator.adopt(readOperatorSetUp())
  const code = operator.recoveryCode()
  keepOperatorSetUp(operator.state())
  await page.locator('input[name="code"]').fill(code)
  await page.locator('form.admin-login button[type="submit"]').click()
  await expect(page.locator('.admin-nav')).toBeVisible()
}

/**
 * A reviewer in the console, in a browser context of their own (desktop-sized unless asked):
 * the session the console sign-in walk opened (consoleSignIn.spec.ts, which every walk waits
 * for), put where the console keeps it. Operators sign in with a second factor (issue 25), and
 * a code works once in its 30-second step: the walks share one session rather than each
 * spending a code.
 */
export async function openConsole(
  browser: Browser,
  language: string,
  viewport = { width: 1100, height: 900 },
) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.addInitScript(
    ({ lang, token, key }) => {
      localStorage.setItem('language', lang)
      sessionStorage.setItem(key, token)
    },
    { lang: language, token: readOperatorSetUp().token, key: ADMIN_TOKEN_KEY },
  )
  await page.goto('/admin.html')
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

/** A console token, for a walk that needs a reviewer's step without the console. */
export const adminToken = () => readOperatorSetUp().token

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
  const token = adminToken()
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
