import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { PNG, shot } from './console.ts'
import { registerInvestor } from './investor.ts'

/**
 * Issue 48 item 4: what a newcomer tripped over, walked at 390×844 — each step fails on the
 * screens before the fix.
 */
type Who = { token: string; account: string }

async function post(request: APIRequestContext, who: Who, path: string, data: object) {
  const response = await request.post(`/api/vue/${path}`, { data, headers: who })
  const body = await response.json()
  expect(body.status, `${path}: ${body.msg}`).toBe(1)
  return body.data
}

const inLanguage = (page: Page, language: string) =>
  page.addInitScript((lang) => localStorage.setItem('language', lang), language)

/** Whether the element is inside the phone's screen now, not below the fold. */
async function onScreen(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox()
  const height = page.viewportSize()?.height ?? 844
  return box !== null && box.y >= 0 && box.y + Math.min(box.height, 100) <= height
}

const WORDS = {
  en: {
    buy: 'Buy long',
    limit: 'Limit price',
    placed: 'Order placed',
    noInstrument: 'No share or coin chosen.',
    open: 'Open positions: profit after fees',
    realised: 'Realised profit after fees',
    ended: 'Ended',
    demo: '(demo)',
  },
  de: {
    buy: 'Long kaufen',
    limit: 'Limitpreis',
    placed: 'Order aufgegeben',
    noInstrument: 'Kein Wertpapier gewählt.',
    open: 'Offene Positionen: Gewinn nach Gebühren',
    realised: 'Realisierter Gewinn nach Gebühren',
    ended: 'Beendet',
    demo: '(Demo)',
  },
} as const

for (const language of ['en', 'de'] as const) {
  const words = WORDS[language]

  test(`an order's confirmation says all it sends, its result comes into view (${language})`, async ({
    page,
  }) => {
    await inLanguage(page, language)
    await registerInvestor(page, language === 'en' ? '4861' : '4862')
    await page.goto('/#/market/stockDetail?code=SAN')
    const panel = page.locator('.order-panel')
    await panel.locator('.stepper input').fill('20')
    await panel.getByRole('tab', { name: words.limit }).click()
    // The limit price is prefilled as every price reads, with a decimal comma (spec §9).
    const limit = page.locator('input[name="limitPrice"]')
    const typed = await limit.inputValue()
    expect(typed).toMatch(/^\d+,\d+$/)
    await panel.getByRole('button', { name: words.buy }).last().click()
    const terms = page.getByRole('dialog').getByTestId('confirm-order-terms')
    await expect(terms).toContainText(words.limit)
    // The limit price, as every price reads (spec §9): a decimal comma in every language.
    await expect(terms).toContainText(typed)
    await expect(terms).toContainText('20')
    await expect(terms).toContainText('1×')
    await shot(page, `${language}-order-confirm-limit`)
    await page.getByRole('dialog').locator('button.primary').click()
    const placed = page.locator('.ticket-done')
    await expect(placed).toContainText(words.placed)
    await expect.poll(() => placed.evaluate((e) => e === document.activeElement)).toBe(true)
    const box = await placed.boundingBox()
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0)
    expect((box?.y ?? 9999) + 40).toBeLessThanOrEqual(844)
    await shot(page, `${language}-order-placed-in-view`)
  })

  test(`a share's page without a share, positions' headers, demo names (${language})`, async ({
    page,
  }) => {
    await inLanguage(page, language)
    const who = await registerInvestor(page, language === 'en' ? '4863' : '4864')
    await page.goto('/#/market/stockDetail')
    await expect(page.getByTestId('no-instrument')).toContainText(words.noInstrument)
    await expect(page.locator('.toast')).toHaveCount(0)
    await shot(page, `${language}-stock-detail-without-code`)

    // Each tab of the positions says what its figure sums.
    await post(page.request, who, 'trade/buy', {
      code: 'SAN',
      direction: 'long',
      priceType: 'market',
      lots: 30,
      leverage: 1,
    })
    await page.goto('/#/trade/index')
    await expect(page.locator('.summary-card')).toContainText(words.open)
    await page.getByRole('tab', { name: words.ended }).click()
    await expect(page.getByTestId('ended-summary')).toContainText(words.realised)
    await expect(page.locator('.summary-card')).not.toContainText(words.open)
    await shot(page, `${language}-positions-ended-header`)

    // A position worth less than the lending minimum is not offered, and says why, in place.
    await page.goto('/#/information/stockLending')
    await expect(page.getByTestId('too-small-to-lend')).toContainText('1.000,00 €')
    const card = page.locator('[data-testid^="lendable-"]').first()
    await expect(card.getByRole('link')).toHaveCount(0)
    await shot(page, `${language}-lending-too-small`)

    // The demo's products carry their demo mark in the reader's language.
    await page.goto('/#/home/fllow')
    await expect(page.locator('.card').filter({ hasText: words.demo }).first()).toBeVisible()
    await shot(page, `${language}-follow-demo-mark`)

    // Every route has a way to it: all markets from home, logging in again from the user centre.
    await page.goto('/#/home/index')
    await page.getByTestId('all-markets').scrollIntoViewIfNeeded()
    await shot(page, `${language}-home-all-markets`)
    await page.getByTestId('all-markets').click()
    await expect(page).toHaveURL(/#\/home\/market/)
    await page.goto('/#/home/index')
    await page.locator('.top-bar button.icon-button').first().click()
    await shot(page, `${language}-user-centre`)
    await page.locator('.user-centre a[href*="reLogin"]').click()
    await expect(page).toHaveURL(new RegExp(`#/login/reLogin\\?account=${who.account}`))
    await expect(page.locator('input[name="account"]')).toHaveValue(who.account)
  })

  test(`a deposit below its minimum says so and keeps saying it; a deposit is confirmed first (${language})`, async ({
    page,
  }) => {
    await inLanguage(page, language)
    await registerInvestor(page, language === 'en' ? '4865' : '4866')
    await page.goto('/#/information/recharge')
    await page.locator('.menu a').first().click()
    await page.locator('input[name="amount"]').fill('5')
    await page
      .locator('input[name="proof"]')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG })
    await page.locator('form button[type="submit"]').click()
    const refusal = page.getByTestId('form-refusal')
    await expect(refusal).toContainText('100,00 €')
    // Still there once the toast has gone.
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 5_000 })
    await expect(refusal).toBeVisible()
    await shot(page, `${language}-deposit-below-minimum`)
    await page.locator('input[name="amount"]').fill('150')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByTestId('deposit-confirm')).toContainText('150,00 €')
    await shot(page, `${language}-deposit-confirm`)
  })
}

test('Spanish names the holdings and the wallet apart', async ({ page }) => {
  await inLanguage(page, 'es')
  await registerInvestor(page, '4867')
  await page.goto('/#/trade/index')
  await expect(page.getByRole('tab', { name: 'Cartera', exact: true })).toBeVisible()
  await expect(page.locator('.tab-bar a[href="#/information/wallet"]')).toHaveText('Monedero')
  expect(await onScreen(page, 'total-profit')).toBe(true)
  await shot(page, 'es-positions-tabs')
})
