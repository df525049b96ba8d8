import { type Browser, expect, type Page } from '@playwright/test'

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
