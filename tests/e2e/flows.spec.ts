import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'

/**
 * The flow explorer as a product owner uses it, in German: open it from the console's link, pick
 * the withdrawal gate, simulate a user without a fund password, read the blocking rule in
 * German, and export the diagram as SVG.
 */
test('a product owner steps the withdrawal gate to a blocked state in German and exports it', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'de'))
  await page.goto('/admin.html')
  await page.getByRole('link', { name: 'Abläufe' }).click()

  await expect(page.getByRole('heading', { name: 'Geschäftsabläufe' })).toBeVisible()
  await page.getByRole('link', { name: /Auszahlungsprüfung/ }).click()
  await expect(page.getByRole('heading', { name: 'Auszahlungsprüfung' })).toBeVisible()
  // The diagram draws every state of the gate.
  await expect(page.locator('[data-state="withdrawalGate.fundPasswordMissing"]')).toBeVisible()

  // Tapping a transition (its label) explains its rule.
  await page
    .locator(
      '[data-edge="withdrawalGate.evaluating --(always) [fundPasswordNotSet]--> withdrawalGate.fundPasswordMissing"]',
    )
    .locator('text')
    .last()
    .click()
  await expect(page.locator('.flows-panel').first()).toContainText('Nur wenn:')

  await page.getByRole('tab', { name: 'Simulieren' }).click()
  await page.getByLabel('Eingabe-Szenario').selectOption({ label: 'no fund password' })
  await expect(page.locator('[data-sim-state]')).toHaveAttribute(
    'data-sim-state',
    'withdrawalGate.fundPasswordMissing',
  )
  // The rule that blocked, in German, with its source in the spec.
  const rule = page.locator('.flows-sim [data-guard="fundPasswordNotSet"]')
  await expect(rule).toContainText('Zuerst muss das Zahlungspasswort gesetzt werden')
  await expect(rule).toContainText('spec §5 Withdrawal')
  // What the user is told, from the server's catalogue, in German.
  await expect(page.locator('.flows-sim .flows-refusal')).toContainText('Zahlungspasswort')
  // The blocked state is the one drawn as active.
  await expect(
    page.locator('[data-state="withdrawalGate.fundPasswordMissing"] rect').first(),
  ).toHaveAttribute('stroke', '#1b5cff')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'SVG exportieren' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('withdrawalGate.svg')
  const svg = readFileSync((await file.path())!, 'utf8')
  expect(svg).toContain('<svg')
  expect(svg).toContain('data-state="withdrawalGate.fundPasswordMissing"')
  expect(svg).toContain('[fundPasswordNotSet]')
})
