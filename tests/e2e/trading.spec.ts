import { expect, type Page, test } from '@playwright/test'
import { shot } from './console.ts'
import { registerInvestor } from './investor.ts'

async function placeOrder(page: Page, lots: string) {
  const panel = page.locator('.order-panel')
  await panel.locator('.stepper input').fill(lots)
  await panel.getByRole('button', { name: 'Buy long' }).last().click()
  const dialog = page.getByRole('dialog', { name: 'Confirm order' })
  await expect(dialog).toContainText('Total')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(panel.getByRole('status')).toContainText('Order placed')
}

test('trading: buy at market, locked, pending limit cancelled, close after the lock', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // A new investor gets the demo balance (DEMO_BALANCE in playwright.config.ts).
  const session = await registerInvestor(page, '7')

  // A market order on a Spanish share during Madrid hours fills at once and is locked.
  await page.goto('/#/market/stockDetail?code=SAN')
  await expect(page.locator('.order-panel')).toContainText('10.000,00 €')
  // It opens at the smallest quantity the minimum amount allows, ready to buy (issue 22: the
  // stepper reported its 1 lot on mount, which the ticket took as chosen; found by a UI replay).
  await expect(page.locator('.order-panel .ticket-blocked')).toHaveCount(0)
  await expect(page.locator('.order-panel form.ticket button[type="submit"]')).toBeEnabled()
  expect(Number(await page.locator('.order-panel .stepper input').inputValue())).toBeGreaterThan(1)
  // What the lock means is said before buying, and until when after.
  await expect(page.getByTestId('lock-note')).toContainText('can be sold')
  // More than the balance holds: the refusal leads to a deposit (issue 18: it was a dead end).
  await page.locator('.order-panel .stepper input').fill('100000')
  await expect(page.getByTestId('refusal-fix')).toHaveAttribute('href', '#/information/recharge')
  // Buying by amount (issue 18): the ticket works out the whole lots the amount buys, within it.
  const sizing = page.getByRole('tablist', { name: 'Order size in' })
  await sizing.getByRole('tab', { name: 'Amount' }).click()
  await page.locator('input[name="orderAmount"]').fill('1,000.00')
  await expect(page.getByTestId('lots-for-amount')).toHaveText(/^= \d+ lots$/)
  await shot(page, 'en-ticket-by-amount')
  const bought = Number(
    (await page.getByTestId('lots-for-amount').textContent())?.match(/\d+/)?.[0],
  )
  const amountRow = page.locator('.order-panel .ticket-costs > div').nth(1).locator('dd')
  const spent = Number((await amountRow.textContent())?.replace(/[^\d,]/g, '').replace(',', '.'))
  expect(spent).toBeLessThanOrEqual(1000)
  expect(spent).toBeGreaterThan(1000 - spent / bought)
  await sizing.getByRole('tab', { name: 'Lots' }).click()
  await placeOrder(page, '300')
  await expect(page.locator('.order-panel').getByRole('status')).toContainText('Locked')
  await expect(page.getByTestId('placed-lock')).toContainText(
    /from \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/,
  )

  // The withdrawal checklist says which positions hold the money back (issue 18).
  await page.goto('/#/information/cashOut')
  const blocking = page.getByTestId('check-positionsOpen').getByTestId('blocking-positions')
  await expect(blocking.getByRole('link', { name: /SAN/ })).toHaveAttribute(
    'href',
    /#\/trade\/positionDetail\?orderNo=T/,
  )
  await expect(blocking.getByTestId('free-now')).toContainText(/Available now: [\d.]+,\d{2}\s€/)

  // The position is in the holdings; while locked, Close is disabled with the reason and when.
  await page.goto('/#/trade/index')
  const row = page.getByTestId('position-row').filter({ hasText: 'SAN' })
  await expect(row).toContainText('Locked')
  await expect(row.getByRole('button', { name: 'Close position' })).toBeDisabled()
  await expect(row.getByTestId('close-refused')).toContainText('locked and cannot be sold')
  await expect(row.getByTestId('close-refused')).toContainText(
    /It can be closed from \d{4}\.\d{2}\.\d{2}/,
  )

  // A limit order below the market rests as pending and is cancelled.
  const rules = await page.request.post('/api/vue/trade/rules', {
    data: { code: 'BBVA' },
    headers: { token: session.token, account: session.account },
  })
  const last = Number((await rules.json()).data.lastPrice)
  await page.goto('/#/market/stockDetail?code=BBVA')
  const panel = page.locator('.order-panel')
  await panel.getByRole('tab', { name: 'Limit price' }).click()
  await panel.getByLabel('Limit price').fill((last * 0.95).toFixed(2))
  await placeOrder(page, '50')
  await expect(panel.getByRole('status')).toContainText('Pending order')
  await page.goto('/#/trade/index')
  await page.getByRole('tab', { name: 'In progress' }).click()
  const pending = page.getByTestId('position-row').filter({ hasText: 'BBVA' })
  await pending.getByRole('button', { name: 'Cancel order' }).click()
  // A cancel moves money back: it is confirmed first, and its result stays on screen.
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel order' })
  await expect(cancelDialog).toContainText('50 lots')
  await cancelDialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByTestId('submission-result')).toContainText('Order cancelled')
  await expect(pending).toHaveCount(0)
  await page.getByTestId('submission-result').getByRole('button', { name: 'Done' }).click()
  await page.getByRole('tab', { name: 'Ended' }).click()
  await expect(page.getByTestId('position-row').filter({ hasText: 'BBVA' })).toContainText(
    'Cancelled',
  )

  // After the one-minute lock the position closes, and its realised profit shows under Ended.
  // The server's clock is moved past the lock (TRADEFLOW_TEST_CLOCK) rather than waited for.
  const moved = await page.request.post('/api/test/clock', { data: { advanceMs: 61_000 } })
  expect((await moved.json()).status).toBe(1)
  await page.getByRole('tab', { name: 'Holdings' }).click()
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('position-row').filter({ hasText: 'SAN' })).toContainText(
      'Holding',
      {
        timeout: 2_000,
      },
    )
  }).toPass({ timeout: 30_000, intervals: [1_000] })
  await page
    .getByTestId('position-row')
    .filter({ hasText: 'SAN' })
    .getByRole('button', { name: 'Close position' })
    .click()
  await page
    .getByRole('dialog', { name: 'Close position' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page.getByTestId('submission-result')).toContainText('Closed')
  await page.getByRole('tab', { name: 'Ended' }).click()
  const closed = page.getByTestId('position-row').filter({ hasText: 'SAN' })
  await expect(closed).toContainText('Closed')
  // The headline is after fees (issue 18): below the figure before fees, which stays secondary.
  const amount = (text: string | null) => Number(text?.replace(/[^\d,-]/g, '').replace(',', '.'))
  await expect(closed.getByTestId('net-profit')).toHaveText(/^-?[\d.]+,\d{2}\s€$/)
  await expect(closed.getByTestId('yingkui')).toHaveText(/^before fees -?[\d.]+,\d{2}\s€$/)
  const net = amount(await closed.getByTestId('net-profit').textContent())
  const gross = amount(await closed.getByTestId('yingkui').textContent())
  expect(net).toBeLessThan(gross)
})
