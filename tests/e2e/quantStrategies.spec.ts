import { expect, type Page, test } from '@playwright/test'
import { openConsole, shot } from './console.ts'
import { registerInvestor } from './investor.ts'
import { expectNoSideScroll } from './layoutChecks.ts'

/**
 * AI quant end to end (issue 20): the console creates a strategy (half its money in Solana, so
 * what it does is known), an investor moves dollars into the quant account, allocates to it and
 * sees its order; the stop waits for the order's lock (the server's clock is moved past it), then
 * the money is back in the quant account and the order is in the records.
 */
const WORDS = {
  en: {
    strategies: 'AI quant strategies',
    stop: 'Stop the strategy',
    history: 'History',
    strategyOrders: 'Strategy orders',
  },
  de: {
    strategies: 'KI-Quant-Strategien',
    stop: 'Strategie stoppen',
    history: 'Verlauf',
    strategyOrders: 'Strategie-Orders',
  },
} as const

/** "1.234,56 $" (spec §9, every language) as a number; no text at all is NaN. */
const amountOf = (text: string | null) => Number(text?.replace(/[^\d,-]/g, '').replace(',', '.'))

async function createStrategy(page: Page, language: string, name: string) {
  const admin = await openConsole(page.context().browser()!, language)
  await admin.locator('.admin-nav [data-section="strategies"]').click()
  const form = admin.locator('details.admin-form').first()
  await form.locator('summary').click()
  await form.locator('input[name="name"]').fill(name)
  await form.locator('select').first().selectOption('USD')
  await form.locator('input[name="codes"]').fill('SOL/USD')
  // Half, typed the operator's way: "0,5" in German.
  await form.locator('input[name="weights"]').fill(language === 'de' ? '0,5' : '0.5')
  // The minimum typed the operator's way: the console reads "100,00" in German.
  await form.locator('input[name="minAmount"]').fill(language === 'de' ? '100,00' : '100.00')
  await form.locator('button[type="submit"]').click()
  await expect(admin.getByTestId('admin-strategies')).toContainText(name)
  return admin
}

for (const language of ['en', 'de'] as const) {
  const words = WORDS[language]
  test(`an AI quant strategy trades quant money, stops and returns it (${language})`, async ({
    page,
  }) => {
    const name = `Solana half (e2e ${language} ${Date.now() % 100_000})`
    const admin = await createStrategy(page, language, name)
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    await registerInvestor(page, language === 'en' ? '6851' : '6862')

    // 1.000 $ into the quant account.
    await page.goto('/#/home/quantifyTrading?currency=USD&dir=in')
    await page.locator('input[name="amount"]').fill('1000')
    await page.locator('form button[type="submit"]').click()
    await page.getByRole('dialog').locator('button.primary').click()
    await expect(page.getByTestId('quant-available')).toHaveText('1.000,00 $')

    // The shelf, the strategy, its record, and 800 $ allocated to it.
    await page.getByRole('link', { name: words.strategies }).click()
    await expect(page.getByRole('link', { name })).toBeVisible()
    await shot(page, `${language}-quant-shelf`)
    await page.getByRole('link', { name }).click()
    await expect(page.getByTestId('nav-chart')).toBeVisible()
    await shot(page, `${language}-quant-strategy`)
    await page.locator('input[name="amount"]').fill('800')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByRole('dialog')).toContainText('800,00 $')
    await page.getByRole('dialog').locator('button.primary').click()

    // It bought Solana with half of it at once (crypto trades at every hour).
    const allocation = page.getByTestId('allocation')
    await expect(allocation).toHaveAttribute('data-state', 'running')
    const order = page.getByTestId('strategy-order')
    await expect(order).toHaveCount(1)
    await expect(order).toContainText('SOL/USD')
    await shot(page, `${language}-quant-allocation`)

    // Stopped: the order is in its lock time, so the strategy is stopping until it passes.
    await page.getByRole('button', { name: words.stop }).click()
    await page.getByRole('dialog').locator('button.primary').click()
    await expect(allocation).toHaveAttribute('data-state', 'stopping')
    await shot(page, `${language}-quant-stopping`)
    const moved = await page.request.post('/api/test/clock', { data: { advanceMs: 6 * 60_000 } })
    expect((await moved.json()).status).toBe(1)
    await expect
      .poll(
        async () => {
          await page.reload()
          return allocation.getAttribute('data-state')
        },
        { timeout: 45_000, intervals: [3_000] },
      )
      .toBe('stopped')
    await expect(order).toHaveAttribute('data-state', 'closed')
    const returned = amountOf(await page.getByTestId('allocation-value').textContent())
    expect(returned).toBeGreaterThan(790)
    await shot(page, `${language}-quant-stopped`)

    // The money is back in the quant account; the order is in its history.
    await page.goto('/#/home/quantifyTrading?currency=USD')
    const available = amountOf(await page.getByTestId('quant-available').textContent())
    expect(available).toBeCloseTo(200 + returned, 2)
    await page.getByRole('link', { name: words.history }).click()
    await page.getByRole('tab', { name: words.strategyOrders }).click()
    await expect(page.getByTestId('strategy-order')).toHaveCount(1)
    await shot(page, `${language}-quant-history`)

    // The console lists the strategy with nothing running in it any more.
    await admin.locator('.admin-nav [data-section="strategies"]').click()
    const item = admin.locator('.review-item', { hasText: name })
    await expect(item.getByTestId('strategy-running')).toContainText('0')
    await shot(admin, `${language}-console-strategies`)
    await expectNoSideScroll(admin)
  })
}
