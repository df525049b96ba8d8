import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { KEYED_RETRIES } from '../../machines/rules.ts'
import { productForm } from '../support/ipoProducts.ts'
import { adminToken, PNG, passRealName, shot } from './console.ts'
import { registerInvestor } from './investor.ts'

type Who = { token: string; account: string }

/**
 * The app itself sends a call done once per key a second time when its answer is lost (decision
 * 0071), so one press is two sendings under one key; the screen offers Retry after both are lost.
 */
const TRIES_PER_PRESS = 1 + KEYED_RETRIES

/**
 * The first `times` calls to `path` reach the server, which does what they ask, and their answers
 * are then lost as a time-out loses them: the phone hears nothing (decision 0063). Later calls
 * go through. Returns the keys (`requestId`) every call carried.
 */
async function loseAnswers(page: Page, path: string, times: number) {
  const keys: string[] = []
  let lost = 0
  await page.route(`**/api/vue/${path}`, async (route) => {
    const body = route.request().postData() ?? ''
    keys.push(
      /"requestId":"([^"]+)"/.exec(body)?.[1] ??
        /name="requestId"\r\n\r\n([^\r]+)/.exec(body)?.[1] ??
        '',
    )
    if (lost >= times) return route.continue()
    lost += 1
    const answer = await route.fetch()
    expect((await answer.json()).status, `the server took the ${path} call`).toBe(1)
    await route.abort('timedout')
  })
  return keys
}

/** Every sending carried one key, minted by the app (a UUID). */
function expectOneKey(keys: string[], sendings: number) {
  expect(keys).toHaveLength(sendings)
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  expect(new Set(keys).size, 'one key for every sending').toBe(1)
}

async function post<T>(request: APIRequestContext, who: Who, path: string, data: object) {
  const response = await request.post(`/api/vue/${path}`, { data, headers: who })
  const body = await response.json()
  expect(body.status, `${path}: ${body.msg}`).toBe(1)
  return body.data as T
}

async function balance(request: APIRequestContext, who: Who, currency: string) {
  const rows = await post<{ currency: string; available: string; frozen: string }[]>(
    request,
    who,
    'user/balances',
    {},
  )
  return rows.find((r) => r.currency === currency)
}

/** No answer came: the screen says retrying is safe, and offers Retry beside Edit. */
async function expectRetryOffered(page: Page) {
  const failed = page.getByTestId('submission-failed')
  await expect(failed).toContainText('Retrying is safe')
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(failed.getByRole('button', { name: 'Edit' })).toBeVisible()
  return failed
}

test('an order whose answer was lost is placed once, retried or sent again', async ({ page }) => {
  const who = await registerInvestor(page, '4811')
  const keys = await loseAnswers(page, 'trade/buy', 2 * TRIES_PER_PRESS)
  await page.goto('/#/market/stockDetail?code=SAN')
  const panel = page.locator('.order-panel')
  await panel.locator('.stepper input').fill('40')
  await panel.getByRole('button', { name: 'Buy long' }).last().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  const failed = await expectRetryOffered(page)
  await shot(page, 'en-order-no-answer')
  // Back to the ticket, and the same order sent again as a new press: lost once more.
  await failed.getByRole('button', { name: 'Edit' }).click()
  await panel.getByRole('button', { name: 'Buy long' }).last().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  await expectRetryOffered(page)
  await page.getByTestId('submission-failed').getByRole('button', { name: 'Try again' }).click()
  await expect(panel.getByRole('status')).toContainText('Order placed')
  expectOneKey(keys, 2 * TRIES_PER_PRESS + 1)
  const positions = await post<{ code: string }[]>(page.request, who, 'trade/userstocklist', {
    type: 'Spain',
    page: 1,
    size: 300,
  })
  expect(positions.filter((p) => p.code === 'SAN')).toHaveLength(1)
})

test('a withdrawal whose answer was lost is made once, across a reload', async ({ page }) => {
  const who = await registerInvestor(page, '4822')
  await post(page.request, who, 'user/setFundPassword', {
    password: '135790',
    password2: '135790',
    loginPassword: 'correct horse',
  })
  const last12 = String(Date.now()).slice(-12).padStart(12, '7')
  await post(page.request, who, 'user/addBankCard', {
    holder: 'E2E Investor',
    first4: '4000',
    last12,
    bankName: 'Banco',
    branchName: 'Centro',
    bankCode: 'BC01',
  })
  await passRealName(page.request, who, `48${last12.slice(-6)}X`)
  const keys = await loseAnswers(page, 'funds/withdraw', 2 * TRIES_PER_PRESS)
  const withdraw = async () => {
    await page.locator('input[name="amount"]').fill('200')
    await page.locator('input[name="fundPassword"]').fill('135790')
    await page.locator('form button[type="submit"]').click()
    await page.getByRole('dialog').locator('button.primary').click()
  }
  await page.goto('/#/information/cashOut')
  await withdraw()
  await expectRetryOffered(page)
  // The page reloaded in the middle: the form, filled the same way, goes under the same key.
  await page.reload()
  await withdraw()
  await expectRetryOffered(page)
  await page.getByTestId('submission-failed').getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('submission-result')).toBeVisible()
  expectOneKey(keys, 2 * TRIES_PER_PRESS + 1)
  expect(await balance(page.request, who, 'EUR')).toMatchObject({
    available: '9800.00',
    frozen: '200.00',
  })
  const records = await post<{ total: number }>(page.request, who, 'funds/records', {
    kind: 'withdraw',
    page: 1,
    size: 10,
  })
  expect(records.total).toBe(1)
})

test('an exchange whose answer was lost once is sent again by the app, and made once', async ({
  page,
}) => {
  const who = await registerInvestor(page, '4833')
  const keys = await loseAnswers(page, 'funds/exchange', 1)
  await page.goto('/#/information/exChange')
  await page.locator('input[name="amount"]').fill('100')
  await page.locator('form button[type="submit"]').click()
  await page.getByRole('dialog').locator('button.primary').click()
  // No "no answer" for the investor: the second try, under the same key, got the first answer.
  await expect(page.getByTestId('submission-result')).toContainText('100,00 €')
  await expect(page.getByTestId('submission-failed')).toHaveCount(0)
  expectOneKey(keys, 2)
  expect(await balance(page.request, who, 'EUR')).toMatchObject({ available: '9900.00' })
})

test('a subscription whose answer was lost is made once', async ({ page }) => {
  const who = await registerInvestor(page, '4844')
  const list = await post<{ list: { id: number }[] }>(page.request, who, 'ipo/list', {})
  const terms = await post<{ facts: { now: number } }>(page.request, who, 'ipo/terms', {
    id: list.list[0]?.id,
  })
  const code = `RT${String(Date.now()).slice(-4)}`
  const saved = await page.request.post('/api/admin/ipo/save', {
    headers: { token: adminToken() },
    data: productForm(terms.facts.now, {
      code,
      name: `${code} Retry Co`,
      issuePrice: '0.50',
      maxSubscriptions: 3,
      tiers: [{ id: 'A', minAmount: '500.00' }],
      closesInMs: 3_600_000,
    }),
  })
  expect((await saved.json()).status).toBe(1)
  const keys = await loseAnswers(page, 'ipo/subscribe', TRIES_PER_PRESS)
  await page.goto('/#/home/newStock')
  await page.getByTestId(`ipo-${code}`).locator('a.button').click()
  await page.locator('form button[type="submit"]').click()
  await page.getByRole('dialog').locator('button.primary').click()
  await expectRetryOffered(page)
  await shot(page, 'en-subscription-no-answer')
  await page.getByTestId('submission-failed').getByRole('button', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/trade\/index\?tab=subscription/)
  expectOneKey(keys, TRIES_PER_PRESS + 1)
  const mine = await post<{ list: { code: string }[] }>(page.request, who, 'ipo/mine', {
    page: 1,
    size: 50,
  })
  expect(mine.list.filter((s) => s.code === code)).toHaveLength(1)
})

test('real-name photos whose answer was lost show as under review, not as a form to send again', async ({
  page,
}) => {
  await registerInvestor(page, '4855')
  await loseAnswers(page, 'user/realname', 1)
  await page.goto('/#/information/authInfo')
  await page.locator('input[name="name"]').fill('Ana García')
  await page.locator('input[name="idNumber"]').fill(`48${String(Date.now()).slice(-6)}Z`)
  await page.locator('input[name="dateOfBirth"]').fill('1990-05-17')
  const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })
  await page.locator('input[name="front"]').setInputFiles(photo('front.png'))
  await page.locator('input[name="back"]').setInputFiles(photo('back.png'))
  await page.locator('form button[type="submit"]').click()
  // The status is asked again: the documents arrived, so there is nothing to send again. (On the
  // code before, the upload's time-out was never heard: the form stayed "Sending…".)
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-state', 'underReview')
  await expect(page.locator('form')).toHaveCount(0)
  await shot(page, 'en-realname-answer-lost')
})
