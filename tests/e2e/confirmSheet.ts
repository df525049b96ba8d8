import { expect, type Page } from '@playwright/test'

/**
 * The confirm sheet is on view, and its scrim covers the whole screen: a screen's side margins
 * once pulled it in from both edges, so the page showed at its sides undimmed.
 */
export async function expectConfirmSheet(page: Page) {
  await expect(page.getByRole('dialog')).toBeVisible()
  const scrim = await page.locator('.dialog-backdrop').boundingBox()
  expect(scrim).toEqual({ x: 0, y: 0, ...page.viewportSize() })
}
