import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import type { RequestOf } from '../../machines/contract/call.ts'
import type { registerCall } from '../../machines/session/calls.ts'
import { PNG, signInToConsole } from './console.ts'

/**
 * The three apps under the server's Content-Security-Policy (docs/decisions/0015): every screen
 * visited here must run without one violation — no inline script or style, no eval, nothing
 * from another origin. Violations are caught twice: the `securitypolicyviolation` events the
 * page fires, and the console lines Chromium writes for them.
 */

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** Starts collecting violations on every page of the context; returns what was collected. */
async function watchCsp(context: BrowserContext) {
  const consoleLines: string[] = []
  context.on('console', (message) => {
    if (/content[ -]security[ -]policy/i.test(message.text())) {
      consoleLines.push(`${message.page()?.url()}: ${message.text()}`)
    }
  })
  await context.addInitScript(() => {
    const seen: string[] = []
    window.__cspViolations = seen
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        seen.push(
          `${location.href}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
        ),
      true,
    )
  })
  return {
    /** Everything reported so far on `page` and in the console. */
    async violations(page: Page) {
      const events = await page.evaluate(() => window.__cspViolations ?? [])
      return [...events, ...consoleLines]
    },
  }
}

/** The page came with the strict policy, so a clean run means something. */
function expectStrictPolicy(headers: Record<string, string> | undefined) {
  const csp = headers?.['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("style-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('unsafe-inline')
}

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

test('the investor app, the console and the flow explorer run under the CSP without a violation', async ({
  page,
  context,
  browser,
}) => {
  const csp = await watchCsp(context)

  // A new investor, registered through the API; the login itself goes through the screen.
  const account = `67${String(Date.now()).slice(-8)}`
  const registration: RequestOf<typeof registerCall> = {
    account,
    password: 'correct horse',
    password2: 'correct horse',
    invite: 'E2EINVITE',
    agree: true,
  }
  const registered = await page.request.post('/api/vue/user/register', { data: registration })
  expect((await registered.json()).status).toBe(1)

  const first = await page.goto('/#/login/login')
  expectStrictPolicy(first?.headers())
  await page.getByLabel('Phone number').fill(account)
  await page.getByLabel('Password').fill('correct horse')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/#\/home\/index$/)

  // The market board (live quotes over EventSource), a stock with its chart, trade, wallet.
  await page.goto('/#/market/index')
  await expect(
    page.locator('.market-screen').getByRole('listitem').filter({ hasText: 'Banco Santander' }),
  ).toBeVisible()
  await page.goto('/#/market/stockDetail?code=SAN')
  const chart = page.getByTestId('price-chart')
  await expect(chart).toHaveAttribute('data-drawn', /^[1-9]\d*$/)
  await expect(chart.locator('canvas').first()).toBeVisible()
  await page.goto('/#/trade/index')
  await expect(page.getByText('You hold no positions in this market.')).toBeVisible()
  await page.goto('/#/information/wallet')
  await expect(page.getByTestId('account-name')).toHaveText(account)

  // A deposit with a proof photo: the preview is a blob: URL, the console shows the upload.
  await page.goto('/#/information/recharge')
  await page.locator('.menu a').first().click()
  await page.locator('input[name="amount"]').fill('1500')
  await page.locator('input[name="proof"]').setInputFiles(photo('proof.png'))
  await expect(page.locator('.image-field img')).toHaveAttribute('src', /^blob:/)
  await expect(page.locator('.image-field img')).toHaveJSProperty('complete', true)
  await page.locator('form button[type="submit"]').click()
  await page.getByRole('dialog').locator('button.primary').click()
  await expect(page.getByTestId('submission-result')).toBeVisible()
  expect(await csp.violations(page)).toEqual([])

  // The console, every section, with the proof image in the deposit queue.
  const admin = await context.newPage()
  await admin.setViewportSize({ width: 1100, height: 900 })
  const consolePage = await admin.goto('/admin.html')
  expectStrictPolicy(consolePage?.headers())
  await signInToConsole(admin)
  const proof = admin.locator('.review-item', { hasText: account }).locator('img').first()
  await expect(proof).toHaveAttribute('src', /^blob:/)
  const sections = admin.locator('.admin-nav button')
  for (let i = 0; i < (await sections.count()); i++) {
    await sections.nth(i).click()
    await expect(sections.nth(i)).toHaveAttribute('aria-selected', 'true')
    await expect(admin.locator('.admin-main')).not.toBeEmpty()
  }
  expect(await csp.violations(admin)).toEqual([])

  // The flow explorer: a diagram laid out by ELK, then simulated.
  const flows = await context.newPage()
  const explorer = await flows.goto('/flows.html')
  expectStrictPolicy(explorer?.headers())
  await flows.getByRole('link', { name: /Withdrawal gate/i }).click()
  await expect(flows.locator('[data-state="withdrawalGate.fundPasswordMissing"]')).toBeVisible()
  await flows.getByRole('tab', { name: 'Simulate' }).click()
  await flows.getByLabel('Input fixture').selectOption({ label: 'no fund password' })
  await expect(flows.locator('[data-sim-state]')).toHaveAttribute(
    'data-sim-state',
    'withdrawalGate.fundPasswordMissing',
  )
  expect(await csp.violations(flows)).toEqual([])
  expect(browser.isConnected()).toBe(true)
})

test('the watch sees a violation: an inline style is blocked and reported', async ({
  page,
  context,
}) => {
  const csp = await watchCsp(context)
  await page.goto('/#/login/login')
  await expect(page.getByLabel('Phone number')).toBeVisible()
  const applied = await page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = 'body { outline: 7px solid red }'
    document.head.append(style)
    return getComputedStyle(document.body).outlineWidth
  })
  expect(applied).not.toBe('7px')
  await expect.poll(() => csp.violations(page)).not.toEqual([])
})
