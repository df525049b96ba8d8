import { expect, type Page, test } from '@playwright/test'
import { addDays, weekdayOf } from '../../machines/calendar/holidays.ts'
import { instant } from '../../machines/calendar/sessions.ts'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import { quantityMicro, valueMinor } from '../../machines/plans/fills.ts'
import { shot } from './console.ts'
import { registerInvestor } from './investor.ts'

/**
 * A savings plan walked end to end (issue 52): made in the builder from three instruments, its
 * schedule run by the server's plan job across three weekly run days — the first while the market
 * is not yet open (it waits, then fills at the open), the second filled, the third skipped for too
 * little balance — its holdings, cash and value checked to the cent against the prices and the
 * account, then half sold and the plan closed from its page. It moves the server's clock by weeks,
 * which would idle out every other walk's session: it runs last, alone (playwright.config.ts).
 */

const ZONE = 'Europe/Madrid'
const DEMO = 1_000_000n // DEMO_BALANCE 10,000 € in cents

type Who = { token: string; account: string }

async function now(page: Page) {
  const answer = await page.request.post('/api/test/clock', { data: { advanceMs: 0 } })
  return Date.parse((await answer.json()).data.now)
}

/** Moves the server's clock to `at` (never back), then signs in again: sessions idle out. */
async function clockTo(page: Page, who: Who, at: number) {
  const ms = Math.max(0, at - (await now(page)))
  expect(
    (await (await page.request.post('/api/test/clock', { data: { advanceMs: ms } })).json()).status,
  ).toBe(1)
  const login = await page.request.post('/api/vue/user/login', {
    data: { account: who.account, password: 'correct horse' },
  })
  who.token = (await login.json()).data.token
  await page.evaluate((token) => localStorage.setItem('tokend', token), who.token)
}

async function api<T>(page: Page, who: Who, path: string, body: unknown): Promise<T> {
  const answer = await page.request.post(`/api/vue/${path}`, { data: body, headers: who })
  const json = await answer.json()
  expect(json.status, `${path}: ${json.code}`).toBe(1)
  return json.data as T
}

interface Detail {
  plan: {
    id: number
    value: string
    cash: string
    netInvested: string
    fees: string
    state: string
  }
  holdings: Array<{ code: string; quantity: string; value: string }>
  runs: Array<{ day: string; state: string; reason: string | null; kind: string }>
}

/** The plan's value to the cent from its units at each instrument's price now, plus its cash. */
async function valueFromPrices(page: Page, who: Who, d: Detail) {
  let value = decimalToMinor(d.plan.cash)!
  for (const h of d.holdings) {
    const { price } = await api<{ price: string }>(page, who, 'market/detail', { code: h.code })
    value += valueMinor(quantityMicro(h.quantity), price)
  }
  return minorToDecimal(value)
}

test('a plan of three made, run weekly across a closed market and a short balance, sold and closed', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const who = await registerInvestor(page, '6152')
  // The first weekday after the server's today is the plan's weekday: its first run is a week on
  // at the latest, and the walk knows which day.
  const today = new Date(await now(page)).toLocaleDateString('sv-SE', { timeZone: ZONE })
  let first = addDays(today, 1)
  while (weekdayOf(first) === 0 || weekdayOf(first) === 6) first = addDays(first, 1)

  await page.goto('/#/trade/planBuilder')
  await page.locator('input[name="name"]').fill('Walk plan')
  for (const [code, weight] of [
    ['VWCE', '50'],
    ['SXRT', '30'],
    ['SAN', '20'],
  ] as const) {
    await page.locator('.plan-search input[type="search"]').fill(code)
    await page.getByTestId(`match-${code}`).getByRole('button').click()
    await page.getByTestId(`slice-${code}`).locator('input').fill(weight)
  }
  // 4,000 € a week from 10,000 €: the third run finds 2,000 € and is skipped.
  await page.locator('input[name="amount"]').fill('4000')
  await page.locator('select[name="schedule"]').selectOption('weekly')
  await page.locator('select[name="runDay"]').selectOption(String(weekdayOf(first)))
  await expect(page.getByTestId('plan-next-runs')).toBeVisible()
  await page.locator('form button[type="submit"]').click()
  await page.getByRole('dialog').locator('button.primary').click()
  await expect(page).toHaveURL(/#\/trade\/planDetail\?id=\d+/)
  const id = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'))
  await shot(page, 'en-plan-made')

  // Run 1: its day before the open — written and waiting; at 10:00 it fills.
  await clockTo(page, who, instant(ZONE, first, '07:00') + 90_000)
  await expect
    .poll(async () =>
      (await api<Detail>(page, who, 'plans/detail', { id })).runs.map((r) => r.state),
    )
    .toEqual(['scheduled'])
  await page.reload()
  await expect(page.getByTestId('plan-runs').locator('[data-state="scheduled"]')).toBeVisible()
  await clockTo(page, who, instant(ZONE, first, '10:00'))
  await expect
    .poll(async () => (await api<Detail>(page, who, 'plans/detail', { id })).runs[0]?.state, {
      timeout: 90_000,
    })
    .toBe('executed')

  // Run 2 a week on: filled. Run 3 another week on: 2,000 € cannot pay 4,000 €, skipped.
  await clockTo(page, who, instant(ZONE, addDays(first, 7), '10:00'))
  await expect
    .poll(async () => (await api<Detail>(page, who, 'plans/detail', { id })).runs.length, {
      timeout: 90_000,
    })
    .toBe(2)
  await clockTo(page, who, instant(ZONE, addDays(first, 14), '10:00'))
  await expect
    .poll(async () => (await api<Detail>(page, who, 'plans/detail', { id })).runs[0]?.state, {
      timeout: 90_000,
    })
    .toBe('skipped')

  const d = await api<Detail>(page, who, 'plans/detail', { id })
  expect(d.runs.map((r) => [r.state, r.reason])).toEqual([
    ['skipped', 'balanceShort'],
    ['executed', null],
    ['executed', null],
  ])
  // To the cent: 8,000 € went in; the value is the units at today's prices plus the cash; the
  // balance is what is left of the 10,000 €; the account counts the plan at its value.
  expect(d.plan.netInvested).toBe('8000.00')
  expect(d.plan.value).toBe(await valueFromPrices(page, who, d))
  const assets = await api<{ available: string; plans: string }>(page, who, 'user/assets', {
    type: 'Spain',
  })
  expect(assets.available).toBe(minorToDecimal(DEMO - 800_000n))
  expect(assets.plans).toBe(d.plan.value)
  await page.reload()
  await expect(page.getByTestId('plan-runs').locator('[data-state="skipped"]')).toBeVisible()
  // The screen's figure is the API's, in the app's money format (spec §9).
  const digits = (text: string | null) => (text ?? '').replace(/\D/g, '')
  expect(digits(await page.getByTestId('plan-value').textContent())).toBe(digits(d.plan.value))
  await shot(page, 'en-plan-three-runs')

  // Half sold from its page, then closed: everything back in the balance but what fees took.
  await page.locator('input[name="percent"]').fill('50')
  await page.getByRole('button', { name: 'Sell this share', exact: true }).click()
  await page.getByRole('dialog').locator('button.primary').click()
  await expect(page.getByTestId('run-result-state')).toBeVisible()
  await page.getByRole('button', { name: 'Close the plan', exact: true }).click()
  await page.getByRole('dialog').locator('button.primary').click()
  await expect(page.getByTestId('plan-summary')).toHaveAttribute('data-state', 'closed')
  const closed = await api<Detail>(page, who, 'plans/detail', { id })
  expect(closed.plan).toMatchObject({ state: 'closed', value: '0.00', cash: '0.00' })
  const after = await api<{ available: string; plans: string }>(page, who, 'user/assets', {
    type: 'Spain',
  })
  // What came back is the 10,000 € less what the plan kept: its net invested, now negative
  // for a gain or positive for a loss, fees included.
  expect(after.available).toBe(minorToDecimal(DEMO - decimalToMinor(closed.plan.netInvested)!))
  expect(after.plans).toBe('0.00')
  await shot(page, 'en-plan-closed')
})
